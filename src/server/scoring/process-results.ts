/**
 * Consumes "result changed" events: recomputes the points of every pick of each changed game from
 * the game's current result, replacing what was stored (a correction never adds up twice).
 */
import "server-only";
import { count } from "@/server/metrics/metrics";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { games, groups, groupUsers, matchdays, picks, resultEvents, tournaments } from "@/db/schema";
import { scorePick } from "@/lib/scoring/score";
import type { GameResult } from "@/lib/schemas/results";
import type { GamePick } from "@/lib/scoring/picks";
import { parseRuleSet } from "@/lib/scoring/rule-sets";
import { publish, type RealtimeEvent } from "@/server/realtime/bus";
import { advanceStatuses } from "@/server/tournaments/advance-statuses";

/** Rows per UPDATE: 4 parameters each, far below PostgreSQL's 65,535. */
const UPDATE_CHUNK = 2000;

/**
 * Scores every pick of one game from the game's current result, replacing what was stored. The
 * points are computed in code (pure rules, one parsed rule set per group) and written back in
 * set-based UPDATEs of up to 2,000 picks, not one statement per pick.
 */
export async function scoreGame(db: Db, gameId: string): Promise<number> {
  const [row] = await db
    .select({ game: games, sport: tournaments.sport })
    .from(games)
    .innerJoin(tournaments, eq(tournaments.id, games.tournamentId))
    .where(eq(games.id, gameId));
  if (!row) return 0;
  const { game, sport } = row;
  const rows = await db
    .select({ id: picks.id, pick: picks.pick, joker: picks.joker, groupId: groups.id, mode: groups.mode, scoring: groups.scoring })
    .from(picks)
    .innerJoin(groupUsers, eq(groupUsers.id, picks.groupUserId))
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .where(eq(picks.gameId, gameId));
  const ruleSets = new Map<string, ReturnType<typeof parseRuleSet>>();
  const scored = rows.map((p) => {
    let ruleSet = ruleSets.get(p.groupId);
    if (!ruleSet) {
      ruleSet = parseRuleSet(sport, p.mode, p.scoring);
      ruleSets.set(p.groupId, ruleSet);
    }
    const score = scorePick({
      sport,
      mode: p.mode,
      ruleSet,
      context: { knockout: game.knockout, stage: game.stage, entrantIds: game.entrantIds },
      pick: p.pick as GamePick,
      result: game.result as GameResult | null,
      status: game.status,
      joker: p.joker,
    });
    return { id: p.id, points: score?.points ?? null, exact: score?.exact ?? false, outcome: score?.outcome ?? false };
  });
  for (let i = 0; i < scored.length; i += UPDATE_CHUNK) {
    const values = scored.slice(i, i + UPDATE_CHUNK).map((s) => sql`(${s.id}::uuid, ${s.points}::int, ${s.exact}::boolean, ${s.outcome}::boolean)`);
    await db.execute(sql`
      update picks set points = v.points, exact = v.exact, outcome = v.outcome, scored_version = ${game.resultVersion}
      from (values ${sql.join(values, sql`, `)}) as v(id, points, exact, outcome)
      where picks.id = v.id`);
  }
  return rows.length;
}

/**
 * Works through unprocessed events in order. Safe to run from several instances at once: each run
 * claims its rows with SKIP LOCKED.
 */
export async function processResultEvents(db: Db): Promise<{ games: number; picks: number; events: number }> {
  const done = await db.transaction(async (tx) => {
    const events = await tx
      .select({ id: resultEvents.id, gameId: resultEvents.gameId })
      .from(resultEvents)
      .where(isNull(resultEvents.processedAt))
      .orderBy(asc(resultEvents.id))
      .limit(1000)
      .for("update", { skipLocked: true });
    if (events.length === 0) return { games: 0, picks: 0, events: 0 };
    const gameIds = [...new Set(events.map((e) => e.gameId))];
    let scored = 0;
    for (const gameId of gameIds) scored += await scoreGame(tx as unknown as Db, gameId);
    await advanceStatuses(tx as unknown as Db, gameIds);
    await tx
      .update(resultEvents)
      .set({ processedAt: sql`now()` })
      .where(and(inArray(resultEvents.id, events.map((e) => e.id)), isNull(resultEvents.processedAt)));
    await publish(tx as unknown as Db, await changeEvents(tx as unknown as Db, gameIds));
    return { games: gameIds.length, picks: scored, events: events.length };
  });
  // Counted once committed.
  count("callit_result_events_processed_total", {}, done.events);
  return done;
}

/** What the changed games mean to watchers: each game's result, and the standings of every group that picked it. */
async function changeEvents(db: Db, gameIds: string[]): Promise<RealtimeEvent[]> {
  const changed = await db
    .select({ gameId: games.id, status: games.status, slug: tournaments.slug, matchday: matchdays.ordinal })
    .from(games)
    .innerJoin(tournaments, eq(tournaments.id, games.tournamentId))
    .innerJoin(matchdays, eq(matchdays.id, games.matchdayId))
    .where(inArray(games.id, gameIds));
  const affected = await db
    .selectDistinct({ groupId: groupUsers.groupId })
    .from(picks)
    .innerJoin(groupUsers, eq(groupUsers.id, picks.groupUserId))
    .where(inArray(picks.gameId, gameIds));
  return [
    ...changed.map((g): RealtimeEvent => ({ topic: `tournament:${g.slug}`, type: "result", gameId: g.gameId, matchday: g.matchday, status: g.status })),
    ...affected.map((g): RealtimeEvent => ({ topic: `group:${g.groupId}`, type: "standings", groupId: g.groupId })),
  ];
}
