/**
 * Consumes "result changed" events (decision 0007): scores each changed game from its current
 * result, replacing what was stored, so a correction never adds up twice.
 *
 * Scoring is by value (decision 0034): a game has few distinct picks and a group's rule set is
 * data, so the points of every (mode, rule set, pick value) of the game are computed once with
 * `scorePick` (the one home of points) and stored in `game_points`; a pick's points are that row,
 * joined on its value (`src/server/scoring/points.ts`). A result writes a few dozen rows, never
 * one per pick, and memory does not grow with the number of picks.
 */
import "server-only";
import { count } from "@/server/metrics/metrics";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { gamePoints, games, groups, matchdays, resultEvents, tournaments } from "@/db/schema";
import { scorePick } from "@/lib/scoring/score";
import type { GameResult } from "@/lib/schemas/results";
import type { GamePick } from "@/lib/scoring/picks";
import { parseRuleSet } from "@/lib/scoring/rule-sets";
import { publish, type RealtimeEvent } from "@/server/realtime/bus";
import { advanceStatuses } from "@/server/tournaments/advance-statuses";

/** Events claimed per transaction: another instance claims the next ones meanwhile. */
const EVENTS_PER_CLAIM = 100;
/** Rows per INSERT: 9 parameters each, far below PostgreSQL's 65,535. */
const INSERT_CHUNK = 1000;

type GameRow = typeof games.$inferSelect;

/**
 * The points of every distinct pick of a game under every rule set its tournament's groups use,
 * from `scorePick`. A pick value of another shape than a mode reads (a simple pick under expert
 * rules) is no pick of that mode and gets no row. Empty while the game has no final result.
 */
export function pointsByValue(
  sport: (typeof tournaments.$inferSelect)["sport"],
  game: Pick<GameRow, "knockout" | "stage" | "entrantIds" | "result" | "status">,
  ruleSets: readonly { mode: "simple" | "expert"; scoring: unknown }[],
  values: readonly unknown[],
) {
  const rows: { mode: "simple" | "expert"; scoring: unknown; pick: unknown; points: number; jokerPoints: number; exact: boolean; outcome: boolean }[] = [];
  if (game.status !== "finished" && game.status !== "cancelled") return rows;
  const context = { knockout: game.knockout, stage: game.stage, entrantIds: game.entrantIds };
  for (const { mode, scoring } of ruleSets) {
    const ruleSet = parseRuleSet(sport, mode, scoring);
    for (const pick of values) {
      const input = { sport, mode, ruleSet, context, pick: pick as GamePick, result: game.result as GameResult | null, status: game.status };
      let plain, joker;
      try {
        plain = scorePick(input);
        joker = scorePick({ ...input, joker: true });
      } catch (error) {
        if (error instanceof TypeError) continue;
        throw error;
      }
      if (!plain || !joker) continue;
      rows.push({ mode, scoring, pick, points: plain.points, jokerPoints: joker.points, exact: plain.exact, outcome: plain.outcome });
    }
  }
  return rows;
}

/**
 * Scores one game from its current result, replacing its stored points: reads the distinct pick
 * values and rule sets (in the database), scores each pair once, writes the rows. Returns how
 * many (rule set, value) rows it stored.
 */
export async function scoreGame(db: Db, gameId: string): Promise<number> {
  const [row] = await db
    .select({ game: games, sport: tournaments.sport })
    .from(games)
    .innerJoin(tournaments, eq(tournaments.id, games.tournamentId))
    .where(eq(games.id, gameId));
  if (!row) return 0;
  const { game, sport } = row;
  await db.delete(gamePoints).where(eq(gamePoints.gameId, gameId));
  if (game.status !== "finished" && game.status !== "cancelled") return 0;
  const [ruleSets, values] = await Promise.all([
    db.selectDistinct({ mode: groups.mode, scoring: groups.scoring }).from(groups).where(eq(groups.tournamentId, game.tournamentId)),
    db.execute(sql`select distinct pick from picks where game_id = ${gameId}`),
  ]);
  const picks = (values as unknown as { rows: { pick: unknown }[] }).rows.map((r) => r.pick);
  const rows = pointsByValue(sport, game, ruleSets, picks);
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db.insert(gamePoints).values(rows.slice(i, i + INSERT_CHUNK).map((r) => ({ ...r, gameId, version: game.resultVersion })));
  }
  return rows.length;
}

/**
 * Works through unprocessed events, a batch per transaction, until none is left. Several
 * instances can run it at once (the scoring job of each, and the request that entered a result):
 * each batch is claimed with SKIP LOCKED, and a game is scored under its own advisory lock, so two
 * instances never interleave on one game and a second one takes the next batch.
 */
export async function processResultEvents(db: Db): Promise<{ games: number; values: number; events: number }> {
  const total = { games: 0, values: 0, events: 0 };
  for (;;) {
    const done = await processBatch(db);
    if (!done) return total;
    // Counted once committed.
    count("callit_result_events_processed_total", {}, done.events);
    total.games += done.games;
    total.values += done.values;
    total.events += done.events;
  }
}

async function processBatch(db: Db): Promise<{ games: number; values: number; events: number } | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const events = await tx
      .select({ id: resultEvents.id, gameId: resultEvents.gameId })
      .from(resultEvents)
      .where(isNull(resultEvents.processedAt))
      .orderBy(asc(resultEvents.id))
      .limit(EVENTS_PER_CLAIM)
      .for("update", { skipLocked: true });
    if (events.length === 0) return null;
    const gameIds = [...new Set(events.map((e) => e.gameId))].sort();
    // In a fixed order, so that two instances holding overlapping games cannot deadlock.
    for (const gameId of gameIds) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${gameId}, 7))`);
    let values = 0;
    for (const gameId of gameIds) values += await scoreGame(t, gameId);
    await advanceStatuses(t, gameIds);
    await tx
      .update(resultEvents)
      .set({ processedAt: sql`now()` })
      .where(and(inArray(resultEvents.id, events.map((e) => e.id)), isNull(resultEvents.processedAt)));
    // Stored group tables of these tournaments are out of date from the commit on.
    const ids = sql.join(gameIds.map((id) => sql`${id}::uuid`), sql`, `);
    await tx.execute(sql`update tournaments set scored_version = scored_version + 1 where id in (select tournament_id from games where id in (${ids}))`);
    await publish(t, await changeEvents(t, gameIds));
    return { games: gameIds.length, values, events: events.length };
  });
}

/** What the changed games mean to watchers: each game's result, and the standings of every group that picked it. */
async function changeEvents(db: Db, gameIds: string[]): Promise<RealtimeEvent[]> {
  const changed = await db
    .select({ gameId: games.id, status: games.status, slug: tournaments.slug, matchday: matchdays.ordinal })
    .from(games)
    .innerJoin(tournaments, eq(tournaments.id, games.tournamentId))
    .innerJoin(matchdays, eq(matchdays.id, games.matchdayId))
    .where(inArray(games.id, gameIds));
  const ids = sql.join(gameIds.map((id) => sql`${id}::uuid`), sql`, `);
  // Per group, one probe of the (member, game) index finds a pick: no scan of every pick.
  const affected = (await db.execute(sql`
    select g.id as "groupId" from groups g
    where g.tournament_id in (select tournament_id from games where id in (${ids}))
      and exists (select 1 from group_users gu join picks p on p.group_user_id = gu.id and p.game_id in (${ids}) where gu.group_id = g.id)`)) as unknown as {
    rows: { groupId: string }[];
  };
  return [
    ...changed.map((g): RealtimeEvent => ({ topic: `tournament:${g.slug}`, type: "result", gameId: g.gameId, matchday: g.matchday, status: g.status })),
    ...affected.rows.map((g): RealtimeEvent => ({ topic: `group:${g.groupId}`, type: "standings", groupId: g.groupId })),
  ];
}
