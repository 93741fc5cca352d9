import "server-only";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db";
import { groups, groupUsers, tournaments, user } from "@/db/schema";
import { presentMember as present, requireGroupMember } from "./access";
import { hasPlus } from "@/server/billing/subscriptions";
import { hasLocked, hasPicks } from "./lock";

/** Members per page of the group page's list. */
export const MEMBERS_PAGE = 20;

/**
 * The group page's data: the group, its active members (all, or one page of them in the order
 * they joined), their number, and my role. The code only for managers.
 */
export async function getGroupView(db: Db, userId: string, groupId: string, options: { membersPage?: number } = {}) {
  const { group, member, tournament } = await requireGroupMember(db, groupId, userId);
  const manager = member.role !== "member";
  const [[counted], rulesLocked, ownerPlus, modeLocked] = await Promise.all([
    db.select({ n: count() }).from(groupUsers).where(present(group.id)),
    hasLocked(db, group.id),
    group.ownerId ? hasPlus(db, group.ownerId, group.tournamentId) : false,
    // Only the settings (its managers') read it.
    manager ? hasPicks(db, group.id) : false,
  ]);
  const memberCount = counted?.n ?? 0;
  const memberPages = Math.max(1, Math.ceil(memberCount / MEMBERS_PAGE));
  const membersPage =
    options.membersPage === undefined ? null : Math.min(Math.max(1, options.membersPage), memberPages);
  const listed = db
    .select({
      groupUserId: groupUsers.id,
      nickname: groupUsers.nickname,
      role: groupUsers.role,
      joinedAt: groupUsers.joinedAt,
      /** Their avatar's address (the group page shows it beside their name), null without one. */
      image: user.image,
    })
    .from(groupUsers)
    .innerJoin(user, eq(user.id, groupUsers.userId))
    .where(present(group.id))
    .orderBy(asc(groupUsers.joinedAt), asc(groupUsers.id));
  const members =
    membersPage === null ? await listed : await listed.limit(MEMBERS_PAGE).offset((membersPage - 1) * MEMBERS_PAGE);
  return {
    group: {
      id: group.id,
      name: group.name,
      mode: group.mode,
      scoring: group.scoring,
      lockPolicy: group.lockPolicy,
      jokers: group.jokers,
      /** Listed among the tournament's public leagues (decision 0048). */
      public: group.public,
      invitationCode: member.role === "member" ? null : group.invitationCode,
      /** Mode, scoring and lock policy can no longer change: the group's first lock has passed. */
      rulesLocked,
      /** The mode can no longer change: members hold picks made for it (managers only; false for members). */
      modeLocked,
      /** The owner holds Plus for the tournament: custom scoring, jokers and no size limit. */
      ownerPlus,
    },
    tournament: {
      slug: tournament.slug,
      name: tournament.name,
      sport: tournament.sport,
    },
    members,
    memberCount,
    /** The page of `members` when one was asked for, and how many there are. */
    membersPage,
    memberPages,
    me: { groupUserId: member.id, role: member.role },
  };
}

/** The player's active groups (of one tournament, or all), for the account and tournament pages. */
export async function listMyGroups(db: Db, userId: string, tournamentId?: string) {
  const rows = await db
    .select({
      groupId: groups.id,
      name: groups.name,
      mode: groups.mode,
      tournamentSlug: tournaments.slug,
      tournamentName: tournaments.name,
      members: db.$count(groupUsers, present(groups.id)),
    })
    .from(groupUsers)
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .innerJoin(tournaments, eq(tournaments.id, groups.tournamentId))
    .where(
      and(
        eq(groupUsers.userId, userId),
        isNull(groupUsers.leftAt),
        tournamentId ? eq(groups.tournamentId, tournamentId) : undefined,
      ),
    )
    .orderBy(asc(tournaments.name), asc(groups.name));
  return rows;
}

/** Where an invitation code leads (its group and tournament), or null: "Join with a link" given only the code. */
export async function findInvitation(db: Db, invitationCode: string) {
  const [row] = await db
    .select({ groupId: groups.id, tournamentSlug: tournaments.slug })
    .from(groups)
    .innerJoin(tournaments, eq(tournaments.id, groups.tournamentId))
    .where(eq(groups.invitationCode, invitationCode));
  return row ?? null;
}
