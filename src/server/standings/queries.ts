import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { games, groupUsers, matchdays, picks } from "@/db/schema";
import { buildTables, rankRows, type MatchdayTally, type StandingRow } from "@/lib/standings";
import { requireGroupMember } from "@/server/groups/access";

export type { StandingRow };

async function activeMembers(db: Db, groupId: string) {
  return db
    .select({ groupUserId: groupUsers.id, nickname: groupUsers.nickname, joinedAt: groupUsers.joinedAt })
    .from(groupUsers)
    .where(and(eq(groupUsers.groupId, groupId), isNull(groupUsers.leftAt)))
    .orderBy(asc(groupUsers.joinedAt));
}

/** Points, exact hits, right outcomes and scored picks per active member and matchday. */
async function matchdayTallies(db: Db, groupId: string): Promise<MatchdayTally[]> {
  return db
    .select({
      groupUserId: groupUsers.id,
      matchday: matchdays.ordinal,
      points: sql<number>`coalesce(sum(${picks.points}), 0)::int`,
      exact: sql<number>`(count(*) filter (where ${picks.exact}))::int`,
      outcome: sql<number>`(count(*) filter (where ${picks.outcome}))::int`,
      played: sql<number>`count(${picks.points})::int`,
    })
    .from(picks)
    .innerJoin(groupUsers, eq(groupUsers.id, picks.groupUserId))
    .innerJoin(games, eq(games.id, picks.gameId))
    .innerJoin(matchdays, eq(matchdays.id, games.matchdayId))
    .where(and(eq(groupUsers.groupId, groupId), isNull(groupUsers.leftAt)))
    .groupBy(groupUsers.id, matchdays.ordinal);
}

/**
 * A group's table, overall or for one matchday: same points, same rank (1, 2, 2, 4); rows ordered
 * by points, then exact hits, then right outcomes, then the earlier join (PRODUCT.md §1).
 */
export async function getStandings(db: Db, userId: string, groupId: string, matchday?: number): Promise<StandingRow[]> {
  const { group } = await requireGroupMember(db, groupId, userId);
  const [members, tallies] = await Promise.all([activeMembers(db, group.id), matchdayTallies(db, group.id)]);
  const sums = new Map<string, Omit<MatchdayTally, "groupUserId" | "matchday">>();
  for (const t of tallies) {
    if (matchday !== undefined && t.matchday !== matchday) continue;
    const s = sums.get(t.groupUserId) ?? { points: 0, exact: 0, outcome: 0, played: 0 };
    sums.set(t.groupUserId, { points: s.points + t.points, exact: s.exact + t.exact, outcome: s.outcome + t.outcome, played: s.played + t.played });
  }
  return rankRows(members, (id) => sums.get(id) ?? { points: 0, exact: 0, outcome: 0, played: 0 });
}

/**
 * Everything the group page shows of the table: the overall standings with movement since the
 * last scored matchday, one table per scored matchday, and the winners of the finished ones.
 */
export async function getGroupTables(db: Db, userId: string, groupId: string) {
  const { group } = await requireGroupMember(db, groupId, userId);
  const [members, tallies, days] = await Promise.all([
    activeMembers(db, group.id),
    matchdayTallies(db, group.id),
    db
      .select({
        ordinal: matchdays.ordinal,
        name: matchdays.name,
        complete: sql<boolean>`(count(${games.id}) > 0 and bool_and(${games.status} in ('finished', 'cancelled')))`,
      })
      .from(matchdays)
      .leftJoin(games, eq(games.matchdayId, matchdays.id))
      .where(eq(matchdays.tournamentId, group.tournamentId))
      .groupBy(matchdays.id)
      .orderBy(asc(matchdays.ordinal)),
  ]);
  const tables = buildTables(members, tallies, new Set(days.filter((d) => d.complete).map((d) => d.ordinal)));
  const nameOf = new Map(days.map((d) => [d.ordinal, d.name]));
  return { ...tables, matchdays: tables.matchdays.map((m) => ({ ...m, name: nameOf.get(m.matchday) ?? null })) };
}
