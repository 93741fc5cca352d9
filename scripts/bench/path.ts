/**
 * What a benchmark path is, and the world every path plays in (`npm run bench`, scripts/bench/run.ts).
 *
 * A path is one file in this folder that exports a `BenchPath` and is listed in `PATHS` (run.ts):
 *
 * - `name`: what `--path <name>` selects; `title`: one line for the table.
 * - `target`: the ratio to reach, our throughput ÷ the bare database's throughput doing the same
 *   work (1 = as fast as the database alone). `--quick` fails when a ratio is below half of it.
 * - `concurrency`: operations in flight at once on each side (200 players, or 1 for a batch job).
 * - `seed(ctx)`: prepares what the path needs, once, before any round; usually `await ctx.world()`
 *   (the shared tournament and players) plus rows of its own. Returns the state both sides get.
 * - `ours(state, i)`: one operation through our code (a route handler, a service, an HTTP request
 *   with `ctx.url`); `bare(state, i)`: the same rows read or written by the database alone, with
 *   one statement through the same driver and pool. `i` counts operations (0, 1, 2, … per side):
 *   take the i-th player, game or result from it. Throw on anything a client would call wrong;
 *   throw `Shed` for a request the server refused on purpose to bound its wait (503 with
 *   Retry-After, the embedded database's back-pressure): counted apart, not as an error; that
 *   worker then waits the Retry-After, as a client does, before its next operation.
 *   Both must be repeatable for as long as the rounds last (a correction, a re-save).
 * - `prepare(state, i)` (optional): runs before our i-th operation, not counted in its time, CPU
 *   or round trips (what makes an operation repeatable, when that is no part of it).
 * - `check(state)` (optional): after the rounds, throws when the data is not what the operations
 *   should have left (the benchmark never passes on wrong results).
 *
 * The runner seeds, warms both sides up, then runs rounds of `seconds` each, interleaved
 * ours, bare, ours, bare …, and prints per side: operations per second, p50/p95/p99 latency,
 * CPU per operation (this process; with `--pid` the server's), database round trips per
 * operation (PostgreSQL), errors, and the process's memory.
 */
import type { DbHandle } from "../../src/db/client";
import type { Db } from "../../src/db";

export interface BenchPath<State = unknown> {
  name: string;
  title: string;
  target: number;
  concurrency: number;
  seed(ctx: BenchContext): Promise<State>;
  ours(state: State, i: number): Promise<void>;
  bare(state: State, i: number): Promise<void>;
  /** Optional, before each of our operations and outside its time (setting a game back so that the next result is its first). */
  prepare?(state: State, i: number): Promise<void>;
  check?(state: State): Promise<void>;
}

export interface BenchContext {
  handle: DbHandle;
  db: Db;
  /** The driver underneath (node-postgres pool or PGlite): `query(text, values)` for bare statements. */
  client: { query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
  players: number;
  quick: boolean;
  /** A running server to send HTTP requests to (`--url`), on the same database; otherwise in process. */
  url: string | null;
  /** The shared world, seeded on first use. */
  world(): Promise<World>;
}

export interface BenchPlayer {
  userId: string;
  groupId: string;
  memberId: string;
  /** Its session token (sign it with signedSessionCookie for a Cookie header). */
  token: string;
}

export interface World {
  tournamentId: string;
  slug: string;
  /** The games of matchday 1, all open (kick-off a week ahead). */
  gameIds: string[];
  /** Players per group. */
  members: number;
  /** The first `n` players with a session (at most `SESSIONS`), one per row, group by group. */
  players(n: number): Promise<BenchPlayer[]>;
}

/** Players per group in the world, and players who get a session (the ones that play). */
export const MEMBERS = 50;
export const SESSIONS = 20_000;
export const GAMES = 8;

/** A request the server answered 503 `error.unavailable` with Retry-After at once (back-pressure), not a failure. */
export class Shed extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("503 error.unavailable");
  }
}

/** The rows of a `db.execute` answer (both drivers answer with `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
