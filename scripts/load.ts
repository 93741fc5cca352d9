/**
 * Simulated players against a running Callit, to watch its memory (docs/benchmarks.md, decision 0024).
 *
 * 1. `npm run load -- prepare --players 300` with the server stopped and the server's own DATA_DIR (or
 *    DATABASE_URL): signs up that many verified players in the database (Better Auth, in process),
 *    signs each in and writes their cookies and the open games to `<DATA_DIR>/load-players.json`.
 * 2. Start the server (`npm run build`, then e.g. `PORT=3207 DATA_DIR=… npm run serve -- -p 3207`).
 * 3. `npm run load -- run --url http://localhost:3207 --minutes 3 --pid <server pid>`: every player,
 *    in groups of ten, browses pages, saves picks and holds an event stream (re-opened now and then),
 *    with a second of thought between steps; the server's RSS is printed every 10 s (with --pid).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    players: { type: "string", default: "300" },
    url: { type: "string", default: "http://localhost:3207" },
    minutes: { type: "string", default: "3" },
    pid: { type: "string" },
    file: { type: "string" },
    tournament: { type: "string", default: "demo-cup" },
  },
});
const PASSWORD = "load-test-password-42";
const stateFile = () => values.file ?? path.resolve(process.env.DATA_DIR ?? "./data", "load-players.json");

interface LoadState {
  tournament: string;
  gameIds: string[];
  players: { email: string; cookie: string }[];
  /** The groups of ten the first run formed. */
  groups?: string[];
}

async function prepare() {
  const { sql, eq } = await import("drizzle-orm");
  const { getDbHandle } = await import("../src/db");
  const { user } = await import("../src/db/schema");
  const { authFor } = await import("../src/server/auth/auth");
  const { seedDemo } = await import("../src/server/demo/seed-demo");
  const handle = await getDbHandle();
  const db = handle.db;
  await seedDemo(db);
  const auth = authFor(db);
  const count = Number(values.players);
  const players: LoadState["players"] = [];
  for (let i = 0; i < count; i++) {
    const email = `load-${i}@example.com`;
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!existing) {
      await auth.api.signUpEmail({
        body: { email, password: PASSWORD, name: `Load ${i}`, acceptTerms: true, acceptPrivacy: true } as never,
        headers: new Headers(),
      });
    }
    await db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const response = await auth.api.signInEmail({
      body: { email, password: PASSWORD },
      headers: new Headers(),
      asResponse: true,
    });
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; ");
    players.push({ email, cookie });
    if (i % 50 === 49) console.log(`${i + 1} players`);
  }
  const rows = (await db.execute(sql`select g.id from games g join tournaments t on t.id = g.tournament_id
    where t.slug = ${values.tournament} and g.locks_at > now() + interval '1 hour' order by g.kickoff limit 8`)) as unknown as {
    rows: { id: string }[];
  };
  const state: LoadState = { tournament: values.tournament!, gameIds: rows.rows.map((r) => r.id), players };
  writeFileSync(stateFile(), JSON.stringify(state));
  console.log(`Wrote ${players.length} players and ${state.gameIds.length} open games to ${stateFile()}`);
  await handle.close();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssOf(pid: string): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function run() {
  const state = JSON.parse(readFileSync(stateFile(), "utf8")) as LoadState;
  const base = values.url!;
  const until = Date.now() + Number(values.minutes) * 60_000;
  const stats = { requests: 0, failed: 0, statuses: new Map<number, number>(), streams: 0 };
  const call = async (cookie: string, method: string, pathname: string, body?: unknown) => {
    const response = await fetch(new URL(pathname, base), {
      method,
      headers: { cookie, origin: base, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      redirect: "manual",
    }).catch(() => null);
    stats.requests++;
    const status = response?.status ?? 0;
    stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
    if (!response || status >= 500) stats.failed++;
    const text = response ? await response.text().catch(() => "") : "";
    return { status, text };
  };

  // Groups of ten: the first player creates the group, the others join it (once: later runs reuse them).
  const groups: string[] = state.groups ?? [];
  for (let g = groups.length; g * 10 < state.players.length; g++) {
    const owner = state.players[g * 10]!;
    const created = await call(owner.cookie, "POST", "/api/groups", {
      tournament: state.tournament,
      name: `Load ${g}`,
      mode: "expert",
    });
    const { groupId, invitationCode } = JSON.parse(created.text || "{}") as {
      groupId?: string;
      invitationCode?: string;
    };
    if (!groupId) throw new Error(`Could not create a group (${created.status}): ${created.text.slice(0, 200)}`);
    groups.push(groupId);
    for (const member of state.players.slice(g * 10 + 1, g * 10 + 10))
      await call(member.cookie, "POST", `/api/groups/${groupId}/join`, { invitationCode });
  }
  writeFileSync(stateFile(), JSON.stringify({ ...state, groups }));
  console.log(`${groups.length} groups ready; ${state.players.length} players for ${values.minutes} min`);

  const holdStream = async (cookie: string, groupId: string) => {
    while (Date.now() < until) {
      const controller = new AbortController();
      const hold = 20_000 + Math.random() * 40_000;
      const timer = setTimeout(() => controller.abort(), Math.min(hold, Math.max(0, until - Date.now())));
      try {
        const response = await fetch(
          new URL(`/api/events?topics=tournament:${state.tournament},group:${groupId}`, base),
          { headers: { cookie }, signal: controller.signal },
        );
        stats.streams++;
        const reader = response.body?.getReader();
        while (reader && !(await reader.read()).done);
      } catch {
        // aborted: the player left the page
      }
      clearTimeout(timer);
      await sleep(500);
    }
  };

  const play = async (index: number) => {
    const { cookie } = state.players[index]!;
    const groupId = groups[Math.floor(index / 10)]!;
    const pages = [
      `/${state.tournament}`,
      `/${state.tournament}/${groupId}`,
      `/${state.tournament}/${groupId}/picks`,
      `/${state.tournament}/schedule`,
      `/de/${state.tournament}/predictions`,
      "/",
    ];
    await sleep(Math.random() * 2000);
    for (let step = 0; Date.now() < until; step++) {
      await call(cookie, "GET", pages[step % pages.length]!);
      const gameId = state.gameIds[step % state.gameIds.length];
      if (gameId)
        await call(cookie, "PUT", `/api/groups/${groupId}/picks`, {
          picks: [{ gameId, pick: { home: step % 5, away: index % 4 } }],
        });
      await call(cookie, "GET", `/api/groups/${groupId}/standings`);
      await sleep(800 + Math.random() * 400);
    }
  };

  const started = Date.now();
  const sampler = setInterval(() => {
    const rss = values.pid ? `rss ${rssOf(values.pid).toFixed(0)} MB, ` : "";
    console.log(
      `${Math.round((Date.now() - started) / 1000)} s: ${rss}${stats.requests} requests, ${stats.failed} failed, ${stats.streams} streams`,
    );
  }, 10_000);
  await Promise.all([
    ...state.players.map((_, i) => play(i)),
    ...state.players.map((p, i) => holdStream(p.cookie, groups[Math.floor(i / 10)]!)),
  ]);
  clearInterval(sampler);
  console.log(
    `Done: ${stats.requests} requests, statuses ${JSON.stringify(Object.fromEntries(stats.statuses))}, ${stats.streams} streams`,
  );
  if (values.pid) console.log(`Server RSS at the end: ${rssOf(values.pid).toFixed(0)} MB`);
}

const command = positionals[0];
if (command === "prepare") void prepare();
else if (command === "run") void run();
else {
  console.error(
    "Usage: npm run load -- prepare [--players 300] | run [--url http://localhost:3207] [--minutes 3] [--pid <server pid>]",
  );
  process.exit(2);
}
