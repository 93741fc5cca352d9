/**
 * The whole world's table (decision 0048): every player of a tournament ranked on the default rule
 * set of each mode, whatever groups they play in. A player's pick of a game is their latest pick
 * among their active memberships in groups of the mode (as the crowd counts it, decision 0009); its
 * points are the `game_points` row of the mode's default rule set (decision 0034), no joker.
 * Bonus questions count as a group playing the defaults would count them (decision 0063): each
 * suggested question of the sport at its suggested points, the player's latest answer among their
 * active memberships in groups of the mode that count it; the admin's own questions, which have no
 * default worth, do not.
 *
 * The tables are stored (`world_tallies`) and rebuilt set-based by the `world` job when the
 * tournament's `scored_version` or its groups' members changed, never by a read: a read is a range
 * of an index whatever the number of players, and may be a rebuild behind.
 */
import "server-only";
import { performance } from "node:perf_hooks";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { answerMatches } from "@/server/bonus/points";
import { BONUS_SUGGESTIONS } from "@/lib/bonus";
import { defaultRuleSet } from "@/lib/scoring/rule-sets";
import type { Sport } from "@/lib/sports";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The ordering of ties among all players (PRODUCT.md §1, with the earlier sign-up for the earlier join). */
const WORLD_ORDER = sql.raw(`points desc, exact desc, outcome desc, signed_up, user_id`);

/** What a tournament `t`'s world tables are built from: a change of either means a rebuild. */
const VERSIONS = sql.raw(`t.scored_version as scored,
  (select coalesce(sum(g.standings_version), 0) + count(*) from groups g where g.tournament_id = t.id)::bigint as members`);

/** Runs one statement of the rebuild, in its transaction. */
type Run = (statement: SQL) => Promise<unknown>;

/** How long one statement of a rebuild may take: a million players' ranking outlasts a request's limits (decision 0023). */
const REBUILD_STATEMENT_MS = 10 * 60_000;

const dialect = new PgDialect();

/**
 * A transaction for the rebuild. On PostgreSQL a client of the pool runs it with a statement
 * timeout and a client-side read timeout of its own (the pool's 15 s and 20 s are for requests,
 * decision 0023); PGlite runs in the process and has none.
 */
async function inLongTransaction<T>(db: Db, work: (run: Run) => Promise<T>): Promise<T> {
  const pool = (db as unknown as { $client?: { totalCount?: number; connect(): Promise<PoolClient> } }).$client;
  if (!pool || typeof pool.totalCount !== "number")
    return db.transaction(async (tx) => work((statement) => tx.execute(statement)));
  const client = await pool.connect();
  const run: Run = (statement) => {
    const query = dialect.sqlToQuery(statement);
    return client.query({
      text: query.sql,
      values: query.params,
      query_timeout: REBUILD_STATEMENT_MS + 5_000,
    } as never);
  };
  try {
    await client.query("begin");
    await client.query(`set local statement_timeout = ${REBUILD_STATEMENT_MS}`);
    const result = await work(run);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

type PoolClient = { query(config: unknown): Promise<{ rows: unknown[] }>; release(): void };

/**
 * Rebuilds a tournament's world tables (both modes) in one transaction, under a lock per
 * tournament (two instances never rebuild it at once). Returns the players ranked.
 */
export async function rebuildWorld(db: Db, tournamentId: string): Promise<{ players: number; millis: number }> {
  const started = performance.now();
  return inLongTransaction(db, async (run) => {
    await run(sql`select pg_advisory_xact_lock(hashtextextended(${tournamentId}, 42))`);
    const [tournament] = rowsOf<{ sport: Sport }>(
      await run(sql`select sport from tournaments where id = ${tournamentId}`),
    );
    const [versions] = rowsOf<{ scored: number; members: number }>(
      await run(sql`select ${VERSIONS} from tournaments t where t.id = ${tournamentId}`),
    );
    await run(sql`delete from world_tallies where tournament_id = ${tournamentId}`);
    await run(sql`delete from world_matchdays where tournament_id = ${tournamentId}`);
    let players = 0;
    if (tournament && versions) {
      await run(sql`set local work_mem = '256MB'`);
      players = await build(run, tournamentId, tournament.sport);
    }
    const millis = Math.round(performance.now() - started);
    if (versions) {
      await run(sql`
        insert into world_states (tournament_id, scored, members, built_at, millis)
        values (${tournamentId}, ${versions.scored}, ${versions.members}, now(), ${millis})
        on conflict (tournament_id) do update set scored = excluded.scored, members = excluded.members, built_at = excluded.built_at, millis = excluded.millis`);
    }
    return { players, millis };
  });
}

async function build(run: Run, tournamentId: string, sport: Sport): Promise<number> {
  const simple = JSON.stringify(defaultRuleSet(sport, "simple"));
  const expert = JSON.stringify(defaultRuleSet(sport, "expert"));
  // Each player's scored picks per mode and matchday: the latest pick of each game among their
  // active memberships, joined on its value to the default rule set's points.
  await run(sql`
    create temp table world_scored on commit drop as
    with chosen as (
      select distinct on (g.mode, gu.user_id, p.game_id) g.mode, gu.user_id, p.game_id, p.pick
      from groups g join group_users gu on gu.group_id = g.id join picks p on p.group_user_id = gu.id
      where g.tournament_id = ${tournamentId} and gu.left_at is null and gu.user_id is not null
      order by g.mode, gu.user_id, p.game_id, p.updated_at desc, p.id
    ), value as materialized (
      select gp.game_id, gp.mode, gp.pick, gp.points, gp.exact, gp.outcome, m.ordinal as matchday
      from game_points gp join games ga on ga.id = gp.game_id join matchdays m on m.id = ga.matchday_id
      where ga.tournament_id = ${tournamentId}
        and ((gp.mode = 'simple' and gp.scoring = ${simple}::jsonb) or (gp.mode = 'expert' and gp.scoring = ${expert}::jsonb))
    )
    select c.mode, c.user_id, v.matchday, sum(v.points)::int as points,
      (count(*) filter (where v.exact))::int as exact, (count(*) filter (where v.outcome))::int as outcome, count(*)::int as played,
      (count(*) filter (where v.points > 0))::int as scored
    from chosen c join value v on v.game_id = c.game_id and v.mode = c.mode and v.pick = c.pick
    group by c.mode, c.user_id, v.matchday`);
  // Each player's bonus points per mode: their latest answer of each suggested question among their
  // active memberships in groups of the mode that count it, right or not, at the suggestion's points.
  const suggested = sql.join(
    BONUS_SUGGESTIONS[sport].map((s) => sql`(${s.key}, ${s.points}::int)`),
    sql`, `,
  );
  await run(sql`
    create temp table world_bonus on commit drop as
    with suggested (key, points) as (values ${suggested}), chosen as (
      select distinct on (g.mode, gu.user_id, q.id) g.mode, gu.user_id, q.id as question_id, a.answer, a.answer_key
      from groups g join group_users gu on gu.group_id = g.id
      join group_bonus_questions gq on gq.group_id = g.id
      join bonus_questions q on q.id = gq.question_id and q.answer is not null and q.tournament_id = ${tournamentId}
      join bonus_answers a on a.group_user_id = gu.id and a.question_id = q.id
      where g.tournament_id = ${tournamentId} and gu.left_at is null and gu.user_id is not null
      order by g.mode, gu.user_id, q.id, a.updated_at desc, a.group_user_id
    )
    select c.mode, c.user_id, sum(s.points)::int as points
    from chosen c join bonus_questions q on q.id = c.question_id join suggested s on s.key = q.key
    where ${answerMatches(sql`q`, sql`c`)}
    group by c.mode, c.user_id`);
  await run(sql`
    insert into world_matchdays (tournament_id, mode, matchday, players, points, picks, exact, outcome, scored)
    select ${tournamentId}, mode, matchday, count(*)::int, sum(points), sum(played), sum(exact), sum(outcome), sum(scored)
    from world_scored group by mode, matchday`);
  // Every player of an active membership is in the table of the mode, with or without points.
  await run(sql`
    insert into world_tallies (tournament_id, mode, user_id, country, points, exact, outcome, played, rank, position, country_position)
    with players as (
      select distinct g.mode, gu.user_id
      from groups g join group_users gu on gu.group_id = g.id
      where g.tournament_id = ${tournamentId} and gu.left_at is null and gu.user_id is not null
    ), totals as (
      select mode, user_id, sum(points)::int as points, sum(exact)::int as exact, sum(outcome)::int as outcome, sum(played)::int as played
      from world_scored group by mode, user_id
    ), ranked as (
      select pl.mode, pl.user_id, u.country, u.created_at as signed_up,
        coalesce(t.points, 0) + coalesce(b.points, 0) as points, coalesce(t.exact, 0) as exact, coalesce(t.outcome, 0) as outcome, coalesce(t.played, 0) as played
      from players pl join "user" u on u.id = pl.user_id
      left join totals t on t.mode = pl.mode and t.user_id = pl.user_id
      left join world_bonus b on b.mode = pl.mode and b.user_id = pl.user_id
    )
    select ${tournamentId}, mode, user_id, country, points, exact, outcome, played,
      rank() over (partition by mode order by points desc),
      row_number() over (partition by mode order by ${WORLD_ORDER}),
      case when country is not null then row_number() over (partition by mode, country order by ${WORLD_ORDER}) end
    from ranked`);
  const [count] = rowsOf<{ n: number }>(
    await run(sql`select count(*)::int as n from world_tallies where tournament_id = ${tournamentId}`),
  );
  return count?.n ?? 0;
}

/**
 * The `world` job: rebuilds the world tables of every tournament whose results or members changed
 * since they were built. Returns the tournaments rebuilt and the players ranked.
 */
export async function refreshWorldTables(db: Db): Promise<{ tournaments: number; players: number }> {
  const stale = rowsOf<{ id: string }>(
    await db.execute(sql`
      select v.id from (select t.id, ${VERSIONS} from tournaments t) v
      left join world_states ws on ws.tournament_id = v.id
      where ws.tournament_id is null or ws.scored <> v.scored or ws.members <> v.members
      order by v.id`),
  );
  let players = 0;
  for (const { id } of stale) players += (await rebuildWorld(db, id)).players;
  return { tournaments: stale.length, players };
}
