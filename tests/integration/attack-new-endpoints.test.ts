/**
 * An attacker's look at the endpoints of the last sessions (bonus questions, statistics, the world
 * table and public leagues, seasons, push devices, admin bonus and imports), through our real
 * handlers: who may call them, other groups' ids, forged origins, garbage input and raced joins.
 * Every refusal is a translated 4xx in the seed's error shape, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { resetEnvForTests } from "@/lib/env";
import { TestClient, json } from "../support/client";
import { buyPlus } from "../support/plus";
import { createPlayer, errorOf, expectError } from "../support/players";
import { createTestDb } from "../support/db";
import {
  createCompetitors,
  createGame,
  createMatchday,
  createTournament,
  hoursFromNow,
} from "../factories/tournaments";

const ADMIN = "attack.admin@example.com";
const EVIL = { origin: "https://evil.example" };
const ZERO = "00000000-0000-0000-0000-000000000000";
const ANSWERS = { answers: [{ questionId: ZERO, answer: "Spain" }] };

let handle: DbHandle;
let admin: TestClient;
let owner: TestClient;
let member: TestClient;
let stranger: TestClient;
let anonymous: TestClient;
let slug: string;
let mine: { groupId: string; invitationCode: string };
let theirs: { groupId: string; invitationCode: string };

/** A refusal: one of the allowed 4xx statuses, in the seed's translated error shape. */
async function refused(response: Response, statuses: number[], what = "") {
  expect(statuses, `${what}: status ${response.status}`).toContain(response.status);
  return errorOf(response);
}

beforeAll(async () => {
  process.env.ADMIN_EMAILS = ADMIN;
  resetEnvForTests();
  handle = await createTestDb();
  admin = await createPlayer(handle, ADMIN, "Admin");
  owner = await createPlayer(handle, "attack.owner@example.com", "Owen");
  member = await createPlayer(handle, "attack.member@example.com", "Mia");
  stranger = await createPlayer(handle, "attack.stranger@example.com", "Stan");
  anonymous = new TestClient();
  const tournament = await createTournament(handle.db, { sport: "football" });
  slug = tournament.slug;
  await createMatchday(handle.db, slug, 1, "Group stage");
  const [a, b] = await createCompetitors(handle.db, slug, ["Spain", "Italy"]);
  await createGame(handle.db, slug, { kickoff: hoursFromNow(48), homeId: a!, awayId: b! });
  mine = await json(await owner.post("/api/groups", { tournament: slug, name: "Mine", mode: "expert" }));
  theirs = await json(await stranger.post("/api/groups", { tournament: slug, name: "Theirs", mode: "expert" }));
  const joined = await member.post(`/api/groups/${mine.groupId}/join`, {
    invitationCode: mine.invitationCode,
    nickname: "Mia",
  });
  expect(joined.status).toBe(200);
}, 180_000);
afterAll(async () => handle?.close());

describe("who may call", () => {
  it("a signed-out client gets 401 everywhere", async () => {
    const g = mine.groupId;
    for (const [method, path, body] of [
      ["GET", `/api/groups/${g}/bonus`],
      ["PUT", `/api/groups/${g}/bonus/answers`, ANSWERS],
      ["GET", `/api/groups/${g}/stats`],
      ["POST", `/api/groups/${g}/continue`, { tournament: slug }],
      ["GET", `/api/groups/${g}/all-time`],
      ["GET", "/api/settings/push"],
      ["POST", "/api/settings/push", { endpoint: "https://fcm.googleapis.com/fcm/send/x", keys: {} }],
      ["GET", "/api/admin/imports"],
      ["GET", `/api/admin/tournaments/${slug}/bonus`],
      ["GET", "/api/account/factors"],
    ] as [string, string, unknown?][]) {
      const response = await anonymous.request(method, path, body);
      await refused(response, [401]);
    }
  });

  it("a player of another group sees none of ours, not even by id", async () => {
    const g = mine.groupId;
    for (const [method, path, body] of [
      ["GET", `/api/groups/${g}/bonus`],
      ["PUT", `/api/groups/${g}/bonus`, { questions: [{ key: "winner", points: 5 }] }],
      ["PUT", `/api/groups/${g}/bonus/answers`, ANSWERS],
      ["GET", `/api/groups/${g}/stats`],
      ["POST", `/api/groups/${g}/continue`, { tournament: slug }],
      ["GET", `/api/groups/${g}/all-time`],
    ] as [string, string, unknown?][]) {
      await refused(await stranger.request(method, path, body), [404], `${method} ${path}`);
    }
  });

  it("a member who left reads and answers nothing more", async () => {
    const g = mine.groupId;
    const leaver = await createPlayer(handle, "attack.leaver@example.com", "Lea");
    const body = { invitationCode: mine.invitationCode, nickname: "Lea" };
    expect((await leaver.post(`/api/groups/${g}/join`, body)).status).toBe(200);
    expect((await leaver.get(`/api/groups/${g}/bonus`)).status).toBe(200);
    expect((await leaver.post(`/api/groups/${g}/leave`, {})).status).toBe(200);
    for (const [method, path, payload] of [
      ["GET", `/api/groups/${g}/bonus`],
      ["PUT", `/api/groups/${g}/bonus/answers`, ANSWERS],
      ["GET", `/api/groups/${g}/stats`],
      ["GET", `/api/groups/${g}/all-time`],
    ] as [string, string, unknown?][]) {
      const error = await refused(await leaver.request(method, path, payload), [403], `${method} ${path}`);
      expect(error.code, `${method} ${path}`).toBe("error.group.noLongerMember");
    }
  });

  it("a member cannot read another group's member's statistics by id", async () => {
    const others = await json<{ member: Record<string, unknown> }>(
      await stranger.get(`/api/groups/${theirs.groupId}/stats`),
    );
    const id = String(others.member.groupUserId ?? others.member.id);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // Even with Plus (which opens other members' statistics), only members of this group.
    await buyPlus(member, slug);
    await refused(await member.get(`/api/groups/${mine.groupId}/stats?member=${id}`), [400, 403, 404]);
  });

  it("a player who is not an admin is refused by the admin endpoints", async () => {
    for (const [method, path, body] of [
      ["GET", "/api/admin/imports"],
      ["GET", `/api/admin/tournaments/${slug}/bonus`],
      ["POST", `/api/admin/tournaments/${slug}/bonus`, { key: "winner", locksAt: hoursFromNow(2) }],
      ["PATCH", "/api/admin/bonus/00000000-0000-0000-0000-000000000000", { answer: "x" }],
    ] as [string, string, unknown?][]) {
      await refused(await owner.request(method, path, body), [403]);
    }
  });
});

describe("forged and garbage requests", () => {
  it("a state change from another site is refused before it acts", async () => {
    const g = mine.groupId;
    for (const [client, method, path, body] of [
      [member, "PUT", `/api/groups/${g}/bonus/answers`, ANSWERS],
      [owner, "PUT", `/api/groups/${g}/bonus`, { questions: [{ key: "winner", points: 5 }] }],
      [owner, "POST", `/api/groups/${g}/continue`, { tournament: slug }],
      [stranger, "POST", `/api/groups/${g}/join`, { invitationCode: mine.invitationCode, nickname: "Evil" }],
      [member, "POST", "/api/settings/push", { endpoint: "https://fcm.googleapis.com/fcm/send/x", keys: {} }],
      [admin, "POST", `/api/admin/tournaments/${slug}/bonus`, { key: "winner" }],
      [admin, "DELETE", "/api/settings/push/00000000-0000-0000-0000-000000000000", {}],
    ] as [TestClient, string, string, unknown][]) {
      await expectError(await client.request(method, path, body, EVIL), 403, "error.forbidden");
    }
    // The stranger did not get in by the forged join.
    await refused(await stranger.get(`/api/groups/${g}/stats`), [403, 404]);
  });

  it("NUL bytes, odd ids, non-JSON and oversized bodies get a translated 4xx, never a 5xx", async () => {
    const g = mine.groupId;
    const attempts: [TestClient, string, string, unknown][] = [
      [member, "GET", "/api/groups/%00/bonus", undefined],
      [member, "GET", "/api/groups/not-a-uuid/stats", undefined],
      [member, "GET", `/api/groups/${g}/stats?member=%00`, undefined],
      [member, "GET", `/api/groups/${g}/stats?member=${"x".repeat(5000)}`, undefined],
      [member, "PUT", `/api/groups/${g}/bonus/answers`, "{not json"],
      [member, "PUT", `/api/groups/${g}/bonus/answers`, { answers: [{ questionId: "\u0000", answer: "\u0000" }] }],
      [member, "PUT", `/api/groups/${g}/bonus/answers`, { answers: "x".repeat(2_000_000) }],
      [member, "POST", "/api/settings/push", { endpoint: "https://fcm.googleapis.com/\u0000", keys: { p256dh: 1 } }],
      [member, "DELETE", "/api/settings/push/%00", {}],
      [member, "GET", `/api/tournaments/${slug}/world?country=%00`, undefined],
      [member, "GET", "/api/tournaments/%00/leagues", undefined],
      [admin, "GET", "/api/admin/imports/%00", undefined],
      [admin, "GET", "/api/admin/tournaments/%00/bonus", undefined],
      [admin, "POST", `/api/admin/tournaments/${slug}/bonus`, { key: "\u0000".repeat(300), points: -1 }],
      [admin, "PATCH", "/api/admin/bonus/%00", { answer: "\u0000" }],
    ];
    for (const [client, method, path, body] of attempts) {
      const response = await client.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
      await errorOf(response);
    }
  });
});

describe("what responses leak", () => {
  it("statistics, leagues and the world table name no e-mail address", async () => {
    const bodies = [
      await (await member.get(`/api/groups/${mine.groupId}/stats`)).text(),
      await (await member.get(`/api/tournaments/${slug}/leagues`)).text(),
      await (await member.get(`/api/tournaments/${slug}/world`)).text(),
      await (await owner.get(`/api/groups/${mine.groupId}/bonus`)).text(),
    ];
    for (const body of bodies) expect(body).not.toMatch(/@example\.com/);
  });
});

describe("public leagues", () => {
  it("a player joining twice at once becomes one member", async () => {
    const league = await json<{ groupId: string }>(
      await owner.post("/api/groups", { tournament: slug, name: "Open", mode: "simple" }),
    );
    expect((await owner.post("/api/game/settings-update", { groupId: league.groupId, public: true })).status).toBe(200);
    const racer = await createPlayer(handle, "attack.racer@example.com", "Ray");
    const answers = await Promise.all([
      racer.post(`/api/groups/${league.groupId}/join`, { nickname: "Ray" }),
      racer.post(`/api/groups/${league.groupId}/join`, { nickname: "Ray" }),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBeLessThan(500);
    const list = await json<{ leagues: { groupId: string; members: number }[] }>(
      await racer.get(`/api/tournaments/${slug}/leagues`),
    );
    expect(list.leagues.find((l) => l.groupId === league.groupId)?.members).toBe(2);
  });
});
