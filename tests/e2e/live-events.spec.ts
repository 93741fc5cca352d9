/**
 * Event streams as our own server answers them, without Next (decision 0033): over HTTP, on a
 * production server of its own, `GET /api/events` keeps the contract of decision 0012 — it refuses
 * who may not listen, with the translated application error, and delivers a result to the
 * tournament's watchers and a standings change to the group's members.
 */
import { readFileSync } from "node:fs";
import { request as httpRequest, type IncomingMessage } from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, startServer, type ServerProcess } from "./server-process";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const OWNER = "events-owner@example.com";
const OUTSIDER = "events-outsider@example.com";
const ADMIN = "events-admin@example.com";
const TOURNAMENT = "demo-cup";

let server: ServerProcess;
const cookies = new Map<string, string>();
let groupId: string;
let gameId: string;

async function api(method: string, pathname: string, options: { who?: string; body?: unknown; address?: string } = {}) {
  const response = await fetch(`${server.url}${pathname}`, {
    method,
    headers: {
      origin: server.url,
      "x-forwarded-for": options.address ?? "198.51.100.10",
      ...(options.who ? { cookie: cookies.get(options.who)! } : {}),
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return response;
}

type Event = { event: string; data: Record<string, unknown> };

/** Opens a stream and reads it until `enough` says so (the test's own timeout bounds the wait). */
function listen(topics: string, who: string | undefined, enough: (events: Event[]) => boolean) {
  let answer!: IncomingMessage;
  const events: Event[] = [];
  const request = httpRequest(`${server.url}/api/events?topics=${topics}`, {
    headers: who ? { cookie: cookies.get(who)! } : {},
  });
  const connected = new Promise<void>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (response) => {
      answer = response;
      response.setEncoding("utf8");
      let buffer = "";
      response.on("data", (chunk: string) => {
        buffer += chunk;
        if (buffer.includes(": connected")) resolve();
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
        }
        if (enough(events)) done();
      });
    });
  });
  let done!: () => void;
  const received = new Promise<typeof events>((resolve) => (done = () => resolve(events)));
  request.end();
  return { connected, received, headers: () => answer.headers, close: () => request.destroy() };
}

test.beforeAll(async () => {
  test.setTimeout(180_000); // a server of its own starts (database, demo data)
  server = await startServer(await freePort(), {
    ADMIN_EMAILS: [OWNER, OUTSIDER, ADMIN].join(","),
    TRUST_PROXY_HOPS: "1",
  });
  const passwords = new Map(
    readFileSync(path.join(server.dataDir, "admin-passwords.txt"), "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => line.split(" ") as [string, string]),
  );
  for (const [i, email] of [OWNER, OUTSIDER, ADMIN].entries()) {
    const signedIn = await api("POST", "/api/auth/sign-in/email", {
      body: { email, password: passwords.get(email) },
      address: `198.51.100.${20 + i}`,
    });
    expect(signedIn.status).toBe(200);
    cookies.set(
      email,
      signedIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    );
  }
  expect(
    (await api("POST", "/api/settings/agreements", { who: OWNER, body: { terms: true, privacy: true } })).status,
  ).toBe(200);
  const created = await api("POST", "/api/groups", {
    who: OWNER,
    body: { tournament: TOURNAMENT, name: "Live", mode: "expert" },
  });
  expect(created.status).toBe(201);
  groupId = ((await created.json()) as { groupId: string }).groupId;
  const games = (await (await api("GET", `/api/tournaments/${TOURNAMENT}/games`)).json()) as {
    id: string;
    status: string;
    locksAt: string;
  }[];
  gameId = games.find((g) => g.status === "scheduled" && new Date(g.locksAt).getTime() > Date.now() + 3_600_000)!.id;
  const picked = await api("PUT", `/api/groups/${groupId}/picks`, {
    who: OWNER,
    body: { picks: [{ gameId, pick: { home: 9, away: 8 } }] },
  });
  expect(picked.status).toBe(200);
});
test.afterAll(async () => server?.stop());

test("refuses who may not listen, with the translated error", async () => {
  const signedOut = await api("GET", `/api/events?topics=group:${groupId}`, { address: "198.51.100.30" });
  expect(signedOut.status).toBe(401);
  expect(await signedOut.json()).toMatchObject({ code: "error.auth.required" });

  const outsider = await api("GET", `/api/events?topics=tournament:${TOURNAMENT},group:${groupId}`, { who: OUTSIDER });
  expect(outsider.status).toBe(404);
  expect(await outsider.json()).toMatchObject({ code: "error.notFound" });

  const unknown = await fetch(`${server.url}/api/events?topics=tournament:no-such-cup`, {
    headers: { "accept-language": "de" },
  });
  expect(unknown.status).toBe(404);
  const body = (await unknown.json()) as { code: string; message: string };
  expect(body.code).toBe("error.notFound");
  expect(body.message).not.toBe("error.notFound");

  const malformed = await api("GET", "/api/events?topics=everything");
  expect(malformed.status).toBe(400);
  expect(((await malformed.json()) as { code: string }).code).toMatch(/^error\.validation/);
});

test("delivers a result to watchers and a standings change to members, never a pick", async () => {
  // The demo tournament has results of its own: look for this game's and this group's events.
  const result = {
    event: "result",
    data: {
      topic: `tournament:${TOURNAMENT}`,
      type: "result",
      gameId,
      matchday: expect.any(Number),
      status: "finished",
    },
  };
  const standings = { event: "standings", data: { topic: `group:${groupId}`, type: "standings", groupId } };
  const ours = (e: Event) => e.data.gameId === gameId || e.data.groupId === groupId;
  const watcher = listen(`tournament:${TOURNAMENT}`, undefined, (events) =>
    events.some((e) => e.data.gameId === gameId),
  );
  const member = listen(
    `tournament:${TOURNAMENT},group:${groupId}`,
    OWNER,
    (events) => events.filter(ours).length >= 2,
  );
  await Promise.all([watcher.connected, member.connected]);
  expect(watcher.headers()["content-type"]).toContain("text/event-stream");
  // Our server's security headers are on the stream too.
  expect(watcher.headers()["x-content-type-options"]).toBe("nosniff");

  expect(
    (
      await api("PATCH", `/api/admin/games/${gameId}`, {
        who: ADMIN,
        body: { kickoff: new Date(Date.now() - 3_600_000).toISOString() },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await api("PUT", `/api/admin/games/${gameId}/result`, {
        who: ADMIN,
        body: { status: "finished", result: { home: 2, away: 0 } },
      })
    ).status,
  ).toBe(200);

  const seenByWatcher = await watcher.received;
  const seenByMember = await member.received;
  watcher.close();
  member.close();
  expect(seenByWatcher.filter(ours)).toEqual([result]);
  expect(seenByMember.filter(ours)).toEqual(expect.arrayContaining([result, standings]));
  // Events say what changed, never the data: the watcher got no group's events, nobody a pick.
  expect(seenByWatcher.every((e) => e.data.topic === `tournament:${TOURNAMENT}`)).toBe(true);
  expect(JSON.stringify(seenByMember)).not.toContain('"home":9');
});
