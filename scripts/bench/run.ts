/**
 * `npm run bench [-- --players 1000000] [--path rush] [--quick] [--seconds 10] [--rounds 3]`:
 * the hot paths of a World Cup matchday, each measured side by side with the bare database doing
 * the same work, in interleaved rounds (ours, bare, ours, bare …), so that both see the same
 * machine. What a path is: scripts/bench/path.ts. The numbers go in docs/benchmarks.md.
 *
 * - The database: an in-memory PGlite by default, PostgreSQL with `BENCH_DATABASE_URL` (an empty
 *   database; the world is seeded into it, and reused on the next run of the same size).
 * - `--players N`: the size of the world (default 2,000; `--players 1000000` for the full run).
 * - `--quick`: the CI run (under two minutes on PGlite): 1,000 players, two rounds of 3 s per
 *   side; exits 1 when a path's ratio falls below half its target or our side had errors.
 * - `--url http://localhost:3145 [--pid <server pid>]`: our side goes over HTTP to a running
 *   production server on the same database (start it with the same `AUTH_SECRET`); with the
 *   server's pid, CPU per request is the server's.
 * - `--data-dir DIR`: PGlite in a folder (`DIR/pglite`, as the server's `DATA_DIR`) instead of in
 *   memory. With `--url`, the folder belongs to the server (start it with `DATA_DIR=DIR` after a
 *   first run has seeded it): the benchmark opens a copy of it, for the players and the bare side.
 * - `--thread worker|main`: where this process runs PGlite (default: a folder on a worker thread, as
 *   the server does, memory in this thread; decision 0054).
 * - `--concurrency N` overrides every path's; `--path name` runs one path.
 * - `--rate N`: open loop (decision 0069). Operations arrive N a second on each side, whether or not
 *   earlier ones have finished, and at most `concurrency` run at once (the players); an arrival
 *   that finds every player busy waits for one, and its latency counts from when it arrived, not
 *   from when it started (no coordinated omission). This is how a latency target at a throughput is
 *   read ("p99 ≤ 100 ms at 1,000 saves a second"); the default closed loop (every player saves again
 *   the moment its answer comes) measures the most a side can do, and its latencies are then
 *   `concurrency ÷ throughput` by Little's law whatever the code does.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { openDatabase } from "../../src/db/client";
import { installDb } from "../../src/db";
import { Shed, type BenchContext, type BenchPath, type World } from "./path";
import { rush } from "./rush";
import { scoring } from "./scoring";
import { standings } from "./standings";
import { world as worldTable } from "./world-table";
import { seedWorld } from "./world";

/** Every path of the suite, in the order of the table. Add yours here. */
const PATHS: BenchPath<never>[] = [
  rush as BenchPath<never>,
  scoring as BenchPath<never>,
  standings as BenchPath<never>,
  worldTable as BenchPath<never>,
];

const { values } = parseArgs({
  options: {
    players: { type: "string" },
    path: { type: "string" },
    quick: { type: "boolean", default: false },
    seconds: { type: "string" },
    rounds: { type: "string" },
    concurrency: { type: "string" },
    rate: { type: "string" },
    url: { type: "string" },
    pid: { type: "string" },
    "data-dir": { type: "string" },
    thread: { type: "string" },
  },
});
const quick = values.quick;
const players = Number(values.players ?? (quick ? 1_000 : 2_000));
const seconds = Number(values.seconds ?? (quick ? 3 : 10));
const rounds = Number(values.rounds ?? (quick ? 2 : 3));
const serverPid = values.pid ? Number(values.pid) : null;
const arrivalRate = values.rate ? Number(values.rate) : null;
if (arrivalRate !== null && !(arrivalRate > 0))
  throw new Error(`--rate must be a positive number of operations a second: ${values.rate}`);

/** Database round trips, counted where node-postgres sends a query (PostgreSQL only). */
let roundTrips = 0;
async function countRoundTrips(): Promise<boolean> {
  const pg = await import("pg");
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    roundTrips += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return true;
}

/** CPU time in µs: of this process, or of the server (`--pid`, from /proc). */
function cpuMicros(): number {
  if (serverPid === null) {
    const usage = process.cpuUsage();
    return usage.user + usage.system;
  }
  const fields = readFileSync(`/proc/${serverPid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of the line (12 and 13 after the command), in clock ticks (100 Hz).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

function rssMiB(): number {
  if (serverPid === null) return process.memoryUsage().rss / 2 ** 20;
  const status = readFileSync(`/proc/${serverPid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

interface Side {
  ops: number;
  errors: number;
  /** Refused on purpose (503 with Retry-After): counted apart; their latencies too. */
  shed: number;
  shedLatencies: number[];
  /** Open loop: arrivals that found every player busy and waited for one. */
  queued: number;
  ms: number;
  cpuUs: number;
  roundTrips: number;
  latencies: number[];
  rssMiB: number;
  firstError?: unknown;
}

const emptySide = (): Side => ({
  ops: 0,
  errors: 0,
  shed: 0,
  shedLatencies: [],
  queued: 0,
  ms: 0,
  cpuUs: 0,
  roundTrips: 0,
  latencies: [],
  rssMiB: 0,
});

/**
 * One round of one side in open loop (`--rate`): an operation arrives every 1000/rate ms until the
 * time is up, runs on one of `concurrency` players (waiting for one when all are busy), and its
 * latency counts from its arrival. The round ends when the last arrival has been answered.
 */
async function openRound(
  side: Side,
  op: (i: number) => Promise<void>,
  concurrency: number,
  ms: number,
  counter: { i: number },
  perSecond: number,
  record = true,
) {
  const started = performance.now();
  const cpu = cpuMicros();
  const trips = roundTrips;
  const latencies: number[] = [];
  const shedLatencies: number[] = [];
  let ops = 0;
  let errors = 0;
  let shed = 0;
  let queued = 0;
  let busy = 0;
  const free: (() => void)[] = [];
  const arrive = async (arrival: number) => {
    if (busy >= concurrency) {
      queued += 1;
      await new Promise<void>((resolve) => free.push(resolve));
    }
    busy += 1;
    const i = counter.i++;
    try {
      await op(i);
      ops += 1;
      latencies.push(performance.now() - arrival);
    } catch (error) {
      if (error instanceof Shed) {
        shed += 1;
        shedLatencies.push(performance.now() - arrival);
      } else {
        errors += 1;
        side.firstError ??= error;
        latencies.push(performance.now() - arrival);
      }
    } finally {
      busy -= 1;
      free.shift()?.();
    }
  };
  const arrivals: Promise<void>[] = [];
  const total = Math.floor((ms / 1000) * perSecond);
  for (let k = 0; k < total;) {
    const now = performance.now();
    // Every arrival due by now starts now, with its own arrival time (a late timer loses no arrival).
    for (; k < total && started + (k * 1000) / perSecond <= now; k++)
      arrivals.push(arrive(started + (k * 1000) / perSecond));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(arrivals);
  if (!record) return;
  side.ms += performance.now() - started;
  side.cpuUs += cpuMicros() - cpu;
  side.roundTrips += roundTrips - trips;
  side.ops += ops;
  side.errors += errors;
  side.shed += shed;
  side.queued += queued;
  side.latencies.push(...latencies);
  side.shedLatencies.push(...shedLatencies);
  side.rssMiB = Math.max(side.rssMiB, rssMiB());
}

/** One round of one side: `concurrency` workers call `op` until the time is up. */
async function round(
  side: Side,
  op: (i: number) => Promise<void>,
  concurrency: number,
  ms: number,
  counter: { i: number },
  record = true,
  prepare?: (i: number) => Promise<void>,
) {
  const started = performance.now();
  const cpu = cpuMicros();
  const trips = roundTrips;
  // What `prepare` took, left out of the side's time, CPU and round trips (exact at concurrency 1).
  let aside = { ms: 0, cpuUs: 0, trips: 0 };
  let deadline = started + ms;
  const latencies: number[] = [];
  const shedLatencies: number[] = [];
  let ops = 0;
  let errors = 0;
  let shed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const i = counter.i++;
        if (prepare) {
          const p0 = performance.now();
          const c0 = cpuMicros();
          const r0 = roundTrips;
          await prepare(i);
          const took = performance.now() - p0;
          aside = { ms: aside.ms + took, cpuUs: aside.cpuUs + cpuMicros() - c0, trips: aside.trips + roundTrips - r0 };
          deadline += took;
        }
        const t0 = performance.now();
        try {
          await op(i);
          ops += 1;
        } catch (error) {
          if (error instanceof Shed) {
            shed += 1;
            shedLatencies.push(performance.now() - t0);
            // As a client does: again after the Retry-After.
            await new Promise((resolve) => setTimeout(resolve, error.retryAfterSeconds * 1000));
            continue;
          }
          errors += 1;
          side.firstError ??= error;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  if (!record) return;
  side.ms += performance.now() - started - aside.ms;
  side.cpuUs += cpuMicros() - cpu - aside.cpuUs;
  side.roundTrips += roundTrips - trips - aside.trips;
  side.ops += ops;
  side.errors += errors;
  side.shed += shed;
  side.latencies.push(...latencies);
  side.shedLatencies.push(...shedLatencies);
  side.rssMiB = Math.max(side.rssMiB, rssMiB());
}

function percentile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
}

interface Outcome {
  path: BenchPath<never>;
  ours: Side;
  bare: Side;
  ratio: number;
}

async function main() {
  const selected = values.path ? PATHS.filter((p) => p.name === values.path) : PATHS;
  if (selected.length === 0) throw new Error(`No path named ${values.path}: ${PATHS.map((p) => p.name).join(", ")}`);
  process.env.AUTH_SECRET ??= "benchmark-secret-of-at-least-32-characters";
  process.env.LOG_LEVEL ??= "warn";
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const counted = databaseUrl ? await countRoundTrips() : false;
  // The server's PGlite folder is its own while it runs: a copy of it serves the players and the bare side.
  let dataDir = values["data-dir"];
  let copied: string | null = null;
  if (dataDir && !databaseUrl && values.url) {
    copied = mkdtempSync(join(tmpdir(), "callit-bench-copy-"));
    cpSync(resolve(dataDir, "pglite"), join(copied, "pglite"), { recursive: true });
    dataDir = copied;
  }
  const thread = values.thread === undefined ? undefined : values.thread === "worker" ? "worker" : "main";
  const handle = await openDatabase(
    databaseUrl ? { url: databaseUrl } : dataDir ? { dataDir, thread } : { memory: true, thread },
  );
  if (copied) process.once("exit", () => rmSync(copied, { recursive: true, force: true }));
  installDb(handle);
  const load = loadavg();
  console.log(
    `Bench on ${databaseUrl ? "PostgreSQL" : dataDir ? `PGlite (${values.url ? "the server's; a copy in this process" : "a folder"})` : "PGlite (in memory)"}${databaseUrl ? "" : `, on ${(thread ?? (dataDir ? "worker" : "main")) === "worker" ? "a worker thread" : "this thread"}`}, ${players.toLocaleString("en")} players, ${rounds} rounds × ${seconds} s per side; load average ${load.map((l) => l.toFixed(2)).join(" ")}`,
  );
  let world: Promise<World> | undefined;
  const ctx: BenchContext = {
    handle,
    db: handle.db,
    client: (handle.db as unknown as { $client: BenchContext["client"] }).$client,
    players,
    quick,
    url: values.url ?? null,
    world: () => {
      world ??= (async () => {
        const started = performance.now();
        const seeded = await seedWorld(handle.db, players);
        console.log(`World ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        return seeded;
      })();
      return world;
    },
  };
  const outcomes: Outcome[] = [];
  try {
    for (const path of selected) {
      const state = await path.seed(ctx);
      const concurrency = Number(values.concurrency ?? path.concurrency);
      const ours = emptySide();
      const bare = emptySide();
      const oursCounter = { i: 0 };
      const bareCounter = { i: 0 };
      // Warm-up (JIT, plans, pool connections), not counted.
      const prepare = path.prepare ? (i: number) => path.prepare!(state, i) : undefined;
      await round(ours, (i) => path.ours(state, i), concurrency, 1000, oursCounter, false, prepare);
      await round(bare, (i) => path.bare(state, i), concurrency, 1000, bareCounter, false);
      for (let r = 0; r < rounds; r++) {
        if (arrivalRate !== null) {
          if (prepare) throw new Error(`${path.name} prepares each operation: measure it in closed loop (no --rate)`);
          await openRound(ours, (i) => path.ours(state, i), concurrency, seconds * 1000, oursCounter, arrivalRate);
          await openRound(bare, (i) => path.bare(state, i), concurrency, seconds * 1000, bareCounter, arrivalRate);
        } else {
          await round(ours, (i) => path.ours(state, i), concurrency, seconds * 1000, oursCounter, true, prepare);
          await round(bare, (i) => path.bare(state, i), concurrency, seconds * 1000, bareCounter);
        }
        process.stdout.write(".");
      }
      process.stdout.write("\n");
      if (ours.firstError) console.error(`${path.name}: first error of ours:`, ours.firstError);
      if (bare.firstError) console.error(`${path.name}: first error of bare:`, bare.firstError);
      // A copy of the server's PGlite folder does not see what the server wrote.
      if (!copied) await path.check?.(state);
      const rate = (s: Side) => s.ops / (s.ms / 1000);
      outcomes.push({ path, ours, bare, ratio: rate(ours) / rate(bare) });
    }
  } finally {
    await handle.close();
  }
  print(outcomes, counted);
  const after = loadavg();
  console.log(`Load average after: ${after.map((l) => l.toFixed(2)).join(" ")}`);
  if (quick) {
    const failed = outcomes.filter((o) => o.ours.errors > 0 || !(o.ratio >= o.path.target / 2));
    for (const o of failed)
      console.error(
        `FAIL ${o.path.name}: ratio ${o.ratio.toFixed(3)} (target ${o.path.target}, at least ${o.path.target / 2} in --quick), ${o.ours.errors} errors`,
      );
    if (failed.length) process.exitCode = 1;
  }
}

function print(outcomes: Outcome[], counted: boolean) {
  const header = [
    "path",
    "side",
    "ops/s",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    "CPU ms/op",
    "trips/op",
    "errors",
    "503 (p99 ms)",
    ...(arrivalRate !== null ? ["waited"] : []),
    "RSS MiB",
    "ratio",
    "target",
  ];
  const rows: string[][] = [];
  for (const { path, ours, bare, ratio } of outcomes) {
    for (const [name, side] of [
      ["ours", ours],
      ["bare", bare],
    ] as const) {
      const sorted = [...side.latencies].sort((a, b) => a - b);
      rows.push([
        name === "ours" ? path.name : "",
        name,
        (side.ops / (side.ms / 1000)).toFixed(0),
        percentile(sorted, 0.5).toFixed(1),
        percentile(sorted, 0.95).toFixed(1),
        percentile(sorted, 0.99).toFixed(1),
        side.ops ? (side.cpuUs / 1000 / side.ops).toFixed(2) : "–",
        counted && side.ops && !(name === "ours" && values.url) ? (side.roundTrips / side.ops).toFixed(1) : "–",
        String(side.errors),
        side.shed
          ? `${side.shed} (${percentile(
              [...side.shedLatencies].sort((a, b) => a - b),
              0.99,
            ).toFixed(0)})`
          : "0",
        ...(arrivalRate !== null ? [String(side.queued)] : []),
        side.rssMiB.toFixed(0),
        name === "ours" ? ratio.toFixed(3) : "",
        name === "ours" ? String(path.target) : "",
      ]);
    }
  }
  if (arrivalRate !== null)
    console.log(
      `\nOpen loop: ${arrivalRate.toLocaleString("en")} operations arrive a second on each side; latency from arrival; "waited": arrivals that found every player busy. ops/s is what was answered, so the ratio is ≈ 1 while both sides keep up.`,
    );
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ");
  console.log(`\n${line(header)}`);
  for (const row of rows) console.log(line(row));
  for (const { path } of outcomes) console.log(`${path.name}: ${path.title}`);
  if (serverPid !== null)
    console.log("With --pid, CPU and RSS are the server's on both sides (bare runs beside it: the server idles then).");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
