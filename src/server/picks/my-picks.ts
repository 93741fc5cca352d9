import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db";
import { gamePoints, games, groups, groupUsers, matchdays, picks } from "@/db/schema";
import { pickScore, pointsOfPick } from "@/server/scoring/points";

/** My own picks of one matchday, per group (the schedule shows them beside each game). */
export async function getMyMatchdayPicks(db: Db, userId: string, tournamentId: string, ordinal: number) {
  return db
    .select({
      gameId: picks.gameId,
      groupId: groups.id,
      groupName: groups.name,
      pick: picks.pick,
      points: pickScore.points,
      joker: picks.joker,
    })
    .from(picks)
    .innerJoin(groupUsers, eq(groupUsers.id, picks.groupUserId))
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .innerJoin(games, eq(games.id, picks.gameId))
    .innerJoin(matchdays, eq(matchdays.id, games.matchdayId))
    .leftJoin(gamePoints, pointsOfPick)
    .where(
      and(
        eq(groupUsers.userId, userId),
        isNull(groupUsers.leftAt),
        eq(games.tournamentId, tournamentId),
        eq(matchdays.ordinal, ordinal),
      ),
    )
    .orderBy(asc(groups.name));
}
