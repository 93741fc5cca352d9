import "server-only";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { gamePoints, games, groups, groupUsers, matchdays, picks } from "@/db/schema";
import { requireGroupMember } from "@/server/groups/access";
import { isLocked } from "@/server/groups/lock";
import { pickScore, pointsOfPick } from "@/server/scoring/points";

/**
 * Picks of a group as a member may see them: all of their own, other members' only for games
 * already locked (PRODUCT.md §2). The rule lives in the query, so no caller can forget it.
 */
export async function getGroupPicks(
  db: Db,
  userId: string,
  groupId: string,
  filter: { groupUserId?: string; matchday?: number; gameId?: string } = {},
) {
  const { group, member } = await requireGroupMember(db, groupId, userId);
  const locked = isLocked();
  return db
    .select({
      groupUserId: picks.groupUserId,
      nickname: groupUsers.nickname,
      gameId: picks.gameId,
      matchday: matchdays.ordinal,
      pick: picks.pick,
      joker: picks.joker,
      ...pickScore,
      locked,
    })
    .from(picks)
    .innerJoin(groupUsers, eq(groupUsers.id, picks.groupUserId))
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .innerJoin(games, eq(games.id, picks.gameId))
    .innerJoin(matchdays, eq(matchdays.id, games.matchdayId))
    .leftJoin(gamePoints, pointsOfPick)
    .where(
      and(
        eq(groupUsers.groupId, group.id),
        isNull(groupUsers.leftAt),
        or(eq(picks.groupUserId, member.id), sql`${locked}`),
        filter.groupUserId ? eq(picks.groupUserId, filter.groupUserId) : undefined,
        filter.matchday ? eq(matchdays.ordinal, filter.matchday) : undefined,
        filter.gameId ? eq(picks.gameId, filter.gameId) : undefined,
      ),
    )
    .orderBy(asc(matchdays.ordinal), asc(games.kickoff), asc(groupUsers.joinedAt));
}
