/**
 * GET /api/events: a stream of what changed (results, standings) for the topics a player may
 * watch, fed through PostgreSQL LISTEN/NOTIFY, and never a pick.
 */
import {
  request as httpRequest,
  createServer,
  type ClientRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { resetEnvForTests } from "@/lib/env";
import { serveHotRoute } from "@/server/http/hot-routes";
import { publish } from "@/server/realtime/bus";
import { broadcast, eventFrame, MAX_BUFFERED_BYTES, openStreams } from "@/server/realtime/hub";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { expectError, createPlayer } from "../support/players";
import { createHeadToHead, hoursFromNow } from "../factories/tournaments";

let handle: DbHandle;
let admin: TestClient;
let mia: TestClient;
let ned: TestClient;

beforeAll(async () => {
  process.env.ADMIN_EMAILS = "steward@example.com";
  resetEnvForTests();
  handle = await createTestDb();
  admin = await createPlayer(handle, "steward@example.com", "Steward");
  mia = await createPlayer(handle, "mia@example.com", "Mia");
  ned = await createPlayer(handle, "ned@example.com", "Ned");
});
afterAll(async () => handle?.close());

/** Reads server-sent events from a stream until `count` events arrived (or the time is up). */
async function readEvents(
  response: Response,
  count: number,
  timeoutMs = 5000,
): Promise<{ event: string; data: Record<string, unknown> }[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: Record<string, unknown> }[] = [];
  let buffer = "";
  const deadline = Date.now() + timeoutMs;
  while (events.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
    ]);
    if (!chunk || chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
    }
  }
  await reader.cancel();
  return events;
}

describe("GET /api/events", () => {
  it("streams a result to the tournament's watchers and a standings change to the group's members, without any pick", async () => {
    const { slug, gameId } = await createHeadToHead(handle.db, { kickoffHours: 1 });
    const created = await json<{ groupId: string; invitationCode: string }>(
      await mia.post("/api/groups", { tournament: slug, name: "Live", mode: "expert" }),
    );
    expect(
      (await ned.post(`/api/groups/${created.groupId}/join`, { invitationCode: created.invitationCode })).status,
    ).toBe(200);
    expect(
      (
        await mia.request("PUT", `/api/groups/${created.groupId}/picks`, {
          picks: [{ gameId, pick: { home: 9, away: 8 } }],
        })
      ).status,
    ).toBe(200);

    const visitor = await new TestClient().get(`/api/events?topics=tournament:${slug}`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("content-type")).toContain("text/event-stream");
    const member = await ned.get(`/api/events?topics=tournament:${slug},group:${created.groupId}`);
    expect(member.status).toBe(200);

    expect((await admin.request("PATCH", `/api/admin/games/${gameId}`, { kickoff: hoursFromNow(-1) })).status).toBe(
      200,
    );
    expect(
      (
        await admin.request("PUT", `/api/admin/games/${gameId}/result`, {
          status: "finished",
          result: { home: 2, away: 0 },
        })
      ).status,
    ).toBe(200);

    const seenByVisitor = await readEvents(visitor, 1);
    expect(seenByVisitor).toEqual([
      {
        event: "result",
        data: { topic: `tournament:${slug}`, type: "result", gameId, matchday: 1, status: "finished" },
      },
    ]);
    const seenByMember = await readEvents(member, 2);
    expect(seenByMember.map((e) => e.event).sort()).toEqual(["result", "standings"]);
    expect(seenByMember.find((e) => e.event === "standings")!.data).toEqual({
      topic: `group:${created.groupId}`,
      type: "standings",
      groupId: created.groupId,
    });
    expect(JSON.stringify(seenByMember)).not.toContain('"home":9');
    // Both readers cancelled: nothing of them is left in the server.
    expect(openStreams()).toEqual({ streams: 0, topics: 0 });
  });

  it("lets only members watch a group, and refuses unknown or malformed topics", async () => {
    const { slug } = await createHeadToHead(handle.db);
    const created = await json<{ groupId: string }>(
      await mia.post("/api/groups", { tournament: slug, name: "Closed", mode: "simple" }),
    );
    await expectError(await ned.get(`/api/events?topics=group:${created.groupId}`), 404, "error.notFound");
    await expectError(
      await new TestClient().get(`/api/events?topics=group:${created.groupId}`),
      401,
      "error.auth.required",
    );
    await expectError(await ned.get("/api/events?topics=tournament:no-such-cup"), 404, "error.notFound");
    await expectError(await ned.get("/api/events?topics=picks:everything"), 400, "error.validation.invalid");
    await expectError(await ned.get("/api/events"), 400, "error.validation.required");
  });
});

const cookieHeader = (client: TestClient) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

/**
 * Our own server answers GET /api/events without Next (hot-routes.ts, decision 0033): the Node
 * response is the stream, held by the hub until its connection closes.
 */
describe("GET /api/events from our server (the Node response as the stream)", () => {
  let server: Server;
  let base: string;
  /** The server's side of every stream, to look at what it holds for a client. */
  const responses: ServerResponse[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      responses.push(res);
      if (!serveHotRoute(req, res)) {
        res.statusCode = 599;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  type Stream = { request: ClientRequest; response: IncomingMessage; text: () => string };
  /** Opens a stream; resolves once the server said it is connected. */
  const open = (topics: string, cookie = "") =>
    new Promise<Stream>((resolve, reject) => {
      const request = httpRequest(
        `${base}/api/events?topics=${topics}`,
        { agent: false, headers: cookie ? { cookie } : {} },
        (response) => {
          if (response.statusCode !== 200) return reject(new Error(`refused: ${response.statusCode}`));
          response.setEncoding("utf8");
          let text = "";
          response.on("data", (chunk: string) => {
            text += chunk;
            if (text.includes(": connected")) resolve({ request, response, text: () => text });
          });
          response.on("error", () => undefined);
        },
      );
      request.on("error", reject);
      request.end();
    });
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it("refuses who may not listen, in the seed's error shape", async () => {
    const { slug } = await createHeadToHead(handle.db);
    const created = await json<{ groupId: string }>(
      await mia.post("/api/groups", { tournament: slug, name: "Node closed", mode: "simple" }),
    );
    const signedOut = await fetch(`${base}/api/events?topics=group:${created.groupId}`);
    await expectError(signedOut as Response, 401, "error.auth.required");
    const outsider = await fetch(`${base}/api/events?topics=tournament:${slug},group:${created.groupId}`, {
      headers: { cookie: cookieHeader(ned) },
    });
    await expectError(outsider as Response, 404, "error.notFound");
    await expectError(
      (await fetch(`${base}/api/events?topics=tournament:no-such-cup`)) as Response,
      404,
      "error.notFound",
    );
    await expectError(
      (await fetch(`${base}/api/events?topics=picks:everything`)) as Response,
      400,
      "error.validation.invalid",
    );
    expect(openStreams()).toEqual({ streams: 0, topics: 0 });
  });

  it("gives a member their group's events and never another group's", async () => {
    const { slug } = await createHeadToHead(handle.db);
    const ours = await json<{ groupId: string; invitationCode: string }>(
      await mia.post("/api/groups", { tournament: slug, name: "Ours", mode: "simple" }),
    );
    const theirs = await json<{ groupId: string }>(
      await mia.post("/api/groups", { tournament: slug, name: "Theirs", mode: "simple" }),
    );
    expect((await ned.post(`/api/groups/${ours.groupId}/join`, { invitationCode: ours.invitationCode })).status).toBe(
      200,
    );
    const stream = await open(`group:${ours.groupId}`, cookieHeader(ned));
    expect(stream.response.headers["content-type"]).toContain("text/event-stream");
    expect(stream.text()).toMatch(/^retry: 1000\n/);
    await publish(handle.db, [
      { topic: `group:${theirs.groupId}`, type: "standings", groupId: theirs.groupId },
      { topic: `group:${ours.groupId}`, type: "standings", groupId: ours.groupId },
    ]);
    await until(() => stream.text().includes(ours.groupId));
    expect(stream.text()).toContain(
      `event: standings\ndata: {"topic":"group:${ours.groupId}","type":"standings","groupId":"${ours.groupId}"}\n\n`,
    );
    expect(stream.text()).not.toContain(theirs.groupId);
    stream.request.destroy();
    await until(() => openStreams().streams === 0);
  });

  it("forgets every stream whose client went away: after 1,000 streams close, nothing is left", async () => {
    const { slug } = await createHeadToHead(handle.db);
    const streams: Stream[] = [];
    for (let i = 0; i < 1000; i += 100)
      streams.push(...(await Promise.all(Array.from({ length: 100 }, () => open(`tournament:${slug}`)))));
    expect(openStreams()).toEqual({ streams: 1000, topics: 1 });
    // One event, formatted once, reaches all of them.
    await publish(handle.db, [
      { topic: `tournament:${slug}`, type: "result", gameId: "g", matchday: 1, status: "live" },
    ]);
    await until(() => streams.every((s) => s.text().includes("event: result")));
    for (const stream of streams) stream.request.destroy();
    await until(() => openStreams().streams === 0);
    expect(openStreams()).toEqual({ streams: 0, topics: 0 });
  }, 180_000);

  it("cuts a client that does not read rather than keep what it has not taken", async () => {
    const { slug } = await createHeadToHead(handle.db);
    const before = responses.length;
    // A client that sends its request and never reads a byte of the answer.
    const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
    socket.on("error", () => undefined);
    socket.pause();
    socket.write(`GET /api/events?topics=tournament:${slug} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await until(() => openStreams().streams === 1);
    const res = responses[before]!;
    const frame = eventFrame("result", JSON.stringify({ topic: `tournament:${slug}`, pad: "x".repeat(16 * 1024) }));
    let most = 0;
    // The kernel's socket buffers fill first, then the server's own; a few hundred frames are plenty.
    for (let sent = 0; sent < 5000 && openStreams().streams > 0; sent++) {
      broadcast(`tournament:${slug}`, frame);
      most = Math.max(most, res.writableLength);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(openStreams()).toEqual({ streams: 0, topics: 0 });
    expect(res.destroyed).toBe(true);
    expect(most).toBeLessThanOrEqual(MAX_BUFFERED_BYTES + frame.length);
    socket.destroy();
  });
});
