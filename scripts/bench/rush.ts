/**
 * The deadline rush: 200 signed-in players at once each save a matchday of 8 picks with
 * `PUT /api/groups/{id}/picks` (the route handler in process, or the server over HTTP with
 * `--url`), against the bare database upserting the same 8 rows in one statement.
 * Target (issue 11): 0.2 × the bare upsert now, 0.5 as the goal beyond.
 */
import { Agent, request as httpRequest } from "node:http";
import { sql } from "drizzle-orm";
import { execBatchOf } from "../../src/db/prepared";
import { PUT } from "../../src/app/api/groups/[groupId]/picks/route";
import { getEnv } from "../../src/lib/env";
import { sessionCookieName, signedSessionCookie } from "../../src/server/auth/session-cookie";
import { rowsOf, Shed, type BenchContext, type BenchPath, type BenchPlayer } from "./path";

interface RushState {
  ctx: BenchContext;
  players: (BenchPlayer & { cookie: string })[];
  gameIds: string[];
  origin: string;
  bareText: string;
}

/**
 * Over HTTP (`--url`), requests go through node:http on kept-alive connections: the load generator
 * shares the machine with the server, and `fetch` cost it 0.8 ms of CPU a request against 0.3 ms.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 1_000 });

function put(
  url: URL,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; retryAfter: string | undefined; json: unknown }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: "PUT", agent, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          try {
            resolve({
              status: response.statusCode ?? 0,
              retryAfter: response.headers["retry-after"],
              json: JSON.parse(Buffer.concat(chunks).toString("utf8")),
            });
          } catch (error) {
            reject(error as Error);
          }
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const picksFor = (i: number, gameIds: string[]) =>
  gameIds.map((gameId, g) => ({ gameId, pick: { home: (i + g) % 4, away: (i * 7 + g) % 3 } }));

export const rush: BenchPath<RushState> = {
  name: "rush",
  title:
    "deadline rush: signed-in PUT /api/groups/{id}/picks with 8 picks, vs one bare INSERT … ON CONFLICT of the 8 rows",
  target: 0.2,
  concurrency: 200,
  async seed(ctx) {
    const world = await ctx.world();
    const players = (await world.players(20_000)).map((p) => ({
      ...p,
      cookie: `${sessionCookieName()}=${signedSessionCookie(p.token)}`,
    }));
    const rows = world.gameIds.map((_, g) => `($1, $${g * 2 + 2}, $${g * 2 + 3}::jsonb)`).join(", ");
    return {
      ctx,
      players,
      gameIds: world.gameIds,
      origin: ctx.url ? new URL(ctx.url).origin : new URL(getEnv().PUBLIC_URL).origin,
      bareText: `insert into picks (group_user_id, game_id, pick) values ${rows}
        on conflict (group_user_id, game_id) do update set pick = excluded.pick, joker = excluded.joker, updated_at = now()`,
    };
  },
  async ours(state, i) {
    const player = state.players[i % state.players.length]!;
    const path = `/api/groups/${player.groupId}/picks`;
    const init = {
      method: "PUT",
      headers: { origin: state.origin, "content-type": "application/json", cookie: player.cookie },
      body: JSON.stringify({ picks: picksFor(i, state.gameIds) }),
    };
    const answer = state.ctx.url
      ? await put(new URL(path, state.ctx.url), init.headers, init.body)
      : await PUT(new Request(new URL(path, state.origin), init), {
          params: Promise.resolve({ groupId: player.groupId }),
        }).then(async (response) => ({
          status: response.status,
          retryAfter: response.headers.get("retry-after") ?? undefined,
          json: (await response.json()) as unknown,
        }));
    const body = answer.json as { saved?: unknown[]; rejected?: unknown[]; code?: string };
    if (answer.status === 503 && body.code === "error.unavailable" && answer.retryAfter)
      throw new Shed(Number(answer.retryAfter));
    if (answer.status !== 200 || body.saved?.length !== state.gameIds.length)
      throw new Error(`${answer.status} ${JSON.stringify(body)}`);
  },
  async bare(state, i) {
    const player = state.players[i % state.players.length]!;
    const values: unknown[] = [player.memberId];
    for (const { gameId, pick } of picksFor(i, state.gameIds)) values.push(gameId, JSON.stringify(pick));
    await state.ctx.client.query(state.bareText, values);
  },
  async check(state) {
    // Every save of ours stored all 8 picks: the players who played have 8 picks each.
    const [row] = rowsOf<{ short: number }>(
      await state.ctx.db.execute(sql`select count(*)::int as short from (
        select gu.id from group_users gu join picks p on p.group_user_id = gu.id where gu.user_id like 'bench-%' group by gu.id having count(*) <> ${state.gameIds.length}) s`),
    );
    if (row!.short !== 0) throw new Error(`${row!.short} players have a matchday with missing picks`);
    // In process on PGlite: how the saves' statements were grouped (decision 0064).
    const batches = execBatchOf(state.ctx.db)?.stats;
    if (batches?.batches)
      console.log(
        `PGlite execs: ${batches.statements.toLocaleString("en")} statements in ${batches.batches.toLocaleString("en")} (${(batches.statements / batches.batches).toFixed(1)} a call, largest ${batches.largest}, ${batches.reruns} rerun one by one)`,
      );
  },
};
