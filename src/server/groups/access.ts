import "server-only";
import { and, eq, isNotNull, isNull, type SQLWrapper } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { groups, groupUsers, tournaments, user } from "@/db/schema";
import { AppError } from "@/lib/errors";

export type Group = typeof groups.$inferSelect;
export type GroupUser = typeof groupUsers.$inferSelect;
export type Tournament = typeof tournaments.$inferSelect;

/**
 * The members a group lists, counts and hands over to: not those who left, nor those whose account
 * is gone (their rows stay as "Former player", with their points, but nobody is there to play).
 * The one home of "a present member" (docs/rules.md), also inside raw SQL (`listMyStandings`
 * passes its group's column as `sql\`g.id\``).
 */
export const presentMember = (groupId: string | SQLWrapper) =>
  and(eq(groupUsers.groupId, groupId), isNull(groupUsers.leftAt), isNotNull(groupUsers.userId));

export interface Membership {
  group: Group;
  member: GroupUser;
  tournament: Tournament;
}

/**
 * The group of an active member. A group that exists but is not the player's answers like one
 * that does not exist: members only see their groups.
 */
export async function requireGroupMember(db: Db, groupId: string, userId: string): Promise<Membership> {
  const [row] = await memberQuery(db, groupId, userId);
  if (!row) throw await notAMember(db, groupId, userId);
  return row;
}

/**
 * Why a player is not a member of a group, for every group endpoint alike: one who left or was
 * removed (while its page was open, say) is told so (`error.group.noLongerMember`, 403), anyone
 * else gets "not found", as for a group that does not exist.
 */
export async function notAMember(db: DbOrTx, groupId: string, userId: string): Promise<AppError> {
  const former = await formerMembership(db, groupId, userId);
  return new AppError({ code: former ? "error.group.noLongerMember" : "error.notFound" });
}

/**
 * `requireGroupMember` inside the transaction that changes who is in the group, with the group's
 * row held until it commits: a join, a leave, a removal and a hand-over of the same group take
 * their turns, and each checks roles as the one before it left them (a member just made owner
 * cannot be removed or leave; a manager just removed removes nobody).
 */
export async function holdGroupMember(tx: DbOrTx, groupId: string, userId: string): Promise<Membership> {
  // Held first, read after: one statement locking the group and reading the member with it would,
  // having waited for the lock, return the member row as it was before the waited-for commit.
  await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).for("update");
  const [row] = await memberQuery(tx, groupId, userId);
  if (!row) throw await notAMember(tx, groupId, userId);
  return row;
}

function memberQuery(db: DbOrTx, groupId: string, userId: string) {
  return db
    .select({ group: groups, member: groupUsers, tournament: tournaments })
    .from(groups)
    .innerJoin(
      groupUsers,
      and(eq(groupUsers.groupId, groups.id), eq(groupUsers.userId, userId), isNull(groupUsers.leftAt)),
    )
    .innerJoin(tournaments, eq(tournaments.id, groups.tournamentId))
    .where(eq(groups.id, groupId));
}

/** Owner or group admin: 403 for members. */
export async function requireGroupManager(db: Db, groupId: string, userId: string): Promise<Membership> {
  return managerOnly(await requireGroupMember(db, groupId, userId));
}

/** `requireGroupManager` under the group's held row (see `holdGroupMember`). */
export async function holdGroupManager(tx: DbOrTx, groupId: string, userId: string): Promise<Membership> {
  return managerOnly(await holdGroupMember(tx, groupId, userId));
}

function managerOnly(membership: Membership): Membership {
  if (membership.member.role === "member") throw new AppError({ code: "error.forbidden" });
  return membership;
}

/**
 * A group the player was a member of and is no longer (they left, or a manager removed them): its
 * name and tournament, for the page that says so instead of "not found". Null for anyone else.
 */
export async function formerMembership(
  db: DbOrTx,
  groupId: string,
  userId: string,
): Promise<{ name: string; tournament: string } | null> {
  const [row] = await db
    .select({ name: groups.name, tournament: tournaments.slug })
    .from(groups)
    .innerJoin(
      groupUsers,
      and(eq(groupUsers.groupId, groups.id), eq(groupUsers.userId, userId), isNotNull(groupUsers.leftAt)),
    )
    .innerJoin(tournaments, eq(tournaments.id, groups.tournamentId))
    .where(eq(groups.id, groupId))
    .limit(1);
  return row ?? null;
}

/** A signed-up player who has accepted the terms and the privacy policy: who may create or join a group. */
export async function requirePlayer(db: Db, userId: string) {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  if (!row) throw new AppError({ code: "error.auth.required" });
  if (!row.termsAcceptedAt || !row.privacyAcceptedAt) throw new AppError({ code: "error.auth.agreementsRequired" });
  return row;
}
