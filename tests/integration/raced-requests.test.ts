/**
 * The same request arriving several times at once (a double click, a retrying client, an attacker's
 * burst): bonus answers, a group's choice of bonus questions, the admin's answer, push devices and
 * joins of public leagues each end in one row and a consistent state, never a duplicate, a limit
 * passed or a 500. On PostgreSQL the requests really run side by side.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { bonusAnswers, bonusQuestions, groupBonusQuestions, groups, groupUsers, pushSubscriptions } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { FREE_LIMITS } from "@/lib/plus";
import { MAX_PUSH_DEVICES } from "@/lib/push";
import { resetVapidKeysForTests } from "@/server/secrets";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { createPlayer, expectError } from "../support/players";
import { LocalPushService } from "../support/push-service";
import { insertPlayer } from "../factories/players";
import { createCompetitors, createGame, createMatchday, createTournament } from "../factories/tournaments";

const ADMIN = "races.admin@example.com";
const RACE = 8;
const saved = {
  admins: process.env.ADMIN_EMAILS,
  origins: process.env.PUSH_SERVICE_ORIGINS,
  dataDir: process.env.DATA_DIR,
};

let handle: DbHandle;
let admin: TestClient;
let peer: LocalPushService;
let dataDir: string;

beforeAll(async () => {
  handle = await createTestDb();
  peer = new LocalPushService();
  process.env.ADMIN_EMAILS = ADMIN;
  process.env.PUSH_SERVICE_ORIGINS = await peer.start();
  dataDir = mkdtempSync(path.join(tmpdir(), "callit-races-"));
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
  resetVapidKeysForTests();
  admin = await createPlayer(handle, ADMIN, "Admin");
}, 180_000);
afterAll(async () => {
  await peer?.stop();
  for (const [key, value] of [
    ["ADMIN_EMAILS", saved.admins],
    ["PUSH_SERVICE_ORIGINS", saved.origins],
    ["DATA_DIR", saved.dataDir],
  ] as const)
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  resetEnvForTests();
  resetVapidKeysForTests();
  rmSync(dataDir, { recursive: true, force: true });
  await handle?.close();
});

type Created = { groupId: string; invitationCode: string };
type Bonus = { questions: { id: string; key: string | null; points: number; mine: unknown }[] };

const player = (name: string) => createPlayer(handle, `${name}-${randomUUID()}@example.com`, name);
const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

/** None of the answers is a 500, and every one is either the success or a coded refusal. */
function noneFailed(responses: Response[]) {
  expect(responses.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
}

async function cup() {
  const tournament = await createTournament(handle.db, { sport: "football" });
  await createMatchday(handle.db, tournament.slug, 1, "Group stage");
  const [spain, italy, chile] = await createCompetitors(handle.db, tournament.slug, ["Spain", "Italy", "Chile"]);
  await createGame(handle.db, tournament.slug, {
    kickoff: new Date(Date.now() + 48 * 3_600_000).toISOString(),
    homeId: spain!,
    awayId: italy!,
  });
  return { ...tournament, spain: spain!, italy: italy!, chile: chile! };
}

async function group(owner: TestClient, slug: string): Promise<Created> {
  const response = await owner.post("/api/groups", { tournament: slug, name: "Race pool", mode: "expert" });
  expect(response.status).toBe(201);
  return json<Created>(response);
}

async function join(client: TestClient, created: Created, nickname: string) {
  const response = await client.post(`/api/groups/${created.groupId}/join`, {
    invitationCode: created.invitationCode,
    nickname,
  });
  expect(response.status).toBe(200);
}

const choose = (client: TestClient, groupId: string, questions: unknown[]) =>
  client.request("PUT", `/api/groups/${groupId}/bonus`, { questions });
const answer = (client: TestClient, groupId: string, answers: unknown[]) =>
  client.request("PUT", `/api/groups/${groupId}/bonus/answers`, { answers });

async function points(client: TestClient, groupId: string): Promise<Record<string, number>> {
  const response = await client.get(`/api/groups/${groupId}/standings`);
  expect(response.status).toBe(200);
  const rows = await json<{ nickname: string; points: number }[]>(response);
  return Object.fromEntries(rows.map((r) => [r.nickname, r.points]));
}

async function userIdOf(client: TestClient): Promise<string> {
  const response = await client.get("/api/auth/get-session");
  return (await json<{ user: { id: string } }>(response)).user.id;
}

describe("bonus questions, raced", () => {
  it("a member's answer sent many times at once is stored once, as the last one written, and read back as it", async () => {
    const c = await cup();
    const owner = await player("Olga");
    const pia = await player("Pia");
    const g = await group(owner, c.slug);
    await join(pia, g, "Pia");
    const { questions } = await json<Bonus>(await choose(owner, g.groupId, [{ key: "winner", points: 10 }]));
    const winner = questions[0]!;

    // The same answer, many times: one row.
    const same = await times(RACE, () => answer(pia, g.groupId, [{ questionId: winner.id, answer: c.spain }]));
    noneFailed(same);
    expect(same.map((r) => r.status)).toEqual(Array(RACE).fill(200));
    // Different answers at once (a player clicking through the teams): one row, one of them, the one read back.
    const teams = [c.spain, c.italy, c.chile];
    const mixed = await times(RACE, (i) => answer(pia, g.groupId, [{ questionId: winner.id, answer: teams[i % 3] }]));
    noneFailed(mixed);
    expect(mixed.map((r) => r.status)).toEqual(Array(RACE).fill(200));

    const stored = await handle.db
      .select({ answer: bonusAnswers.answer, updatedAt: bonusAnswers.updatedAt })
      .from(bonusAnswers)
      .where(eq(bonusAnswers.questionId, winner.id));
    expect(stored).toHaveLength(1);
    expect(teams).toContain(stored[0]!.answer);
    const read = await json<Bonus>(await pia.get(`/api/groups/${g.groupId}/bonus`));
    expect(read.questions[0]!.mine).toBe(stored[0]!.answer);
  });

  it("an owner's choice sent many times at once, and two groups choosing the same questions in opposite orders, give one question each and no error", async () => {
    const c = await cup();
    const olga = await player("Olga");
    const rui = await player("Rui");
    const a = await group(olga, c.slug);
    const b = await group(rui, c.slug);
    const forward = [
      { key: "winner", points: 10 },
      { key: "runnerUp", points: 5 },
      { key: "topScorer", points: 5 },
    ];
    const backward = [...forward].reverse();
    // Neither group chose yet: every request creates the tournament's suggested questions, in opposite orders.
    const answers = await Promise.all([
      ...Array.from({ length: RACE / 2 }, () => choose(olga, a.groupId, forward)),
      ...Array.from({ length: RACE / 2 }, () => choose(rui, b.groupId, backward)),
    ]);
    noneFailed(answers);
    expect(answers.map((r) => r.status)).toEqual(Array(RACE).fill(200));

    const created = await handle.db
      .select({ key: bonusQuestions.key })
      .from(bonusQuestions)
      .where(eq(bonusQuestions.tournamentId, c.id));
    expect(created.map((q) => q.key).sort()).toEqual(["runnerUp", "topScorer", "winner"]);
    for (const groupId of [a.groupId, b.groupId]) {
      const chosen = await handle.db
        .select({ questionId: groupBonusQuestions.questionId })
        .from(groupBonusQuestions)
        .where(eq(groupBonusQuestions.groupId, groupId));
      expect(chosen).toHaveLength(3);
    }
    const seen = await json<Bonus>(await olga.get(`/api/groups/${a.groupId}/bonus`));
    expect(seen.questions.map((q) => [q.key, q.points])).toEqual([
      ["winner", 10],
      ["runnerUp", 5],
      ["topScorer", 5],
    ]);
  });

  it("the admin's answer set many times at once counts the member's points once in the table", async () => {
    const c = await cup();
    const olga = await player("Olga");
    const pia = await player("Pia");
    const g = await group(olga, c.slug);
    await join(pia, g, "Pia");
    const { questions } = await json<Bonus>(await choose(olga, g.groupId, [{ key: "winner", points: 10 }]));
    const winner = questions[0]!;
    expect((await answer(pia, g.groupId, [{ questionId: winner.id, answer: c.spain }])).status).toBe(200);
    await handle.db.execute(
      sql`update bonus_questions set locks_at = now() - interval '1 second' where id = ${winner.id}`,
    );
    // And the owner choosing the same question again at the same time: still one choice.
    const answers = await Promise.all([
      ...Array.from({ length: RACE }, () =>
        admin.request("PATCH", `/api/admin/bonus/${winner.id}`, { answer: c.spain }),
      ),
      ...Array.from({ length: 3 }, () => choose(olga, g.groupId, [{ key: "winner", points: 10 }])),
    ]);
    noneFailed(answers);
    expect(answers.map((r) => r.status)).toEqual(Array(RACE + 3).fill(200));

    const chosen = await handle.db
      .select({ points: groupBonusQuestions.points })
      .from(groupBonusQuestions)
      .where(eq(groupBonusQuestions.groupId, g.groupId));
    expect(chosen).toEqual([{ points: 10 }]);
    expect(await points(pia, g.groupId)).toMatchObject({ Pia: 10 });
    expect(await points(olga, g.groupId)).toMatchObject({ Pia: 10 });
  });
});

describe("push devices, raced (decision 0051)", () => {
  async function publicKey(client: TestClient): Promise<string> {
    return (await json<{ publicKey: string }>(await client.get("/api/settings/push"))).publicKey;
  }
  const devices = (userId: string) =>
    handle.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));

  it("the same subscription sent many times at once is one device; two devices at once are two", async () => {
    const ada = await player("Ada");
    const key = await publicKey(ada);
    const phone = peer.subscribe(key);
    const laptop = peer.subscribe(key);
    const answers = await Promise.all([
      ...Array.from({ length: RACE }, () => ada.post("/api/settings/push", phone)),
      ...Array.from({ length: RACE }, () => ada.post("/api/settings/push", laptop)),
    ]);
    noneFailed(answers);
    expect(answers.map((r) => r.status)).toEqual(Array(2 * RACE).fill(200));
    expect((await devices(await userIdOf(ada))).map((d) => d.endpoint).sort()).toEqual(
      [phone.endpoint, laptop.endpoint].sort(),
    );
  });

  it("one browser subscribed by two accounts at once ends with one of them, once", async () => {
    const [bo, cy] = await Promise.all([player("Bo"), player("Cy")]);
    const shared = peer.subscribe(await publicKey(bo));
    const answers = await Promise.all(
      Array.from({ length: RACE }, (_, i) => (i % 2 ? bo : cy).post("/api/settings/push", shared)),
    );
    noneFailed(answers);
    const rows = await handle.db
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, shared.endpoint));
    expect(rows).toHaveLength(1);
  });

  it("many new devices at once never pass the limit of devices per player", async () => {
    const dee = await player("Dee");
    const key = await publicKey(dee);
    for (let i = 0; i < MAX_PUSH_DEVICES - 2; i++)
      expect((await dee.post("/api/settings/push", peer.subscribe(key))).status).toBe(200);
    const answers = await times(RACE, () => dee.post("/api/settings/push", peer.subscribe(key)));
    noneFailed(answers);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(2);
    for (const refused of answers.filter((r) => r.status !== 200))
      await expectError(refused, 409, "error.push.tooMany");
    expect(await devices(await userIdOf(dee))).toHaveLength(MAX_PUSH_DEVICES);
  });
});

describe("public leagues, raced (decision 0048)", () => {
  async function league(slug: string): Promise<Created> {
    const owner = await player("Owner");
    const created = await group(owner, slug);
    const response = await owner.post("/api/game/settings-update", { groupId: created.groupId, public: true });
    expect(response.status).toBe(200);
    return created;
  }
  const membershipsOf = async (client: TestClient, groupId?: string) =>
    handle.db
      .select({ groupId: groupUsers.groupId })
      .from(groupUsers)
      .where(
        and(
          eq(groupUsers.userId, await userIdOf(client)),
          isNull(groupUsers.leftAt),
          groupId ? eq(groupUsers.groupId, groupId) : undefined,
        ),
      );

  it("the same join sent many times at once is one membership, also back after leaving", async () => {
    const c = await cup();
    const l = await league(c.slug);
    const eve = await player("Eve");
    const answers = await times(RACE, () => eve.post(`/api/groups/${l.groupId}/join`, {}));
    noneFailed(answers);
    expect(answers.map((r) => r.status)).toEqual(Array(RACE).fill(200));
    const ids = new Set(
      await Promise.all(answers.map(async (r) => (await json<{ groupUserId: string }>(r)).groupUserId)),
    );
    expect(ids.size).toBe(1);
    expect(await membershipsOf(eve, l.groupId)).toHaveLength(1);

    await handle.db.update(groupUsers).set({ leftAt: new Date() }).where(eq(groupUsers.groupId, l.groupId));
    const again = await times(RACE, () => eve.post(`/api/groups/${l.groupId}/join`, {}));
    noneFailed(again);
    expect(again.map((r) => r.status)).toEqual(Array(RACE).fill(200));
    expect(await membershipsOf(eve, l.groupId)).toHaveLength(1);
  });

  it("a free player joining several public leagues at once is in each once (no limit counts a player's memberships)", async () => {
    const c = await cup();
    const leagues = await times(3, () => league(c.slug));
    const fay = await player("Fay");
    const answers = await Promise.all(
      leagues.flatMap((l) => Array.from({ length: 3 }, () => fay.post(`/api/groups/${l.groupId}/join`, {}))),
    );
    noneFailed(answers);
    expect(answers.map((r) => r.status)).toEqual(Array(9).fill(200));
    expect((await membershipsOf(fay)).map((m) => m.groupId).sort()).toEqual(leagues.map((l) => l.groupId).sort());
  });

  it("players rushing into a nearly full public league never take it past the free size", async () => {
    const c = await cup();
    const l = await league(c.slug);
    // The owner and 47 more: two places left.
    const fillers = await times(FREE_LIMITS.membersPerGroup - 3, (i) =>
      insertPlayer(handle.db, `filler-${i}-${randomUUID()}@example.com`, `Filler ${i}`),
    );
    await handle.db
      .insert(groupUsers)
      .values(fillers.map((p, i) => ({ groupId: l.groupId, userId: p.user.id, nickname: `Filler ${i}` })));
    const rush = await times(RACE, (i) => player(`Rush${i}`));
    const answers = await Promise.all(rush.map((p) => p.post(`/api/groups/${l.groupId}/join`, {})));
    noneFailed(answers);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(2);
    for (const refused of answers.filter((r) => r.status !== 200)) await expectError(refused, 409, "error.group.full");
    const members = await handle.db
      .select({ id: groupUsers.id })
      .from(groupUsers)
      .where(and(eq(groupUsers.groupId, l.groupId), isNull(groupUsers.leftAt)));
    expect(members).toHaveLength(FREE_LIMITS.membersPerGroup);
  });
});

describe("who is in a group, raced with a hand-over", () => {
  type Scene = { bob: TestClient; cid: TestClient; groupId: string; bobsRow: string };

  /**
   * Ann (owner) hands her group over to Bob in a transaction that is still open when `change` is
   * sent; `change` must wait for it and then judge Bob as the owner he has become. On PostgreSQL the
   * hand-over commits only once `change` is seen waiting for a lock; on PGlite (one connection)
   * `change` runs after it. Cid is a group admin.
   */
  async function duringHandOverToBob(change: (scene: Scene) => Promise<Response>) {
    const c = await cup();
    const ann = await player("Ann");
    const { groupId, invitationCode } = await group(ann, c.slug);
    const [bob, cid] = [await player("Bob"), await player("Cid")];
    await join(bob, { groupId, invitationCode }, "Bob");
    await join(cid, { groupId, invitationCode }, "Cid");
    const rowOf = async (client: TestClient) =>
      (
        await handle.db
          .select()
          .from(groupUsers)
          .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, await userIdOf(client))))
      )[0]!;
    const [annsRow, bobsRow, cidsRow] = [await rowOf(ann), await rowOf(bob), await rowOf(cid)];
    await handle.db.update(groupUsers).set({ role: "admin" }).where(eq(groupUsers.id, cidsRow.id));

    let answer: Promise<Response> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).for("update");
      await tx.update(groupUsers).set({ role: "member" }).where(eq(groupUsers.id, annsRow.id));
      await tx.update(groups).set({ ownerId: bobsRow.userId }).where(eq(groups.id, groupId));
      await tx.update(groupUsers).set({ role: "owner" }).where(eq(groupUsers.id, bobsRow.id));
      answer = change({ bob, cid, groupId, bobsRow: bobsRow.id });
      if (handle.kind === "postgres") await waitForLockWaiter();
    });
    const response = await answer!;
    return { response, bobNow: await rowOf(bob) };
  }

  /** Until another connection waits for a lock (the one the open transaction holds). */
  async function waitForLockWaiter() {
    for (;;) {
      const { rows } = (await handle.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
      )) as unknown as { rows: { n: number }[] };
      if (rows[0]!.n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it("a manager removing the member a hand-over is making owner is refused, and the new owner stays", async () => {
    const { response, bobNow } = await duringHandOverToBob(({ cid, groupId, bobsRow }) =>
      cid.request("DELETE", `/api/groups/${groupId}/members/${bobsRow}`),
    );
    await expectError(response, 403, "error.forbidden");
    expect(bobNow).toMatchObject({ role: "owner", leftAt: null });
  });

  it("a group admin removed at that moment cannot save the group's settings", async () => {
    const c = await cup();
    const ann = await player("Ann");
    const created = await group(ann, c.slug);
    const dan = await player("Dan");
    await join(dan, created, "Dan");
    const dansRow = and(eq(groupUsers.groupId, created.groupId), eq(groupUsers.userId, await userIdOf(dan)));
    await handle.db.update(groupUsers).set({ role: "admin" }).where(dansRow);

    let answer: Promise<Response> | undefined;
    await handle.db.transaction(async (tx) => {
      // Ann removes Dan: her removal holds the group's row until it commits.
      await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, created.groupId)).for("update");
      await tx.update(groupUsers).set({ leftAt: new Date() }).where(dansRow);
      answer = dan.post("/api/game/settings-update", { groupId: created.groupId, name: "Dan's now" });
      if (handle.kind === "postgres") await waitForLockWaiter();
    });
    // Removed by the time the group's row was his to hold: told so, and nothing saved.
    await expectError(await answer!, 403, "error.group.noLongerMember");
    const [after] = await handle.db.select({ name: groups.name }).from(groups).where(eq(groups.id, created.groupId));
    expect(after?.name).toBe("Race pool");
  });

  it("the member a hand-over is making owner, leaving at that moment, is told an owner cannot leave", async () => {
    const { response, bobNow } = await duringHandOverToBob(({ bob, groupId }) =>
      bob.post(`/api/groups/${groupId}/leave`, {}),
    );
    await expectError(response, 409, "error.group.ownerCannotLeave");
    expect(bobNow).toMatchObject({ role: "owner", leftAt: null });
  });
});
