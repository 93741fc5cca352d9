/**
 * Live events at scale (issue 11): `npm run bench:events -- [--streams 10000] [--events 3] [--rounds 2]`.
 *
 * Starts a production server of its own (`node server/main.mjs` on the current build, with demo
 * data, on PGlite in a fresh folder, or on PostgreSQL with `--database-url`: an empty database)
 * and, side by side, the baseline: a bare Node HTTP server that holds event streams and writes them
 * the same bytes (scripts/bench/bare-events-server.mjs). In each round, first the bare server then
 * ours: opens N event streams (ours: `GET /api/events?topics=tournament:demo-cup`, as signed-out
 * watchers do, each checked), then sends a few events: to ours, as an admin, a live result of a
 * game (its scoring and NOTIFY included); to the bare one, the same frame by a POST. The streams are
 * held by `--listeners` processes of their own (event-listeners.mjs, default 2): one process reading
 * 10,000 sockets was the limit of the measurement on this machine. For each event it
 * reports how long after it was sent the first and the last stream received it, and each server's
 * memory: RSS before, with the streams open and after they closed, and, after a full garbage
 * collection (scripts/bench/memory-probe.mjs), the JavaScript heap and the RSS again.
 */
import { fork, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    streams: { type: "string", default: "10000" },
    events: { type: "string", default: "3" },
    rounds: { type: "string", default: "2" },
    /** Ours; the bare server listens on the next port. */
    port: { type: "string", default: "3145" },
    "database-url": { type: "string" },
    /** Streams opened at once while connecting (per listener process). */
    batch: { type: "string", default: "200" },
    /** Processes that hold the streams (scripts/bench/event-listeners.mjs), each its share. */
    listeners: { type: "string", default: "2" },
  },
});
const STREAMS = Number(values.streams);
const EVENTS = Number(values.events);
const ROUNDS = Number(values.rounds);
const LISTENERS = Math.max(1, Number(values.listeners));
const LISTENER = path.resolve("scripts/bench/event-listeners.mjs");
const PORT = Number(values.port);
const BASE = `http://localhost:${PORT}`;
const BARE = `http://localhost:${PORT + 1}`;
const ADMIN = "bench-admin@example.com";
const TOURNAMENT = "demo-cup";
const PROBE = path.resolve("scripts/bench/memory-probe.mjs");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

function rssBytes(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
}

interface Probed {
  /** RSS as it is, then after a full garbage collection, with the JavaScript heap then. */
  rss: number;
  rssAfterGc: number;
  heapUsed: number;
  external: number;
}

/** A server process started with the memory probe. */
interface Served {
  name: string;
  child: ChildProcess;
  probeFile: string;
}

async function probe(server: Served): Promise<Probed> {
  const rss = rssBytes(server.child.pid!);
  rmSync(server.probeFile, { force: true });
  server.child.kill("SIGUSR2");
  while (!existsSync(server.probeFile)) await sleep(50);
  await sleep(50);
  const usage = JSON.parse(readFileSync(server.probeFile, "utf8")) as NodeJS.MemoryUsage;
  return { rss, rssAfterGc: usage.rss, heapUsed: usage.heapUsed, external: usage.external };
}

function start(name: string, script: string, env: Record<string, string>): Served {
  const probeFile = path.join(tmpdir(), `callit-bench-probe-${name}-${process.pid}.json`);
  const child = spawn(process.execPath, ["--expose-gc", "--import", PROBE, script], {
    env: { ...process.env, ...env, MEMORY_PROBE_FILE: probeFile },
    stdio: ["ignore", "inherit", "inherit"],
  });
  process.on("exit", () => child.kill("SIGKILL"));
  return { name, child, probeFile };
}

async function api(
  method: string,
  pathname: string,
  body?: unknown,
  cookie = "",
): Promise<{ status: number; json: unknown; cookies: string[] }> {
  const response = await fetch(`${BASE}${pathname}`, {
    method,
    headers: {
      origin: BASE,
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null, cookies: response.headers.getSetCookie() };
}

/** The load generator's processes (event-listeners.mjs): each holds its share of the streams. */
class Listeners {
  private readonly children: ChildProcess[];
  private readonly shares: number[];

  constructor() {
    this.children = Array.from({ length: LISTENERS }, () =>
      fork(LISTENER, [], { stdio: ["ignore", "inherit", "inherit", "ipc"] }),
    );
    for (const child of this.children) process.on("exit", () => child.kill("SIGKILL"));
    this.shares = this.children.map((_, k) => Math.floor(STREAMS / LISTENERS) + (k < STREAMS % LISTENERS ? 1 : 0));
  }

  /** Sends each process a message and waits for its answer. */
  private ask<T>(message: (k: number) => object): Promise<T[]> {
    return Promise.all(
      this.children.map(
        (child, k) =>
          new Promise<T>((resolve, reject) => {
            const onExit = () => reject(new Error("a listener process stopped"));
            child.once("exit", onExit);
            child.once("message", (answer) => {
              child.off("exit", onExit);
              resolve(answer as T);
            });
            child.send(message(k));
          }),
      ),
    );
  }

  open(url: string) {
    return this.ask((k) => ({ open: url, count: this.shares[k], batch: Number(values.batch) }));
  }

  reset() {
    return this.ask(() => ({ reset: true }));
  }

  /** How many streams got the event, and when the first and the last got it (epoch ms, high resolution). */
  async report(): Promise<{ got: number; first: number; last: number }> {
    const parts = await this.ask<{ got: number; first: number; last: number }>(() => ({ report: true }));
    return {
      got: parts.reduce((sum, p) => sum + p.got, 0),
      first: Math.min(...parts.map((p) => p.first)),
      last: Math.max(...parts.map((p) => p.last)),
    };
  }

  close() {
    return this.ask(() => ({ close: true }));
  }

  stop() {
    for (const child of this.children) child.kill("SIGKILL");
  }
}

/** Now, comparable with the listener processes' clocks. */
const epochNow = () => performance.timeOrigin + performance.now();

async function waitUntilUp(server: Served, url: string) {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`${server.name}: the server stopped`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(500);
  }
}

interface Measured {
  openS: number;
  before: Probed;
  open: Probed;
  /** RSS as it is, after the events, the streams still open. */
  held: number;
  closed: Probed;
  /** Per event: ms from sending to the first and to the last stream; and the send's own answer. */
  events: { first: number; last: number; answered: number }[];
}

/** Opens the streams, sends the events, closes the streams; memory at each step. */
async function measure(
  server: Served,
  url: string,
  send: (e: number) => Promise<number>,
  opened: () => Promise<number>,
): Promise<Measured> {
  const before = await probe(server);
  const listeners = new Listeners();
  const opening = performance.now();
  await listeners.open(url);
  const openS = (performance.now() - opening) / 1000;
  if ((await opened()) !== STREAMS) throw new Error(`${server.name}: ${await opened()} streams open, not ${STREAMS}`);
  await sleep(2000);
  const open = await probe(server);
  const events: Measured["events"] = [];
  for (let e = 0; e < EVENTS; e++) {
    await listeners.reset();
    const sent = epochNow();
    const answered = (await send(e)) - sent;
    const deadline = performance.now() + 30_000;
    let got = await listeners.report();
    while (got.got < STREAMS && performance.now() < deadline) {
      await sleep(20);
      got = await listeners.report();
    }
    if (got.got < STREAMS) console.log(`${server.name}: only ${got.got}/${STREAMS} streams got event ${e + 1}`);
    events.push({ first: got.first - sent, last: got.last - sent, answered });
  }
  await sleep(5000);
  const held = rssBytes(server.child.pid!);
  await listeners.close();
  listeners.stop();
  // Until the server has seen every stream close.
  while ((await opened()) > 0) await sleep(500);
  await sleep(1000);
  const closed = await probe(server);
  return { openS, before, open, held, closed, events };
}

function report(name: string, m: Measured) {
  const perStream = (a: number, b: number) => `${((b - a) / STREAMS / 1024).toFixed(1)} KiB`;
  console.log(
    `${name.padEnd(6)} ${STREAMS} streams open in ${m.openS.toFixed(1)} s | RSS ${mib(m.before.rss)} → ${mib(m.open.rss)} (${perStream(m.before.rss, m.open.rss)} a stream), ` +
      `after GC ${mib(m.before.rssAfterGc)} → ${mib(m.open.rssAfterGc)}; JS heap ${mib(m.before.heapUsed)} → ${mib(m.open.heapUsed)} (${perStream(m.before.heapUsed, m.open.heapUsed)} a stream); ` +
      `after the events, still open: RSS ${mib(m.held)}; all closed: RSS ${mib(m.closed.rss)}, heap ${mib(m.closed.heapUsed)}`,
  );
  console.log(
    `${"".padEnd(6)} event to the last stream: ${m.events.map((e) => `${e.last.toFixed(0)} ms (first ${e.first.toFixed(0)}, sent in ${e.answered.toFixed(0)})`).join("; ")}`,
  );
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "callit-bench-events-"));
  const ours = start("callit", "server/main.mjs", {
    PORT: String(PORT),
    HOST: "localhost",
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DEMO: "1",
    ADMIN_EMAILS: ADMIN,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "warn",
    DATABASE_URL: values["database-url"] ?? "",
  });
  const bare = start("bare", "scripts/bench/bare-events-server.mjs", { PORT: String(PORT + 1), HOST: "localhost" });
  await waitUntilUp(ours, `${BASE}/api/health`);
  await waitUntilUp(bare, `${BARE}/count`);
  const password = readFileSync(path.join(dataDir, "admin-passwords.txt"), "utf8")
    .split("\n")
    .find((line) => line.startsWith(`${ADMIN} `))!
    .split(" ")[1]!;
  const signedIn = await api("POST", "/api/auth/sign-in/email", { email: ADMIN, password });
  if (signedIn.status !== 200) throw new Error(`admin sign-in: ${signedIn.status}`);
  const cookie = signedIn.cookies.map((c) => c.split(";")[0]).join("; ");
  const games = (await api("GET", `/api/tournaments/${TOURNAMENT}/games`)).json as {
    id: string;
    status: string;
    matchday?: number;
  }[];
  const game = games.find((g) => g.status === "scheduled")!;
  const moved = await api(
    "PATCH",
    `/api/admin/games/${game.id}`,
    { kickoff: new Date(Date.now() - 3_600_000).toISOString() },
    cookie,
  );
  if (moved.status !== 200) throw new Error(`kickoff: ${moved.status} ${JSON.stringify(moved.json)}`);
  // A first result warms the scoring up (a fresh server's first one takes seconds): not measured.
  const warm = await api(
    "PUT",
    `/api/admin/games/${game.id}/result`,
    { status: "live", result: { home: 0, away: 0 } },
    cookie,
  );
  if (warm.status !== 200) throw new Error(`result: ${warm.status} ${JSON.stringify(warm.json)}`);
  // The bare server writes the very bytes our server writes for a result.
  const frame = `event: result\ndata: ${JSON.stringify({ topic: `tournament:${TOURNAMENT}`, type: "result", gameId: game.id, matchday: game.matchday ?? 1, status: "live" })}\n\n`;

  console.log(
    `${STREAMS} streams held by ${LISTENERS} listener processes, ${EVENTS} events, ${ROUNDS} rounds; ${values["database-url"] ? "PostgreSQL" : "PGlite"}; load average ${load()}`,
  );
  let goal = 1;
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round} (load average ${load()})`);
    report(
      "bare",
      await measure(
        bare,
        `${BARE}/events`,
        async () => {
          await fetch(`${BARE}/publish`, { method: "POST", body: frame });
          return epochNow();
        },
        async () => Number(await (await fetch(`${BARE}/count`)).text()),
      ),
    );
    report(
      "callit",
      await measure(
        ours,
        `${BASE}/api/events?topics=tournament:${TOURNAMENT}`,
        async () => {
          const saved = await api(
            "PUT",
            `/api/admin/games/${game.id}/result`,
            { status: "live", result: { home: goal++, away: 0 } },
            cookie,
          );
          if (saved.status !== 200) throw new Error(`result: ${saved.status} ${JSON.stringify(saved.json)}`);
          return epochNow();
        },
        async () => {
          // The gauge of /api/metrics (admins).
          const text = await (await fetch(`${BASE}/api/metrics`, { headers: { cookie } })).text();
          return Number(/^callit_event_streams_open (\d+)$/m.exec(text)?.[1] ?? NaN);
        },
      ),
    );
  }
  console.log(`load average at the end ${load()}`);
  ours.child.kill("SIGKILL");
  bare.child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
