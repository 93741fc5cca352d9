/**
 * A big league's table: signed-in `GET /api/groups/{id}/standings?page=N` (the route handler in
 * process, or the server with `--url`) of a group of 10,000 members (fewer with fewer players)
 * whose 8 games are scored. Target (issue 11): p50 ≤ 10 ms at 10,000 members. The bare side does the same work as ours without the session and the membership:
 * one statement reading the page of the stored table (decision 0034) and building its JSON, as
 * ours does in the statement that also reads the session and the membership.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { GET } from "../../src/app/api/groups/[groupId]/standings/route";
import { getEnv } from "../../src/lib/env";
import { sessionCookieName, signedSessionCookie } from "../../src/server/auth/session-cookie";
import { processResultEvents } from "../../src/server/scoring/process-results";
import { getStandings } from "../../src/server/standings/queries";
import { setGameResult } from "../../src/server/tournaments/set-game-result";
import { rowsOf, type BenchContext, type BenchPath } from "./path";
import { seedPicks } from "./scoring";

const LEAGUE = 10_000;
const PAGE = 50;

interface StandingsState {
  ctx: BenchContext;
  groupId: string;
  members: number;
  cookies: string[];
  origin: string;
}

export const standings: BenchPath<StandingsState> = {
  name: "standings",
  title: `a big league's table: signed-in GET /api/groups/{id}/standings?page=N (${PAGE} rows) of a group of up to ${LEAGUE.toLocaleString("en")}, vs the bare read of the same page`,
  // Ours is the bare read plus the session, the membership and the HTTP contract: half the bare
  // side's throughput. --quick fails below 0.25.
  target: 0.5,
  concurrency: 1,
  async seed(ctx) {
    const world = await seedPicks(ctx);
    const size = Math.min(LEAGUE, ctx.players);
    let [league] = rowsOf<{ id: string }>(
      await ctx.db.execute(sql`select id from groups where invitation_code = 'bench-league'`),
    );
    if (!league) {
      [league] = rowsOf<{ id: string }>(
        await ctx.db.execute(sql`insert into groups (tournament_id, name, mode, scoring, invitation_code, owner_id)
          values (${world.tournamentId}, 'Bench League', 'expert', '{"exact":4,"goalDifference":3,"outcome":2,"advances":1,"basis":"regular"}'::jsonb, 'bench-league', 'bench-1') returning id`),
      );
      await ctx.db.execute(sql`insert into group_users (group_id, user_id, nickname, role, joined_at)
        select ${league!.id}, 'bench-' || n, 'Player ' || n, case when n = 1 then 'owner' else 'member' end, now() - (n || ' seconds')::interval
        from generate_series(1, ${size}) n`);
      await ctx.db.execute(sql`insert into picks (group_user_id, game_id, pick)
        select gu.id, g.id, jsonb_build_object('home', (hashtext(gu.id::text || g.id::text) & 3), 'away', ((hashtext(g.id::text || gu.id::text)) & 3) % 3)
        from group_users gu cross join games g where gu.group_id = ${league!.id} and g.tournament_id = ${world.tournamentId}`);
      await ctx.db.execute(sql`analyze`);
    }
    for (const [g, gameId] of world.gameIds.entries())
      await setGameResult(ctx.db, gameId, { result: { home: (g + 1) % 4, away: g % 3 } });
    const scored = performance.now();
    await processResultEvents(ctx.db);
    console.log(`standings: ${world.gameIds.length} results scored in ${(performance.now() - scored).toFixed(0)} ms`);
    const first = performance.now();
    await getStandings(ctx.db, "bench-1", league!.id, undefined, { page: 1 });
    console.log(
      `standings: first read after the results (rebuilds the league's stored table of ${size.toLocaleString("en")}) ${(performance.now() - first).toFixed(0)} ms`,
    );
    const players = await world.players(Math.min(size, 2_000));
    return {
      ctx,
      groupId: league!.id,
      members: size,
      cookies: players.map((p) => `${sessionCookieName()}=${signedSessionCookie(p.token)}`),
      origin: ctx.url ? new URL(ctx.url).origin : new URL(getEnv().PUBLIC_URL).origin,
    };
  },
  async ours(state, i) {
    const page = 1 + (i % Math.ceil(state.members / PAGE));
    const path = `/api/groups/${state.groupId}/standings?page=${page}`;
    const init = { headers: { origin: state.origin, cookie: state.cookies[i % state.cookies.length]! } };
    const response = state.ctx.url
      ? await fetch(new URL(path, state.ctx.url), init)
      : await GET(new Request(new URL(path, state.origin), init), {
          params: Promise.resolve({ groupId: state.groupId }),
        });
    const rows = (await response.json()) as unknown[];
    if (response.status !== 200 || rows.length === 0)
      throw new Error(`${response.status} ${JSON.stringify(rows).slice(0, 200)}`);
  },
  async bare(state, i) {
    // The same work as ours without the session and membership: one statement reading the page
    // of the stored table and building its JSON.
    const from = (i % Math.ceil(state.members / PAGE)) * PAGE + 1;
    const { rows } = await state.ctx.client.query(
      `select coalesce(json_agg(json_build_object('rank', st.rank, 'groupUserId', st.group_user_id, 'nickname', gu.nickname,
           'points', st.points, 'exact', st.exact, 'outcome', st.outcome, 'played', st.played) order by st.position), '[]')::text as rows
       from standing_tallies st join group_users gu on gu.id = st.group_user_id
       where st.group_id = $1 and st.matchday = 0 and st.position between $2 and $3`,
      [state.groupId, from, from + PAGE - 1],
    );
    if ((rows[0]!.rows as string).length < 3) throw new Error("empty page");
  },
  async check(state) {
    // The table is whole: every member once, ranks 1, 2, 2, 4 from the points.
    const [row] = rowsOf<{ n: number; wrong: number }>(
      await state.ctx.db.execute(sql`select count(*)::int as n, (count(*) filter (where rank <> expected))::int as wrong
        from (select rank, rank() over (order by points desc) as expected from standing_tallies where group_id = ${state.groupId} and matchday = 0) s`),
    );
    if (row!.n !== state.members || row!.wrong !== 0)
      throw new Error(`league table: ${row!.n} rows, ${row!.wrong} wrong ranks`);
  },
};
