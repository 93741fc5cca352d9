/** Who is in a group: the invitation's preview, joining, leaving, and a manager removing a member. */
import "server-only";
import { and, count, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { groups, groupUsers, tournaments } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { freeLimitError, underFreeLimit } from "@/lib/plus";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import { hasPlus } from "@/server/billing/subscriptions";
import { holdGroupManager, holdGroupMember, presentMember, requirePlayer } from "./access";
import { newInvitationCode } from "./manage-groups";

export async function previewInvitation(db: Db, groupId: string, code: string) {
  const [row] = await db
    .select({ group: groups, tournament: tournaments })
    .from(groups)
    .innerJoin(tournaments, eq(tournaments.id, groups.tournamentId))
    .where(eq(groups.id, groupId));
  if (!row || row.group.invitationCode !== code) throw new AppError({ code: "error.group.invitationInvalid" });
  const [members] = await db.select({ n: count() }).from(groupUsers).where(presentMember(groupId));
  return {
    groupId,
    name: row.group.name,
    mode: row.group.mode,
    tournament: { slug: row.tournament.slug, name: row.tournament.name, sport: row.tournament.sport },
    members: members?.n ?? 0,
  };
}

/** A group's owner holds Plus for its tournament: the group may grow past the free size. */
async function ownerHasPlus(db: Db, groupId: string): Promise<boolean> {
  const [group] = await db
    .select({ ownerId: groups.ownerId, tournamentId: groups.tournamentId })
    .from(groups)
    .where(eq(groups.id, groupId));
  return Boolean(group?.ownerId && (await hasPlus(db, group.ownerId, group.tournamentId)));
}

/**
 * The names of a group's rows in its table (present members and former players whose account is
 * gone; not those who left) that read as `nickname`: the same letters, whatever their case.
 */
function sameNickname(groupId: string, nickname: string) {
  return and(
    eq(groupUsers.groupId, groupId),
    isNull(groupUsers.leftAt),
    sql`lower(${groupUsers.nickname}) = lower(${nickname})`,
  );
}

/**
 * A name nobody else in the group plays under (one home for the rule; docs/rules.md, "What players type"):
 * two "Ana" in one table cannot be told apart. Asked under the group's held row, so that two
 * players joining or renaming at once cannot both take it. A name the player chose is refused
 * (409 `error.group.nicknameTaken` on the field); their account's name, taken by default, becomes
 * the first free of "Ana 2", "Ana 3"….
 */
async function memberNickname(
  tx: DbOrTx,
  groupId: string,
  wanted: { chosen: string } | { byDefault: string },
  except?: string,
): Promise<string> {
  const others = (nickname: string) =>
    except ? and(sameNickname(groupId, nickname), ne(groupUsers.id, except)) : sameNickname(groupId, nickname);
  const taken = async (nickname: string) =>
    (await tx.select({ id: groupUsers.id }).from(groupUsers).where(others(nickname)).limit(1)).length > 0;
  if ("chosen" in wanted) {
    if (await taken(wanted.chosen)) throw new AppError({ code: "error.group.nicknameTaken", formField: "nickname" });
    return wanted.chosen;
  }
  if (!(await taken(wanted.byDefault))) return wanted.byDefault;
  // The names that begin alike, read once (not a query a number: a league of many "Ana" stays one read).
  // Every candidate begins with this (a number of up to six digits cuts a long name shorter).
  const stem = wanted.byDefault.slice(0, TEXT_LIMITS.nickname - 7).trimEnd();
  const rows = await tx
    .select({ nickname: groupUsers.nickname })
    .from(groupUsers)
    .where(
      and(
        eq(groupUsers.groupId, groupId),
        isNull(groupUsers.leftAt),
        sql`left(lower(${groupUsers.nickname}), ${[...stem].length}::int) = lower(${stem}::text)`,
        except ? ne(groupUsers.id, except) : undefined,
      ),
    );
  const held = new Set(rows.map((r) => r.nickname.toLowerCase()));
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const candidate = `${wanted.byDefault.slice(0, TEXT_LIMITS.nickname - suffix.length).trimEnd()}${suffix}`;
    // The database's own comparison has the last word (its lower() and JavaScript's may differ).
    if (!held.has(candidate.toLowerCase()) && !(await taken(candidate))) return candidate;
  }
}

/** The name a player joining with their account's `name` would get: the invitation's form offers it. */
export function freeNickname(db: DbOrTx, groupId: string, name: string): Promise<string> {
  return memberNickname(db, groupId, { byDefault: name });
}

/**
 * Joins by invitation, or a public league without one (or comes back after leaving). The member count is taken under a lock on the
 * group's row, in the same transaction as the insert, so concurrent joins cannot pass the free
 * size together (decision 0018).
 */
export async function joinGroup(db: Db, userId: string, groupId: string, code: string | undefined, nickname?: string) {
  const player = await requirePlayer(db, userId);
  if (code !== undefined) await previewInvitation(db, groupId, code);
  return db.transaction(async (tx) => {
    const [group] = await tx
      .select({ invitationCode: groups.invitationCode, public: groups.public })
      .from(groups)
      .where(eq(groups.id, groupId))
      .for("update");
    // Without the code, only a public league (decision 0048); a private group stays unknown.
    if (!group || (code === undefined ? !group.public : group.invitationCode !== code))
      throw new AppError({ code: "error.group.invitationInvalid" });
    const [existing] = await tx
      .select()
      .from(groupUsers)
      .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId)));
    if (existing && !existing.leftAt) return { groupUserId: existing.id };
    const [members] = await tx.select({ n: count() }).from(groupUsers).where(presentMember(groupId));
    if (!underFreeLimit("membersPerGroup", members?.n ?? 0) && !(await ownerHasPlus(tx, groupId)))
      throw freeLimitError("membersPerGroup");
    const name = await memberNickname(
      tx,
      groupId,
      nickname !== undefined ? { chosen: nickname } : { byDefault: existing?.nickname ?? player.name },
      existing?.id,
    );
    if (existing) {
      await tx.update(groupUsers).set({ leftAt: null, nickname: name }).where(eq(groupUsers.id, existing.id));
      return { groupUserId: existing.id };
    }
    const [member] = await tx
      .insert(groupUsers)
      .values({ groupId, userId, nickname: name, role: "member" })
      .returning({ id: groupUsers.id });
    return { groupUserId: member!.id };
  });
}

/** A present member changes the name they play under in this group (`memberNickname`'s rule). */
export async function renameMember(db: Db, userId: string, groupId: string, nickname: string) {
  return db.transaction(async (tx) => {
    const { member } = await holdGroupMember(tx, groupId, userId);
    const name = await memberNickname(tx, groupId, { chosen: nickname }, member.id);
    await tx.update(groupUsers).set({ nickname: name }).where(eq(groupUsers.id, member.id));
    return { groupUserId: member.id, nickname: name };
  });
}

export async function leaveGroup(db: Db, userId: string, groupId: string) {
  return db.transaction(async (tx) => {
    const { member } = await holdGroupMember(tx, groupId, userId);
    if (member.role === "owner") throw new AppError({ code: "error.group.ownerCannotLeave" });
    await tx.update(groupUsers).set({ leftAt: new Date() }).where(eq(groupUsers.id, member.id));
    return { left: true };
  });
}

/**
 * The owner makes a present member a group admin, or a member again (decision 0094): a group admin
 * manages the group with the owner (its settings, invitation link and members) but cannot make
 * admins or hand the group over. Decided under the group's held row, as every change of who is who.
 */
export async function setMemberRole(
  db: Db,
  userId: string,
  groupId: string,
  groupUserId: string,
  role: "admin" | "member",
) {
  return db.transaction(async (tx) => {
    const { member } = await holdGroupMember(tx, groupId, userId);
    if (member.role !== "owner") throw new AppError({ code: "error.forbidden" });
    const [target] = await tx
      .select({ id: groupUsers.id, role: groupUsers.role })
      .from(groupUsers)
      .where(and(eq(groupUsers.id, groupUserId), presentMember(groupId)));
    if (!target) throw new AppError({ code: "error.notFound" });
    if (target.role === "owner") throw new AppError({ code: "error.forbidden" });
    await tx.update(groupUsers).set({ role }).where(eq(groupUsers.id, target.id));
    return { groupUserId: target.id, role };
  });
}

/**
 * Removes a member (a manager only; never the owner). With `newInvitation`, the group's invitation
 * link changes in the same transaction, so that the removed member cannot come straight back with
 * the link they have: both happen, or neither.
 */
export async function removeMember(
  db: Db,
  userId: string,
  groupId: string,
  groupUserId: string,
  { newInvitation = false }: { newInvitation?: boolean } = {},
) {
  return db.transaction(async (tx) => {
    await holdGroupManager(tx, groupId, userId);
    const [target] = await tx
      .select()
      .from(groupUsers)
      .where(and(eq(groupUsers.id, groupUserId), eq(groupUsers.groupId, groupId)));
    // A former player (the account deleted) is no member to remove: their row stays in the tables.
    if (!target || target.leftAt || !target.userId) throw new AppError({ code: "error.notFound" });
    if (target.role === "owner") throw new AppError({ code: "error.forbidden" });
    await tx.update(groupUsers).set({ leftAt: new Date() }).where(eq(groupUsers.id, target.id));
    if (!newInvitation) return { removed: true };
    const invitationCode = newInvitationCode();
    await tx.update(groups).set({ invitationCode }).where(eq(groups.id, groupId));
    return { removed: true, invitationCode };
  });
}
