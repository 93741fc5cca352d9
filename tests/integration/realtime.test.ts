/**
 * GET /api/events: a stream of what changed (results, standings) for the topics a player may
 * watch, fed through PostgreSQL LISTEN/NOTIFY, and never a pick.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { resetEnvForTests } from "@/lib/env";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { expectError, signedInPlayer } from "../support/players";
import { createHeadToHead, hoursFromNow } from "../factories/tournaments";

let handle: DbHandle;
let admin: TestClient;
let mia: TestClient;
let ned: TestClient;

beforeAll(async () => {
  process.env.ADMIN_EMAILS = "steward@example.com";
  resetEnvForTests();
  handle = await createTestDb();
  admin = await signedInPlayer(handle, "steward@example.com", "Steward");
  mia = await signedInPlayer(handle, "mia@example.com", "Mia");
  ned = await signedInPlayer(handle, "ned@example.com", "Ned");
});
afterAll(async () => handle?.close());

/** Reads server-sent events from a stream until `count` events arrived (or the time is up). */
async function readEvents(response: Response, count: number, timeoutMs = 5000): Promise<{ event: string; data: Record<string, unknown> }[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: Record<string, unknown> }[] = [];
  let buffer = "";
  const deadline = Date.now() + timeoutMs;
  while (events.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now()))]);
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
    const created = await json<{ groupId: string; invitationCode: string }>(await mia.post("/api/groups", { tournament: slug, name: "Live", mode: "expert" }));
    expect((await ned.post(`/api/groups/${created.groupId}/join`, { invitationCode: created.invitationCode })).status).toBe(200);
    expect((await mia.request("PUT", `/api/groups/${created.groupId}/picks`, { picks: [{ gameId, pick: { home: 9, away: 8 } }] })).status).toBe(200);

    const visitor = await new TestClient().get(`/api/events?topics=tournament:${slug}`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("content-type")).toContain("text/event-stream");
    const member = await ned.get(`/api/events?topics=tournament:${slug},group:${created.groupId}`);
    expect(member.status).toBe(200);

    expect((await admin.request("PATCH", `/api/admin/games/${gameId}`, { kickoff: hoursFromNow(-1) })).status).toBe(200);
    expect((await admin.request("PUT", `/api/admin/games/${gameId}/result`, { status: "finished", result: { home: 2, away: 0 } })).status).toBe(200);

    const seenByVisitor = await readEvents(visitor, 1);
    expect(seenByVisitor).toEqual([{ event: "result", data: { topic: `tournament:${slug}`, type: "result", gameId, matchday: 1, status: "finished" } }]);
    const seenByMember = await readEvents(member, 2);
    expect(seenByMember.map((e) => e.event).sort()).toEqual(["result", "standings"]);
    expect(seenByMember.find((e) => e.event === "standings")!.data).toEqual({ topic: `group:${created.groupId}`, type: "standings", groupId: created.groupId });
    expect(JSON.stringify(seenByMember)).not.toContain('"home":9');
  });

  it("lets only members watch a group, and refuses unknown or malformed topics", async () => {
    const { slug } = await createHeadToHead(handle.db);
    const created = await json<{ groupId: string }>(await mia.post("/api/groups", { tournament: slug, name: "Closed", mode: "simple" }));
    await expectError(await ned.get(`/api/events?topics=group:${created.groupId}`), 404, "error.notFound");
    await expectError(await new TestClient().get(`/api/events?topics=group:${created.groupId}`), 401, "error.auth.required");
    await expectError(await ned.get("/api/events?topics=tournament:no-such-cup"), 404, "error.notFound");
    await expectError(await ned.get("/api/events?topics=picks:everything"), 400, "error.validation.invalid");
    await expectError(await ned.get("/api/events"), 400, "error.validation.required");
  });
});
