/**
 * Consumes "result changed" events (decision 0007): scores each changed game from its current
 * result, replacing what was stored, so a correction never adds up twice.
 *
 * Scoring is by value (decision 0034): a game has few distinct picks and a group's rule set is
 * data, so the points of every (mode, rule set, pick value) of the game are computed once with
 * `scorePick` (the one home of points) and stored in `game_points`; a pick's points are that row,
 * joined on its value (`src/server/scoring/points.ts`). A result writes a few dozen rows, never
 * one per pick, and memory does not grow with the number of picks.
 *
 * In few round trips (decision 0044): one statement claims a game and reads what scoring it needs
 * (its distinct pick values and rule sets by skip scans of two indexes, a dozen probes each
 * whatever the number of picks), one writes its points; per transaction, one moves statuses on and
 * one bumps the tables' version and tells watchers, all in the database.
 */
import "server-only";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import type { games, tournaments } from "@/db/schema";
import { count } from "@/server/metrics/metrics";
import { scorePick } from "@/lib/scoring/score";
import type { GameResult } from "@/lib/schemas/results";
import type { GamePick } from "@/lib/scoring/picks";
import { canonicalJson } from "@/lib/canonical-json";
import { defaultRuleSet, parseRuleSet } from "@/lib/scoring/rule-sets";
import { notifyEach } from "@/server/realtime/bus";
import { settleBonusFromResults } from "@/server/bonus/questions";
import { advanceStatuses } from "@/server/tournaments/advance-statuses";

/** Games scored per transaction at most (an import's results), all of one tournament. */
const GAMES_PER_TRANSACTION = 100;
/**
 * A transaction takes further games of its tournament only while it has run less than this, so
 * that a long run of results (an import) commits, and tells watchers, as it goes.
 */
const TRANSACTION_BUDGET_MS = 200;

type GameRow = typeof games.$inferSelect;
type Sport = (typeof tournaments.$inferSelect)["sport"];
type RuleSet = { mode: "simple" | "expert"; scoring: unknown };

/**
 * The points of every distinct pick of a game under every rule set its tournament's groups use,
 * from `scorePick`. A pick value of another shape than a mode reads (a simple pick under expert
 * rules) is no pick of that mode and gets no row. Empty while the game has no final result.
 */
export function pointsByValue(
  sport: Sport,
  game: Pick<GameRow, "knockout" | "stage" | "entrantIds" | "result" | "status"> & { matchday?: number },
  ruleSets: readonly RuleSet[],
  values: readonly unknown[],
) {
  const rows: {
    mode: "simple" | "expert";
    scoring: unknown;
    pick: unknown;
    points: number;
    jokerPoints: number;
    exact: boolean;
    outcome: boolean;
  }[] = [];
  if (game.status !== "finished" && game.status !== "cancelled") return rows;
  // The matchday's ordinal: a rule set may weigh it (multiplierOf, applied in scorePick; decision 0049).
  const context = { knockout: game.knockout, stage: game.stage, entrantIds: game.entrantIds, matchday: game.matchday };
  for (const { mode, scoring } of ruleSets) {
    const ruleSet = parseRuleSet(sport, mode, scoring);
    for (const pick of values) {
      const input = {
        sport,
        mode,
        ruleSet,
        context,
        pick: pick as GamePick,
        result: game.result as GameResult | null,
        status: game.status,
      };
      let plain, joker;
      try {
        plain = scorePick(input);
        joker = scorePick({ ...input, joker: true });
      } catch (error) {
        if (error instanceof TypeError) continue;
        throw error;
      }
      if (!plain || !joker) continue;
      rows.push({
        mode,
        scoring,
        pick,
        points: plain.points,
        jokerPoints: joker.points,
        exact: plain.exact,
        outcome: plain.outcome,
      });
    }
  }
  return rows;
}

/**
 * The groups' rule sets and each mode's default one: the world table ranks every player on the
 * defaults (decision 0048), whether or not a group plays them.
 */
function withDefaultRuleSets(sport: Sport, ruleSets: readonly RuleSet[]): RuleSet[] {
  const all = [...ruleSets];
  for (const mode of ["simple", "expert"] as const) {
    const scoring = defaultRuleSet(sport, mode);
    if (!all.some((r) => r.mode === mode && canonicalJson(r.scoring) === canonicalJson(scoring)))
      all.push({ mode, scoring });
  }
  return all;
}

interface Claimed {
  gameId: string | null;
  tournamentId: string;
  sport: Sport;
  status: GameRow["status"];
  result: unknown;
  knockout: boolean;
  stage: string | null;
  entrantIds: string[] | null;
  /** The ordinal of its matchday (a rule set may weigh it). */
  matchday: number;
  resultVersion: number;
  events: number;
  ruleSets: RuleSet[];
  picks: unknown[];
  /** Only when claiming within a tournament: whether other tournaments have events waiting. */
  others: boolean;
}

/**
 * Claims the oldest waiting event's game (of `tournamentId` when given) whose tournament no other
 * instance is scoring, marks all of the game's waiting events processed, and reads what scoring
 * it needs, in one statement. A tournament is held by a transaction advisory lock, taken without
 * waiting (`pg_try_advisory_xact_lock`), and the events with SKIP LOCKED: two instances score
 * different tournaments at once, never one game twice. One tournament's games go to one instance
 * at a time because what a transaction costs at 20,000 groups is the tournament's part (an event
 * per group): two games scored together tell the groups once (0.26 s at 1,000,000 picks each),
 * two instances splitting them told them twice and waited on the tournament's row (0.51 s).
 * The CASE makes the lock the last test of a row.
 */
async function claimGame(db: DbOrTx, tournamentId: string | null): Promise<Claimed> {
  const inTournament = tournamentId === null ? sql`true` : sql`e.tournament_id = ${tournamentId}::uuid`;
  const result = await db.execute(sql`
    with claimed as (
      select e.game_id from result_events e
      where case when e.processed_at is null and ${inTournament} then pg_try_advisory_xact_lock(hashtextextended(e.tournament_id::text, 7)) else false end
      order by e.id
      limit 1
      for update skip locked
    ), marked as (
      update result_events e set processed_at = now()
      from claimed c
      where e.game_id = c.game_id and e.processed_at is null
      returning e.id
    )
    select g.id as "gameId", g.tournament_id as "tournamentId", t.sport, g.status, g.result, g.knockout, g.stage,
      to_jsonb(g.entrant_ids) as "entrantIds", g.result_version as "resultVersion",
      (select m.ordinal from matchdays m where m.id = g.matchday_id) as matchday,
      (select count(*)::int from marked) as events,
      (
        -- The rule sets of the tournament's groups: one probe of (tournament_id, mode, scoring) each.
        with recursive r(mode, scoring) as (
          (select gr.mode, gr.scoring from groups gr where gr.tournament_id = g.tournament_id order by gr.mode, gr.scoring limit 1)
          union all
          select n.mode, n.scoring from r cross join lateral (
            select gr.mode, gr.scoring from groups gr
            where gr.tournament_id = g.tournament_id and (gr.mode, gr.scoring) > (r.mode, r.scoring)
            order by gr.mode, gr.scoring limit 1
          ) n
        )
        select coalesce(jsonb_agg(jsonb_build_object('mode', r.mode, 'scoring', r.scoring)), '[]'::jsonb) from r
      ) as "ruleSets",
      (
        -- The game's distinct pick values: one probe of (game_id, pick) each, not a scan of every pick.
        with recursive v(pick) as (
          (select p.pick from picks p where p.game_id = g.id order by p.pick limit 1)
          union all
          select n.pick from v cross join lateral (
            select p.pick from picks p where p.game_id = g.id and p.pick > v.pick order by p.pick limit 1
          ) n
        )
        select coalesce(jsonb_agg(v.pick), '[]'::jsonb) from v
      ) as picks,
      ${tournamentId === null ? sql`false` : sql`exists (select 1 from result_events o where o.processed_at is null and o.tournament_id <> ${tournamentId}::uuid)`} as others
    from (select 1) one
    left join claimed c on true
    left join games g on g.id = c.game_id
    left join tournaments t on t.id = g.tournament_id`);
  return (result as unknown as { rows: Claimed[] }).rows[0]!;
}

/**
 * Replaces the game's points with `rows` in one statement: the rows are upserted, and the ones
 * no longer there deleted (two sets that never meet, so both run at once).
 */
async function writePoints(
  db: DbOrTx,
  gameId: string,
  version: number,
  rows: ReturnType<typeof pointsByValue>,
): Promise<void> {
  await db.execute(sql`
    with fresh as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(mode text, scoring jsonb, pick jsonb, points int, "jokerPoints" int, exact boolean, outcome boolean)
    ), stored as (
      insert into game_points (game_id, mode, scoring, pick, points, joker_points, exact, outcome, version)
      select ${gameId}::uuid, mode, scoring, pick, points, "jokerPoints", exact, outcome, ${version}::int from fresh
      on conflict (game_id, mode, scoring, pick) do update set
        points = excluded.points, joker_points = excluded.joker_points, exact = excluded.exact, outcome = excluded.outcome, version = excluded.version
    )
    delete from game_points gp
    where gp.game_id = ${gameId}::uuid
      and not exists (select 1 from fresh f where f.mode = gp.mode and f.scoring = gp.scoring and f.pick = gp.pick)`);
}

/**
 * Works through unprocessed events until none is left. Several instances can run it at once (the
 * scoring job of each, the request that entered a result, an import): each claims games of a
 * tournament no other is scoring, so a second instance scores another tournament's results
 * meanwhile, and no game is scored twice at once.
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
    if (!done.more) return total;
  }
}

/** One transaction: a game, then more of its tournament while within the budget; statuses, tables' version, watchers. */
async function processBatch(db: Db): Promise<{ games: number; values: number; events: number; more: boolean } | null> {
  return db.transaction(async (t) => {
    const started = performance.now();
    const gameIds: string[] = [];
    let tournamentId: string | null = null;
    let values = 0;
    let events = 0;
    let more = true;
    while (gameIds.length < GAMES_PER_TRANSACTION) {
      if (gameIds.length > 0 && performance.now() - started > TRANSACTION_BUDGET_MS) break;
      const claimed = await claimGame(t, tournamentId);
      if (claimed.gameId === null) {
        // Nothing left here; without a tournament, nothing at all (or all held by others).
        more = tournamentId !== null && claimed.others;
        break;
      }
      tournamentId = claimed.tournamentId;
      const rows = pointsByValue(
        claimed.sport,
        claimed,
        withDefaultRuleSets(claimed.sport, claimed.ruleSets),
        claimed.picks,
      );
      await writePoints(t, claimed.gameId, claimed.resultVersion, rows);
      gameIds.push(claimed.gameId);
      values += rows.length;
      events += claimed.events;
    }
    if (gameIds.length === 0) return null;
    // A final's result answers its tournament's winner questions (decision 0049).
    await settleBonusFromResults(t, gameIds);
    await advanceStatuses(t, gameIds);
    await tellWatchers(t, gameIds);
    return { games: gameIds.length, values, events, more };
  });
}

/**
 * The tournament's stored group tables are out of date from the commit on (its `scored_version`:
 * each is rebuilt on its next read), and watchers hear of each game's result and of the standings
 * of every group of the tournament (decision 0044: asking each group whether a member picked the
 * game was one index probe per group, 2.2 s of a result at 20,000 groups; a group with no pick on
 * it reloads a table that did not change). One statement, in the database: the group ids never
 * travel to Node and back.
 */
async function tellWatchers(db: DbOrTx, gameIds: string[]): Promise<void> {
  const ids = sql`array[${sql.join(
    gameIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  await db.execute(sql`
    with bumped as (
      update tournaments set scored_version = scored_version + 1
      where id in (select tournament_id from games where id = any(${ids}))
      returning id, slug
    ), events as (
      select json_build_object('topic', 'tournament:' || t.slug, 'type', 'result', 'gameId', g.id, 'matchday', m.ordinal, 'status', g.status) as event
      from games g join bumped t on t.id = g.tournament_id join matchdays m on m.id = g.matchday_id
      where g.id = any(${ids})
      union all
      select json_build_object('topic', 'group:' || gr.id, 'type', 'standings', 'groupId', gr.id)
      from groups gr
      where gr.tournament_id in (select id from bumped)
    )
    select ${notifyEach(sql`event`)} from events`);
}
