import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { games, groupUsers, matchdays, picks } from "@/db/schema";
import { requireGroupMember } from "@/server/groups/access";

export interface StandingRow {
  rank: number;
  groupUserId: string;
  nickname: string;
  points: number;
  exact: number;
  outcome: number;
  played: number;
}

/**
 * A group's table, overall or for one matchday: same points, same rank (1, 2, 2, 4); rows ordered
 * by points, then exact hits, then right outcomes, then the earlier join (PRODUCT.md §1).
 */
export async function getStandings(db: Db, userId: string, groupId: string, matchday?: number): Promise<StandingRow[]> {
  const { group } = await requireGroupMember(db, groupId, userId);
  const inMatchday = matchday === undefined ? sql`true` : sql`${matchdays.ordinal} = ${matchday}`;
  const rows = await db
    .select({
      groupUserId: groupUsers.id,
      nickname: groupUsers.nickname,
      joinedAt: groupUsers.joinedAt,
      points: sql<number>`coalesce(sum(${picks.points}) filter (where ${inMatchday}), 0)::int`,
      exact: sql<number>`(count(*) filter (where ${picks.exact} and ${inMatchday}))::int`,
      outcome: sql<number>`(count(*) filter (where ${picks.outcome} and ${inMatchday}))::int`,
      played: sql<number>`(count(${picks.points}) filter (where ${inMatchday}))::int`,
    })
    .from(groupUsers)
    .leftJoin(picks, eq(picks.groupUserId, groupUsers.id))
    .leftJoin(games, eq(games.id, picks.gameId))
    .leftJoin(matchdays, eq(matchdays.id, games.matchdayId))
    .where(and(eq(groupUsers.groupId, group.id), isNull(groupUsers.leftAt)))
    .groupBy(groupUsers.id);
  rows.sort((a, b) => b.points - a.points || b.exact - a.exact || b.outcome - a.outcome || a.joinedAt.getTime() - b.joinedAt.getTime());
  return rows.map(({ joinedAt: _joined, ...row }) => ({ rank: 1 + rows.filter((r) => r.points > row.points).length, ...row }));
}
