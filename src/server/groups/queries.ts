import "server-only";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { groups, groupUsers, tournaments } from "@/db/schema";
import { requireGroupMember } from "./access";
import { hasPlus } from "@/server/billing/subscriptions";
import { hasLocked } from "./lock";

/** The group page's data: the group, its active members, and my role. The code only for managers. */
export async function getGroupView(db: Db, userId: string, groupId: string) {
  const { group, member, tournament } = await requireGroupMember(db, groupId, userId);
  const [members, rulesLocked, ownerPlus] = await Promise.all([
    db
      .select({
        groupUserId: groupUsers.id,
        nickname: groupUsers.nickname,
        role: groupUsers.role,
        joinedAt: groupUsers.joinedAt,
      })
      .from(groupUsers)
      .where(and(eq(groupUsers.groupId, group.id), isNull(groupUsers.leftAt)))
      .orderBy(asc(groupUsers.joinedAt)),
    hasLocked(db, group.id),
    group.ownerId ? hasPlus(db, group.ownerId, group.tournamentId) : false,
  ]);
  return {
    group: {
      id: group.id,
      name: group.name,
      mode: group.mode,
      scoring: group.scoring,
      lockPolicy: group.lockPolicy,
      jokers: group.jokers,
      invitationCode: member.role === "member" ? null : group.invitationCode,
      /** Mode, scoring and lock policy can no longer change: the group's first lock has passed. */
      rulesLocked,
      /** The owner holds Plus for the tournament: custom scoring, jokers and no size limit. */
      ownerPlus,
    },
    tournament: {
      slug: tournament.slug,
      name: tournament.name,
      sport: tournament.sport,
    },
    members,
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
      members: sql<number>`(select ${count()} from group_users m where m.group_id = ${groups.id} and m.left_at is null)::int`,
    })
    .from(groupUsers)
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .innerJoin(tournaments, eq(tournaments.id, groups.tournamentId))
    .where(and(eq(groupUsers.userId, userId), isNull(groupUsers.leftAt), tournamentId ? eq(groups.tournamentId, tournamentId) : undefined))
    .orderBy(asc(tournaments.name), asc(groups.name));
  return rows;
}
