/**
 * Memory stays flat under load (issue 9 point 11, decision 0024): once their connections are
 * closed, the requests a server answered can be collected, however many there were. Before the fix,
 * every finished render's abort reason kept the immediates of its batch, and with them the next
 * requests, so that one long-lived object created inside a request kept an unbounded chain.
 *
 * A server of its own runs with `--expose-gc` and tests/e2e/heap-probe.mjs, which keeps a weak
 * reference to every request it receives and, when asked over IPC, collects garbage and counts the
 * requests still alive. Signed-in players browse their group's pages, save picks and read
 * standings while holding an event stream, twenty at a time, as in `npm run load`.
 */
import { setMaxListeners } from "node:events";
import { readFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, startServer, type ServerProcess } from "./server-process";

test.describe.configure({ mode: "serial", timeout: 240_000 });

const PLAYERS = 20;
const STEPS = 5;
/** What the server may keep after the load: its first-use caches hold a few requests, once. */
const KEPT_AT_MOST = 20;
const TOURNAMENT = "demo-cup";
const EMAILS = Array.from({ length: PLAYERS }, (_, i) => `memory-${i}@example.com`);

interface Answer {
  status: number;
  text: string;
  cookies: string[];
}

interface Player {
  cookie: string;
  address: string;
  groupId: string;
}

let server: ServerProcess;
let dataDir: string;
/** Keep-alive connections, as browsers hold them; destroyed before counting. */
let agent = new Agent({ keepAlive: true });

function call(
  method: string,
  pathname: string,
  options: { cookie?: string; address: string; body?: unknown; signal?: AbortSignal },
): Promise<Answer> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { origin: server.url, "x-forwarded-for": options.address };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    const request = httpRequest(
      `${server.url}${pathname}`,
      { method, agent, headers, signal: options.signal },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        const done = () =>
          resolve({ status: response.statusCode ?? 0, text, cookies: response.headers["set-cookie"] ?? [] });
        response.on("end", done);
        response.on("error", done);
      },
    );
    request.on("error", () => resolve({ status: 0, text: "", cookies: [] }));
    request.end(options.body === undefined ? undefined : JSON.stringify(options.body));
  });
}

/** Collects garbage in the server and counts the requests it received and still keeps. */
function countRequests(): Promise<{ alive: number; received: number }> {
  return new Promise((resolve) => {
    server.child.once("message", (message) => resolve(message as { alive: number; received: number }));
    server.child.send("count");
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000); // a server of its own starts (database, demo data)
  server = await startServer(
    await freePort(),
    // The players sign in with the generated admin passwords (no mail needed); each is its own machine.
    { ADMIN_EMAILS: EMAILS.join(","), TRUST_PROXY_HOPS: "1" },
    { nodeArgs: ["--expose-gc", "--import", path.resolve("tests/e2e/heap-probe.mjs")], ipc: true },
  );
  dataDir = server.dataDir;
});
test.afterAll(async () => server?.stop());

test("finished requests are collected, however many the server answered", async () => {
  const passwords = new Map(
    readFileSync(path.join(dataDir, "admin-passwords.txt"), "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => line.split(" ") as [string, string]),
  );
  const players: Player[] = [];
  for (const [i, email] of EMAILS.entries()) {
    const address = `198.51.100.${i + 1}`;
    const signedIn = await call("POST", "/api/auth/sign-in/email", {
      address,
      body: { email, password: passwords.get(email) },
    });
    expect(signedIn.status, "the player signs in").toBe(200);
    const cookie = signedIn.cookies.map((c) => c.split(";")[0]).join("; ");
    expect(
      (await call("POST", "/api/settings/agreements", { cookie, address, body: { terms: true, privacy: true } }))
        .status,
    ).toBe(200);
    const created = await call("POST", "/api/groups", {
      cookie,
      address,
      body: { tournament: TOURNAMENT, name: `Memory ${i}`, mode: "expert" },
    });
    expect(created.status, created.text).toBe(201);
    players.push({ cookie, address, groupId: (JSON.parse(created.text) as { groupId: string }).groupId });
  }
  const games = JSON.parse(
    (await call("GET", `/api/tournaments/${TOURNAMENT}/games`, { address: "198.51.100.200" })).text,
  ) as { id: string; locksAt: string }[];
  const open = games.filter((g) => new Date(g.locksAt).getTime() > Date.now() + 3_600_000).map((g) => g.id);
  expect(open.length).toBeGreaterThan(0);

  const statuses: number[] = [];
  const streams = new AbortController();
  setMaxListeners(PLAYERS + 1, streams.signal);
  const held = players.map((p) =>
    call("GET", `/api/events?topics=tournament:${TOURNAMENT},group:${p.groupId}`, {
      cookie: p.cookie,
      address: p.address,
      signal: streams.signal,
    }),
  );
  await Promise.all(
    players.map(async (player, i) => {
      const as = { cookie: player.cookie, address: player.address };
      for (let step = 0; step < STEPS; step++) {
        const k = i + step;
        const answers = await Promise.all([
          call(
            "GET",
            [
              `/${TOURNAMENT}/${player.groupId}`,
              `/${TOURNAMENT}/${player.groupId}/picks`,
              `/de/${TOURNAMENT}/predictions`,
            ][k % 3]!,
            as,
          ),
          call("PUT", `/api/groups/${player.groupId}/picks`, {
            ...as,
            body: { picks: [{ gameId: open[k % open.length], pick: { home: k % 5, away: 1 } }] },
          }),
          call("GET", `/api/groups/${player.groupId}/standings`, as),
        ]);
        statuses.push(...answers.map((a) => a.status));
      }
    }),
  );
  streams.abort();
  await Promise.all(held);
  agent.destroy();
  agent = new Agent({ keepAlive: true });
  expect(statuses.filter((s) => s !== 200)).toEqual([]);

  // The server sees the connections close a moment after we close them.
  let counted = await countRequests();
  for (let tries = 0; counted.alive > KEPT_AT_MOST && tries < 5; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    counted = await countRequests();
  }
  expect(counted.received).toBeGreaterThanOrEqual(PLAYERS * STEPS * 3);
  expect(counted.alive, `requests kept after ${counted.received} answered`).toBeLessThanOrEqual(KEPT_AT_MOST);
});
