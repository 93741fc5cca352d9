/**
 * A pick's points as readers see them (decision 0034): the `game_points` row of its game, its
 * group's mode and rule set and its value; none (null points) until the game is scored. Every
 * query that shows points joins through here, with `picks` and `groups` in the query.
 */
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { gamePoints, groups, picks } from "@/db/schema";

/** The left join condition from a pick (and its group) to its points. */
export const pointsOfPick = and(
  eq(gamePoints.gameId, picks.gameId),
  eq(gamePoints.mode, groups.mode),
  sql`${gamePoints.scoring} = ${groups.scoring}`,
  sql`${gamePoints.pick} = ${picks.pick}`,
);

/** The columns of a pick's score, a joker counted. */
export const pickScore = {
  points: sql<
    number | null
  >`case when ${picks.joker} then ${gamePoints.jokerPoints} else ${gamePoints.points} end`.mapWith(
    (v: number | string | null) => (v === null ? null : Number(v)),
  ),
  exact: sql<boolean>`coalesce(${gamePoints.exact}, false)`.mapWith(Boolean),
  outcome: sql<boolean>`coalesce(${gamePoints.outcome}, false)`.mapWith(Boolean),
};
