/** Groups: create, preview and join by invitation, change settings, leave, remove a member. */
import "server-only";
import { randomBytes } from "node:crypto";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { groups, groupUsers, tournaments, user } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { freeLimitError, plusRuleOf, underFreeLimit } from "@/lib/plus";
import type { CreateGroupInput, GroupSettingsInput } from "@/lib/schemas/groups";
import { defaultRuleSet, parseRuleSet } from "@/lib/scoring/rule-sets";
import type { GameMode } from "@/lib/sports";
import { canonicalJson } from "@/lib/canonical-json";
import { hasPlus } from "@/server/billing/subscriptions";
import { requireGroupManager, requireGroupMember } from "./access";
import { gamesLockedBy, hasLocked, hasPicks, keepLocks } from "./lock";

export const newInvitationCode = () => randomBytes(9).toString("base64url");

async function requirePlayer(db: Db, userId: string) {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  if (!row) throw new AppError({ code: "error.auth.required" });
  if (!row.termsAcceptedAt || !row.privacyAcceptedAt) throw new AppError({ code: "error.auth.agreementsRequired" });
  return row;
}

function ruleSetFor(sport: Parameters<typeof defaultRuleSet>[0], mode: GameMode, scoring: unknown) {
  try {
    return scoring === undefined
      ? defaultRuleSet(sport, mode)
      : parseRuleSet(sport, mode, { ...defaultRuleSet(sport, mode), ...(scoring as object) });
  } catch {
    throw new AppError({ code: "error.group.scoringInvalid", formField: "scoring" });
  }
}

/** Custom scoring and jokers need the owner's Plus for the tournament (lib/plus.ts). */
async function requirePlusFor(
  db: Db,
  ownerId: string | null,
  tournamentId: string,
  sport: Parameters<typeof defaultRuleSet>[0],
  mode: GameMode,
  scoring: unknown,
  jokers: boolean,
) {
  const rule = plusRuleOf(defaultRuleSet(sport, mode), scoring, jokers);
  if (!rule) return;
  if (ownerId && (await hasPlus(db, ownerId, tournamentId))) return;
  throw new AppError({ code: "error.plus.required", formField: rule });
}

export async function createGroup(db: Db, userId: string, input: CreateGroupInput) {
  const player = await requirePlayer(db, userId);
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.slug, input.tournament));
  if (!tournament) throw new AppError({ code: "error.notFound", formField: "tournament" });
  if (tournament.status === "finished") throw new AppError({ code: "error.group.tournamentFinished" });
  const scoring = ruleSetFor(tournament.sport, input.mode, input.scoring);
  const jokers = input.mode === "expert" && (input.jokers ?? false);
  await requirePlusFor(db, userId, tournament.id, tournament.sport, input.mode, scoring, jokers);
  return db.transaction(async (tx) => {
    // The free limit is counted under a lock on the owner's row, in the insert's transaction, so
    // concurrent requests of one owner wait for each other and cannot pass it together (decision 0018).
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const [owned] = await tx
      .select({ n: count() })
      .from(groups)
      .where(and(eq(groups.tournamentId, tournament.id), eq(groups.ownerId, userId)));
    if (!underFreeLimit("groupsPerTournament", owned?.n ?? 0) && !(await hasPlus(tx, userId, tournament.id)))
      throw freeLimitError("groupsPerTournament");
    const [group] = await tx
      .insert(groups)
      .values({
        tournamentId: tournament.id,
        name: input.name,
        mode: input.mode,
        scoring,
        lockPolicy: input.lockPolicy ?? { kind: "kickoff" },
        jokers,
        invitationCode: newInvitationCode(),
        ownerId: userId,
      })
      .returning();
    const [member] = await tx
      .insert(groupUsers)
      .values({ groupId: group!.id, userId, nickname: input.nickname ?? player.name, role: "owner" })
      .returning({ id: groupUsers.id });
    return { groupId: group!.id, invitationCode: group!.invitationCode, groupUserId: member!.id };
  });
}

/** What the invitation page shows before joining; a wrong or replaced code explains itself. */
export async function previewInvitation(db: Db, groupId: string, code: string) {
  const [row] = await db
    .select({ group: groups, tournament: tournaments })
    .from(groups)
    .innerJoin(tournaments, eq(tournaments.id, groups.tournamentId))
    .where(eq(groups.id, groupId));
  if (!row || row.group.invitationCode !== code) throw new AppError({ code: "error.group.invitationInvalid" });
  const [members] = await db
    .select({ n: count() })
    .from(groupUsers)
    .where(and(eq(groupUsers.groupId, groupId), isNull(groupUsers.leftAt)));
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
    const [members] = await tx
      .select({ n: count() })
      .from(groupUsers)
      .where(and(eq(groupUsers.groupId, groupId), isNull(groupUsers.leftAt)));
    if (!underFreeLimit("membersPerGroup", members?.n ?? 0) && !(await ownerHasPlus(tx, groupId)))
      throw freeLimitError("membersPerGroup");
    if (existing) {
      await tx
        .update(groupUsers)
        .set({ leftAt: null, nickname: nickname ?? existing.nickname })
        .where(eq(groupUsers.id, existing.id));
      return { groupUserId: existing.id };
    }
    const [member] = await tx
      .insert(groupUsers)
      .values({ groupId, userId, nickname: nickname ?? player.name, role: "member" })
      .returning({ id: groupUsers.id });
    return { groupUserId: member!.id };
  });
}

/**
 * Mode, scoring and lock policy freeze together once the group's rules have locked (lock.ts,
 * hasLocked); a lock policy sent unchanged is no change. A policy change keeps every lock already
 * reached first (decision 0017), so no pick anybody could see ever reopens.
 */
export async function updateGroupSettings(db: Db, userId: string, input: GroupSettingsInput) {
  const { group, tournament } = await requireGroupManager(db, input.groupId, userId);
  const changesPolicy =
    input.lockPolicy !== undefined && canonicalJson(input.lockPolicy) !== canonicalJson(group.lockPolicy);
  const changesRules = input.mode !== undefined || input.scoring !== undefined || changesPolicy;
  if (changesRules && (await hasLocked(db, group.id))) {
    throw new AppError({
      code: "error.group.rulesLocked",
      formField: input.mode ? "mode" : input.scoring ? "scoring" : "lockPolicy",
    });
  }
  // A policy that would lock open games at once (a matchday already begun) is saved only once the
  // manager has read how many: members who have not picked them lose them.
  if (changesPolicy && !input.confirmLocks) {
    const count = await gamesLockedBy(db, group.id, input.lockPolicy);
    if (count > 0)
      throw new AppError({ code: "error.group.policyLocksOpen", formField: "lockPolicy", params: { count } });
  }
  const mode = input.mode ?? group.mode;
  const scoring = changesRules
    ? ruleSetFor(tournament.sport, mode, input.scoring ?? (input.mode ? undefined : group.scoring))
    : undefined;
  const jokers = input.jokers !== undefined ? mode === "expert" && input.jokers : group.jokers && mode === "expert";
  if (scoring !== undefined || input.jokers === true)
    await requirePlusFor(db, group.ownerId, tournament.id, tournament.sport, mode, scoring ?? group.scoring, jokers);
  const [updated] = await db.transaction(async (tx) => {
    // A new mode with picks held: they were made for the old one (a winner is no score). Checked
    // with the group's row held: a pick being written holds it too (`for key share`, save-picks.ts),
    // so either it is seen here or it waits and finds the new mode.
    if (input.mode !== undefined && input.mode !== group.mode) {
      await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, group.id)).for("update");
      if (await hasPicks(tx, group.id)) throw new AppError({ code: "error.group.modeHasPicks", formField: "mode" });
    }
    if (changesPolicy) await keepLocks(tx, { groupId: group.id });
    return tx
      .update(groups)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.mode !== undefined && { mode: input.mode }),
        ...(scoring !== undefined && { scoring }),
        // Points follow the mode and the rule set: the stored tables are rebuilt (decision 0034).
        ...((input.mode !== undefined || scoring !== undefined) && {
          standingsVersion: sql`${groups.standingsVersion} + 1`,
        }),
        ...(changesPolicy && { lockPolicy: input.lockPolicy }),
        ...(input.jokers !== undefined && { jokers: mode === "expert" && input.jokers }),
        ...(input.regenerateInvitation && { invitationCode: newInvitationCode() }),
        ...(input.public !== undefined && { public: input.public }),
      })
      .where(eq(groups.id, group.id))
      .returning();
  });
  return updated!;
}

export async function leaveGroup(db: Db, userId: string, groupId: string) {
  const { member } = await requireGroupMember(db, groupId, userId);
  if (member.role === "owner") throw new AppError({ code: "error.group.ownerCannotLeave" });
  await db.update(groupUsers).set({ leftAt: new Date() }).where(eq(groupUsers.id, member.id));
  return { left: true };
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
  await requireGroupManager(db, groupId, userId);
  const [target] = await db
    .select()
    .from(groupUsers)
    .where(and(eq(groupUsers.id, groupUserId), eq(groupUsers.groupId, groupId)));
  // A former player (the account deleted) is no member to remove: their row stays in the tables.
  if (!target || target.leftAt || !target.userId) throw new AppError({ code: "error.notFound" });
  if (target.role === "owner") throw new AppError({ code: "error.forbidden" });
  return db.transaction(async (tx) => {
    await tx.update(groupUsers).set({ leftAt: new Date() }).where(eq(groupUsers.id, target.id));
    if (!newInvitation) return { removed: true };
    const invitationCode = newInvitationCode();
    await tx.update(groups).set({ invitationCode }).where(eq(groups.id, groupId));
    return { removed: true, invitationCode };
  });
}
