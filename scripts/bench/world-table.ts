/**
 * The whole world's table (decision 0048): signed-in `GET /api/tournaments/{slug}/world?page=N`
 * (the route handler in process, or the server with `--url`) over every player of the bench world
 * (1,000,000 with `--players 1000000`), after the first two games are scored and the world table
 * built by the `world` job's rebuild (its time is printed). The bare side is the ranking query
 * alone: the same page of the stored table by place, its JSON built by the database, without the
 * session, the tournament and my own row.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { getEnv } from "../../src/lib/env";
import { sessionCookieName, signedSessionCookie } from "../../src/server/auth/session-cookie";
import { worldRoute } from "../../src/server/http/hot-routes";
import { processResultEvents } from "../../src/server/scoring/process-results";
import { setGameResult } from "../../src/server/tournaments/set-game-result";
import { rebuildWorld } from "../../src/server/world/tables";
import { rowsOf, type BenchContext, type BenchPath } from "./path";
import { seedPicks } from "./scoring";

const PAGE = 50;
const SCORED = 2;

interface WorldState {
  ctx: BenchContext;
  slug: string;
  tournamentId: string;
  players: number;
  cookies: string[];
  origin: string;
}

export const world: BenchPath<WorldState> = {
  name: "world",
  title: `the whole world's table: signed-in GET /api/tournaments/{slug}/world?page=N (${PAGE} rows, my row) over every player, vs the bare ranking query of the same page`,
  // Ours is the bare page plus the session, the tournament and my row in the same statement.
  target: 0.5,
  concurrency: 1,
  async seed(ctx) {
    const bench = await seedPicks(ctx);
    const scored = performance.now();
    for (const [g, gameId] of bench.gameIds.slice(0, SCORED).entries()) {
      const [game] = rowsOf<{ status: string }>(
        await ctx.db.execute(sql`select status from games where id = ${gameId}`),
      );
      if (game!.status !== "finished") {
        await ctx.db.transaction(async (tx) => {
          await tx.execute(sql`set local statement_timeout = 0`);
          await setGameResult(tx as unknown as typeof ctx.db, gameId, {
            status: "finished",
            result: { home: (g + 1) % 4, away: g % 3 },
          });
        });
      }
    }
    await processResultEvents(ctx.db);
    console.log(`world: results scored in ${(performance.now() - scored).toFixed(0)} ms`);
    const { players, millis } = await rebuildWorld(ctx.db, bench.tournamentId);
    console.log(
      `world: the world table of ${players.toLocaleString("en")} players (both modes) rebuilt in ${millis.toLocaleString("en")} ms`,
    );
    const sessions = await bench.players(2_000);
    return {
      ctx,
      slug: bench.slug,
      tournamentId: bench.tournamentId,
      players: Math.max(1, players),
      cookies: sessions.map((p) => `${sessionCookieName()}=${signedSessionCookie(p.token)}`),
      origin: ctx.url ? new URL(ctx.url).origin : new URL(getEnv().PUBLIC_URL).origin,
    };
  },
  async ours(state, i) {
    const page = 1 + (i % Math.ceil(state.players / PAGE));
    const path = `/api/tournaments/${state.slug}/world?mode=expert&page=${page}`;
    const init = { headers: { origin: state.origin, cookie: state.cookies[i % state.cookies.length]! } };
    const response = state.ctx.url
      ? await fetch(new URL(path, state.ctx.url), init)
      : await worldRoute(new Request(new URL(path, state.origin), init), {
          params: Promise.resolve({ slug: state.slug }),
        });
    const body = (await response.json()) as { rows?: unknown[]; me?: unknown };
    if (response.status !== 200 || !body.rows?.length || !body.me)
      throw new Error(`${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  },
  async bare(state, i) {
    const from = (i % Math.ceil(state.players / PAGE)) * PAGE + 1;
    const { rows } = await state.ctx.client.query(
      `select coalesce(json_agg(json_build_object('rank', w.rank, 'place', w.position, 'name', u.name, 'country', w.country,
           'points', w.points, 'exact', w.exact, 'outcome', w.outcome, 'played', w.played) order by w.position), '[]')::text as rows
       from world_tallies w join "user" u on u.id = w.user_id
       where w.tournament_id = $1 and w.mode = 'expert' and w.position between $2 and $3`,
      [state.tournamentId, from, from + PAGE - 1],
    );
    if ((rows[0]!.rows as string).length < 3) throw new Error("empty page");
  },
  async check(state) {
    // Every player once, places 1..n, ranks from the points.
    const [row] = rowsOf<{ n: number; last: number; wrong: number }>(
      await state.ctx.db
        .execute(sql`select count(*)::int as n, max(position)::int as last, (count(*) filter (where rank <> expected))::int as wrong
        from (select position, rank, rank() over (order by points desc) as expected from world_tallies where tournament_id = ${state.tournamentId} and mode = 'expert') s`),
    );
    if (row!.n !== state.players || row!.last !== state.players || row!.wrong !== 0)
      throw new Error(`world table: ${row!.n} rows, last place ${row!.last}, ${row!.wrong} wrong ranks`);
  },
};
