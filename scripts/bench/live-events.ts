/**
 * Live events at scale (issue 11): `npm run bench:events -- [--streams 10000] [--events 3]`.
 *
 * Starts a production server of its own (`node server/main.mjs` on the current build, with demo
 * data, on PGlite in a fresh folder, or on PostgreSQL with `--database-url`: an empty database),
 * opens N event streams on the demo tournament (`GET /api/events?topics=tournament:demo-cup`, as
 * signed-out watchers do), then, as an admin, saves a live result of a game a few times. For each
 * result it reports how long after the result was sent the first and the last stream received
 * it (the result's own work, scoring and NOTIFY included), and the server's memory (RSS) before
 * and with the streams open. Not a `BenchPath` (scripts/bench/path.ts): there is no bare database
 * doing the same, and what counts is the time to the last stream and the memory per stream.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest, type ClientRequest } from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    streams: { type: "string", default: "10000" },
    events: { type: "string", default: "3" },
    port: { type: "string", default: "3145" },
    "database-url": { type: "string" },
    /** Streams opened at once while connecting. */
    batch: { type: "string", default: "200" },
  },
});
const STREAMS = Number(values.streams);
const EVENTS = Number(values.events);
const PORT = Number(values.port);
const BASE = `http://localhost:${PORT}`;
const ADMIN = "bench-admin@example.com";
const TOURNAMENT = "demo-cup";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

function rssKib(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
}

async function api(method: string, pathname: string, body?: unknown, cookie = ""): Promise<{ status: number; json: unknown; cookies: string[] }> {
  const response = await fetch(`${BASE}${pathname}`, {
    method,
    headers: { origin: BASE, ...(cookie ? { cookie } : {}), ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null, cookies: response.headers.getSetCookie() };
}

interface Stream {
  request: ClientRequest;
  /** When result events arrived (performance.now()) since the last result was sent. */
  arrivals: number[];
}

/** Opens one stream; resolves once the server said it is connected. */
function openStream(): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { request: undefined as unknown as ClientRequest, arrivals: [] };
    stream.request = httpRequest(`${BASE}/api/events?topics=tournament:${TOURNAMENT}`, { agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream refused: ${response.statusCode}`));
      response.setEncoding("utf8");
      let connected = false;
      response.on("data", (chunk: string) => {
        if (!connected && chunk.includes(": connected")) {
          connected = true;
          resolve(stream);
        }
        for (let at = chunk.indexOf("event: result"); at >= 0; at = chunk.indexOf("event: result", at + 1)) stream.arrivals.push(performance.now());
      });
      response.on("error", () => undefined);
    });
    stream.request.on("error", reject);
    stream.request.end();
  });
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "callit-bench-events-"));
  const server = spawn(process.execPath, ["server/main.mjs"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "localhost",
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DEMO: "1",
      ADMIN_EMAILS: ADMIN,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "warn",
      ...(values["database-url"] ? { DATABASE_URL: values["database-url"] } : { DATABASE_URL: "" }),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  process.on("exit", () => server.kill("SIGKILL"));
  for (;;) {
    if (server.exitCode !== null) throw new Error("the server stopped");
    if (await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false)) break;
    await sleep(500);
  }
  const password = readFileSync(path.join(dataDir, "admin-passwords.txt"), "utf8")
    .split("\n")
    .find((line) => line.startsWith(`${ADMIN} `))!
    .split(" ")[1]!;
  const signedIn = await api("POST", "/api/auth/sign-in/email", { email: ADMIN, password });
  if (signedIn.status !== 200) throw new Error(`admin sign-in: ${signedIn.status}`);
  const cookie = signedIn.cookies.map((c) => c.split(";")[0]).join("; ");
  const games = (await api("GET", `/api/tournaments/${TOURNAMENT}/games`)).json as { id: string; status: string }[];
  const game = games.find((g) => g.status === "scheduled")!;
  const moved = await api("PATCH", `/api/admin/games/${game.id}`, { kickoff: new Date(Date.now() - 3_600_000).toISOString() }, cookie);
  if (moved.status !== 200) throw new Error(`kickoff: ${moved.status} ${JSON.stringify(moved.json)}`);

  const collect = async () => {
    if (!process.env.BENCH_GC) return;
    server.kill("SIGUSR2");
    await sleep(1500);
  };
  await collect();
  const before = rssKib(server.pid!);
  const streams: Stream[] = [];
  const opening = performance.now();
  const batch = Number(values.batch);
  for (let i = 0; i < STREAMS; i += batch) streams.push(...(await Promise.all(Array.from({ length: Math.min(batch, STREAMS - i) }, openStream))));
  const openedMs = performance.now() - opening;
  await sleep(2000);
  await collect();
  const open = rssKib(server.pid!);
  console.log(`${STREAMS} streams open in ${(openedMs / 1000).toFixed(1)} s; server RSS ${mib(before)} before, ${mib(open)} with them open (${((open - before) / STREAMS).toFixed(1)} KiB a stream)`);

  for (let e = 0; e < EVENTS; e++) {
    for (const s of streams) s.arrivals = [];
    const sent = performance.now();
    const saved = await api("PUT", `/api/admin/games/${game.id}/result`, { status: "live", result: { home: e + 1, away: 0 } }, cookie);
    if (saved.status !== 200) throw new Error(`result: ${saved.status} ${JSON.stringify(saved.json)}`);
    const answered = performance.now() - sent;
    const deadline = performance.now() + 30_000;
    while (streams.some((s) => s.arrivals.length === 0) && performance.now() < deadline) await sleep(5);
    const arrivals = streams.map((s) => s.arrivals[0]).filter((t): t is number => t !== undefined);
    const first = Math.min(...arrivals) - sent;
    const last = Math.max(...arrivals) - sent;
    console.log(
      `result ${e + 1}: answered in ${answered.toFixed(0)} ms; ${arrivals.length}/${STREAMS} streams got it, the first after ${first.toFixed(0)} ms, the last after ${last.toFixed(0)} ms (${(last - first).toFixed(0)} ms from first to last)`,
    );
  }
  console.log(`server RSS at the end ${mib(rssKib(server.pid!))}; load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  for (const s of streams) s.request.destroy();
  server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
