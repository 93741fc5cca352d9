/**
 * Saving picks in two statements, with the session read in the first (decision 0029), and the
 * hot route our own server answers without Next: the same refusals as before, the session checked
 * at every save (signing out or revoking takes effect at once), and withApi's contract over HTTP.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { embeddedSaves, serveHotRoute } from "@/server/http/hot-routes";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { buyPlus } from "../support/plus";
import { errorOf, expectError, createPlayer, TEST_PASSWORD } from "../support/players";
import { openCup } from "../factories/tournaments";
import { pickOf, picksOf } from "../factories/groups";

let handle: DbHandle;
let olga: TestClient;
let pia: TestClient;
let quin: TestClient;

type SaveResult = { saved: { gameId: string; joker: boolean }[]; rejected: { gameId: string; code: string }[] };
type Created = { groupId: string; invitationCode: string; groupUserId: string };

beforeAll(async () => {
  handle = await createTestDb();
  olga = await createPlayer(handle, "olga.saves@example.com", "Olga");
  pia = await createPlayer(handle, "pia.saves@example.com", "Pia");
  quin = await createPlayer(handle, "quin.saves@example.com", "Quin");
});
afterAll(async () => handle?.close());

const score = (home: number, away: number) => ({ home, away });
const save = (client: TestClient, groupId: string, picks: unknown[]) =>
  client.request("PUT", `/api/groups/${groupId}/picks`, { picks });

/** A tournament of two matchdays; `game()` kicks off in a day unless told otherwise. */
const cup = () => openCup(handle.db, { matchdays: ["Matchday 1", "Matchday 2"] });

async function group(owner: TestClient, slug: string, extra: Record<string, unknown> = {}): Promise<Created> {
  // Jokers are a Plus feature.
  if (extra.jokers) await buyPlus(owner, slug);
  const response = await owner.post("/api/groups", { tournament: slug, name: "Savers", mode: "expert", ...extra });
  expect(response.status).toBe(201);
  return json<Created>(response);
}

async function join(client: TestClient, created: Created): Promise<string> {
  const response = await client.post(`/api/groups/${created.groupId}/join`, { invitationCode: created.invitationCode });
  expect(response.status).toBe(200);
  return (await json<{ groupUserId: string }>(response)).groupUserId;
}

const cookieHeader = (client: TestClient) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

describe("the same refusals as before", () => {
  it("a player outside the group gets 404, one who left it is told so (403), and neither stores anything", async () => {
    const { slug, game } = await cup();
    const open = await game();
    const created = await group(olga, slug);
    const piaId = await join(pia, created);
    await expectError(await save(quin, created.groupId, [{ gameId: open, pick: score(1, 0) }]), 404, "error.notFound");
    expect(
      (await json<SaveResult>(await save(pia, created.groupId, [{ gameId: open, pick: score(2, 0) }]))).saved,
    ).toHaveLength(1);
    expect((await pia.post(`/api/groups/${created.groupId}/leave`, {})).status).toBe(200);
    const left = await expectError(
      await save(pia, created.groupId, [{ gameId: open, pick: score(3, 0) }]),
      403,
      "error.group.noLongerMember",
    );
    expect(left.message).toBe(
      "You are no longer in this group. To play in it again, ask a member for its invitation link.",
    );
    expect((await pickOf(handle.db, piaId, open))!.pick).toEqual(score(2, 0));
  });

  it("the joker stays on a locked game of the matchday: a joker elsewhere is error.pick.jokerUsed, the pick without it is saved", async () => {
    const { slug, game } = await cup();
    const soon = await game();
    const later = await game();
    const nextMatchday = await game({ matchday: 2 });
    const created = await group(olga, slug, { jokers: true });
    expect(
      await json<SaveResult>(await save(olga, created.groupId, [{ gameId: soon, pick: score(1, 0), joker: true }])),
    ).toEqual({ saved: [{ gameId: soon, joker: true }], rejected: [] });
    // Kick-off passes (set on the database's clock, which decides: however long the saves above took).
    await handle.db.execute(
      sql`update games set kickoff = now() - interval '1 second', locks_at = now() - interval '1 second' where id = ${soon}`,
    );
    const answer = await json<SaveResult>(
      await save(olga, created.groupId, [
        { gameId: soon, pick: score(4, 4) },
        { gameId: later, pick: score(2, 2), joker: true },
        { gameId: later, pick: score(2, 1) },
        { gameId: nextMatchday, pick: score(0, 1), joker: true },
      ]),
    );
    expect(answer.saved).toEqual([
      { gameId: later, joker: false },
      { gameId: nextMatchday, joker: true },
    ]);
    expect(answer.rejected.map(({ gameId, code }) => ({ gameId, code }))).toEqual([
      { gameId: soon, code: "error.pick.locked" },
      { gameId: later, code: "error.pick.jokerUsed" },
    ]);
    expect(await pickOf(handle.db, created.groupUserId, soon)).toMatchObject({ pick: score(1, 0), joker: true });
    expect(await pickOf(handle.db, created.groupUserId, later)).toMatchObject({ pick: score(2, 1), joker: false });
    expect(await pickOf(handle.db, created.groupUserId, nextMatchday)).toMatchObject({ joker: true });
  });

  it("two jokers on one matchday in one batch: the later one holds it, as if saved one after the other", async () => {
    const { slug, game } = await cup();
    const [a, b, c] = [await game(), await game(), await game()];
    const created = await group(olga, slug, { jokers: true });
    await save(olga, created.groupId, [{ gameId: c, pick: score(0, 0), joker: true }]);
    const answer = await json<SaveResult>(
      await save(olga, created.groupId, [
        { gameId: a, pick: score(1, 0), joker: true },
        { gameId: b, pick: score(2, 0), joker: true },
      ]),
    );
    expect(answer.rejected).toEqual([]);
    const stored = await picksOf(handle.db, created.groupUserId);
    expect(stored.filter((p) => p.joker).map((p) => p.gameId)).toEqual([b]);
    expect(stored).toHaveLength(3);
  });
});

describe("taking a pick back (the player empties it and saves)", () => {
  it("deletes the pick while its game is open, keeps it once locked, and never touches another member's", async () => {
    const { slug, game } = await cup();
    const [open, soon, never] = [await game(), await game(), await game()];
    const created = await group(olga, slug);
    const piaId = await join(pia, created);
    await save(olga, created.groupId, [
      { gameId: open, pick: score(0, 3) },
      { gameId: soon, pick: score(1, 1) },
    ]);
    await save(pia, created.groupId, [{ gameId: open, pick: score(2, 2) }]);

    // Both boxes emptied: the pick is gone, as if never made; a game never picked is no refusal either.
    expect(
      await json<SaveResult>(
        await save(olga, created.groupId, [
          { gameId: open, pick: null },
          { gameId: never, pick: null },
        ]),
      ),
    ).toEqual({
      saved: [
        { gameId: open, joker: false },
        { gameId: never, joker: false },
      ],
      rejected: [],
    });
    expect(await pickOf(handle.db, created.groupUserId, open)).toBeNull();
    expect(await pickOf(handle.db, created.groupUserId, never)).toBeNull();
    expect((await pickOf(handle.db, piaId, open))!.pick).toEqual(score(2, 2));

    // Locked on the database's clock: a pick taken back too late is refused as any late change, and stays.
    await handle.db.execute(
      sql`update games set kickoff = now() - interval '1 second', locks_at = now() - interval '1 second' where id = ${soon}`,
    );
    const late = await json<SaveResult>(await save(olga, created.groupId, [{ gameId: soon, pick: null }]));
    expect(late.saved).toEqual([]);
    expect(late.rejected.map((r) => r.code)).toEqual(["error.pick.locked"]);
    expect((await pickOf(handle.db, created.groupUserId, soon))!.pick).toEqual(score(1, 1));
    // Outside the group: nothing to take back.
    await expectError(await save(quin, created.groupId, [{ gameId: open, pick: null }]), 404, "error.notFound");
  });

  it("takes the joker back with its pick, so the matchday's joker can go elsewhere", async () => {
    const { slug, game } = await cup();
    const [a, b] = [await game(), await game()];
    const created = await group(olga, slug, { jokers: true });
    await save(olga, created.groupId, [{ gameId: a, pick: score(1, 0), joker: true }]);
    expect((await save(olga, created.groupId, [{ gameId: a, pick: null }])).status).toBe(200);
    expect(await pickOf(handle.db, created.groupUserId, a)).toBeNull();
    expect(
      await json<SaveResult>(await save(olga, created.groupId, [{ gameId: b, pick: score(2, 0), joker: true }])),
    ).toEqual({ saved: [{ gameId: b, joker: true }], rejected: [] });
  });
});

describe("the session is read in the save's own statement", () => {
  it("a revoked session, an expired one and a forged cookie are refused at once (401), the live one saves", async () => {
    const { slug, game } = await cup();
    const open = await game();
    const created = await group(olga, slug);
    const phone = new TestClient();
    expect(
      (await phone.post("/api/auth/sign-in/email", { email: "olga.saves@example.com", password: TEST_PASSWORD }))
        .status,
    ).toBe(200);
    expect((await save(phone, created.groupId, [{ gameId: open, pick: score(1, 1) }])).status).toBe(200);

    // Forged: the token with another signature.
    const forged = new TestClient();
    for (const [name, value] of phone.cookies) {
      const token = decodeURIComponent(value).split(".")[0]!;
      forged.cookies.set(
        name,
        name.endsWith("session_token")
          ? encodeURIComponent(`${token}.${Buffer.alloc(32, 7).toString("base64")}`)
          : value,
      );
    }
    await expectError(
      await save(forged, created.groupId, [{ gameId: open, pick: score(9, 9) }]),
      401,
      "error.auth.required",
    );

    // Revoked from the laptop: the phone's very next save is refused.
    const sessions = (
      await json<{ sessions: { id: string; current: boolean }[] }>(await olga.get("/api/account/sessions"))
    ).sessions;
    const phoneSession = sessions.find((s) => !s.current)!;
    expect((await olga.request("DELETE", `/api/account/sessions/${phoneSession.id}`, {})).status).toBe(200);
    await expectError(
      await save(phone, created.groupId, [{ gameId: open, pick: score(2, 2) }]),
      401,
      "error.auth.required",
    );

    // Expired: the row is still there, its time is up.
    await handle.db.execute(
      sql`update session set expires_at = now() - interval '1 second' where user_id = (select user_id from group_users where id = ${created.groupUserId})`,
    );
    await expectError(
      await save(olga, created.groupId, [{ gameId: open, pick: score(3, 3) }]),
      401,
      "error.auth.required",
    );
    expect((await pickOf(handle.db, created.groupUserId, open))!.pick).toEqual(score(1, 1));
  });
});

describe("our server answers PUT picks itself (hot-routes.ts) with withApi's contract", () => {
  let server: Server;
  let base: string;
  let created: Created;
  let open: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (!serveHotRoute(req, res)) {
        res.statusCode = 599;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { slug, game } = await cup();
    open = await game();
    created = await group(pia, slug);
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  const put = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/groups/${created.groupId}/picks`, {
      method: "PUT",
      headers: {
        origin: "http://localhost:3000",
        "content-type": "application/json",
        cookie: cookieHeader(pia),
        ...headers,
      },
      body,
    });

  it("saves over HTTP and leaves every other method and path to Next", async () => {
    const response = await put(JSON.stringify({ picks: [{ gameId: open, pick: score(2, 1) }] }));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(await response.json()).toEqual({ saved: [{ gameId: open, joker: false }], rejected: [] });
    expect((await pickOf(handle.db, created.groupUserId, open))!.pick).toEqual(score(2, 1));
    expect(
      (await fetch(`${base}/api/groups/${created.groupId}/picks`, { headers: { cookie: cookieHeader(pia) } })).status,
    ).toBe(599);
    expect((await fetch(`${base}/api/groups/${created.groupId}/standings`, { method: "PUT", body: "{}" })).status).toBe(
      599,
    );
  });

  it("refuses what withApi refuses, in the seed's error shape", async () => {
    const body = JSON.stringify({ picks: [{ gameId: open, pick: score(5, 5) }] });
    await expectError(await put(body, { origin: "https://evil.example" }), 403, "error.forbidden");
    await expectError(await put(body, { "content-type": "text/plain" }), 403, "error.forbidden");
    await expectError(await put(body, { cookie: "" }), 401, "error.auth.required");
    await expectError(await put("{not json"), 400, "error.validation.body");
    const invalid = await put(JSON.stringify({ picks: [{ gameId: "nope", pick: 1 }] }));
    expect(invalid.status).toBe(400);
    expect((await errorOf(invalid)).formField).toBe("picks.0.gameId");
    const huge = JSON.stringify({ picks: [{ gameId: open, pick: { home: 1, away: 1, pad: "x".repeat(1_100_000) } }] });
    await expectError(await put(huge), 413, "error.tooLarge");
    expect(
      (
        await fetch(`${base}/api/groups/not-a-uuid/picks`, {
          method: "PUT",
          headers: { origin: "http://localhost:3000", "content-type": "application/json", cookie: cookieHeader(pia) },
          body,
        })
      ).status,
    ).toBe(404);
    expect((await pickOf(handle.db, created.groupUserId, open))!.pick).toEqual(score(2, 1));
  });

  it("on the embedded database, a save that would wait too long is answered 503 error.unavailable with Retry-After at once, and stores nothing; on PostgreSQL it waits for a connection", async () => {
    expect((await put(JSON.stringify({ picks: [{ gameId: open, pick: score(2, 1) }] }))).status).toBe(200);
    const body = JSON.stringify({ picks: [{ gameId: open, pick: score(4, 0) }] });
    // Saves already running hold every place of the embedded database's queue.
    const saves = embeddedSaves(handle.db);
    const limits = saves.limits;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: limits.concurrency }, () => saves.run(() => held));
    saves.configure({ maxWaitMs: 0 });
    try {
      const response = await put(body, { "accept-language": "de" });
      if (handle.kind === "pglite") {
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("1");
        const error = await errorOf(response);
        expect(error.code).toBe("error.unavailable");
        expect(error.message).not.toBe("error.unavailable");
        expect((await pickOf(handle.db, created.groupUserId, open))!.pick).toEqual(score(2, 1));
      } else {
        expect(response.status).toBe(200);
        expect((await pickOf(handle.db, created.groupUserId, open))!.pick).toEqual(score(4, 0));
      }
    } finally {
      release();
      await Promise.all(holders);
      saves.configure(limits);
    }
    // Once the queue is free again, the same save goes through.
    const again = await put(JSON.stringify({ picks: [{ gameId: open, pick: score(2, 1) }] }));
    expect(again.status).toBe(200);
    expect((await pickOf(handle.db, created.groupUserId, open))!.pick).toEqual(score(2, 1));
  });
});
