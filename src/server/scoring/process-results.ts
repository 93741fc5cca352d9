/**
 * Consumes "result changed" events: recomputes the points of every pick of each changed game from
 * the game's current result, replacing what was stored (a correction never adds up twice).
 */
import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { games, groups, groupUsers, picks, resultEvents, tournaments } from "@/db/schema";
import { scorePick } from "@/lib/scoring/score";
import type { GameResult } from "@/lib/schemas/results";
import type { GamePick } from "@/lib/scoring/picks";
import { parseRuleSet } from "@/lib/scoring/rule-sets";

export async function scoreGame(db: Db, gameId: string): Promise<number> {
  const [row] = await db
    .select({ game: games, sport: tournaments.sport })
    .from(games)
    .innerJoin(tournaments, eq(tournaments.id, games.tournamentId))
    .where(eq(games.id, gameId));
  if (!row) return 0;
  const { game, sport } = row;
  const rows = await db
    .select({ id: picks.id, pick: picks.pick, joker: picks.joker, mode: groups.mode, scoring: groups.scoring })
    .from(picks)
    .innerJoin(groupUsers, eq(groupUsers.id, picks.groupUserId))
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .where(eq(picks.gameId, gameId));
  for (const p of rows) {
    const score = scorePick({
      sport,
      mode: p.mode,
      ruleSet: parseRuleSet(sport, p.mode, p.scoring),
      context: { knockout: game.knockout, stage: game.stage, entrantIds: game.entrantIds },
      pick: p.pick as GamePick,
      result: game.result as GameResult | null,
      status: game.status,
      joker: p.joker,
    });
    await db
      .update(picks)
      .set({ points: score?.points ?? null, exact: score?.exact ?? false, outcome: score?.outcome ?? false, scoredVersion: game.resultVersion })
      .where(eq(picks.id, p.id));
  }
  return rows.length;
}

/**
 * Works through unprocessed events in order. Safe to run from several instances at once: each run
 * claims its rows with SKIP LOCKED.
 */
export async function processResultEvents(db: Db): Promise<{ games: number; picks: number }> {
  return db.transaction(async (tx) => {
    const events = await tx
      .select({ id: resultEvents.id, gameId: resultEvents.gameId })
      .from(resultEvents)
      .where(isNull(resultEvents.processedAt))
      .orderBy(asc(resultEvents.id))
      .limit(1000)
      .for("update", { skipLocked: true });
    if (events.length === 0) return { games: 0, picks: 0 };
    const gameIds = [...new Set(events.map((e) => e.gameId))];
    let scored = 0;
    for (const gameId of gameIds) scored += await scoreGame(tx as unknown as Db, gameId);
    await tx
      .update(resultEvents)
      .set({ processedAt: sql`now()` })
      .where(and(inArray(resultEvents.id, events.map((e) => e.id)), isNull(resultEvents.processedAt)));
    return { games: gameIds.length, picks: scored };
  });
}
