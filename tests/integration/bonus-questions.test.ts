/**
 * Bonus questions and stage multipliers (issue 14 points 1 and 2, decision 0049): an owner
 * chooses questions and points, members answer until the question locks (at its boundary, on the
 * database clock), nobody sees another's answer before, the admin sets the answers (only after
 * the lock) or the final's result does, the points join the table and a correction replaces them;
 * a rule set's stage and matchday weights multiply the points of a game.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { bonusQuestions, tournaments, user } from "@/db/schema";
import { nameKey } from "@/lib/bonus";
import { resetEnvForTests } from "@/lib/env";
import { isBonusLocked, isNewBonusLocked } from "@/server/groups/lock";
import { getPickSheet } from "@/server/picks/pick-sheet";
import { TestClient, json } from "../support/client";
import { buyPlus } from "../support/plus";
import { createPlayer, expectError } from "../support/players";
import { createTestDb } from "../support/db";
import {
  createCompetitors,
  createGame,
  createMatchday,
  createTournament,
  hoursFromNow,
} from "../factories/tournaments";

const ADMIN = "bonus.admin@example.com";
const SECOND = 1000;

let handle: DbHandle;
let admin: TestClient;
let olga: TestClient;
let pia: TestClient;
let rui: TestClient;

beforeAll(async () => {
  process.env.ADMIN_EMAILS = ADMIN;
  resetEnvForTests();
  handle = await createTestDb();
  admin = await createPlayer(handle, ADMIN, "Admin");
  olga = await createPlayer(handle, "olga.bonus@example.com", "Olga");
  pia = await createPlayer(handle, "pia.bonus@example.com", "Pia");
  rui = await createPlayer(handle, "rui.bonus@example.com", "Rui");
}, 180_000);
afterAll(async () => handle?.close());

type Created = { groupId: string; invitationCode: string };
type Question = {
  id: string;
  key: string | null;
  locked: boolean;
  lockAt: string | null;
  points: number;
  mine: unknown;
  myPoints: number | null;
  answer: unknown;
  answers: { nickname: string; answer: unknown; correct: boolean | null }[];
};
type Bonus = {
  manager: boolean;
  questions: Question[];
  options: { key: string | null; questionId?: string; chosen: boolean; locked: boolean }[];
};
type Row = { nickname: string; points: number; rank: number };

/** A football tournament, its teams and a first game `firstLockIn` ms from now (its own lock). */
async function cup(firstLockIn = 48 * 3_600_000) {
  const tournament = await createTournament(handle.db, { sport: "football" });
  await createMatchday(handle.db, tournament.slug, 1, "Group stage");
  await createMatchday(handle.db, tournament.slug, 2, "Final");
  const [spain, italy, other] = await createCompetitors(handle.db, tournament.slug, ["Spain", "Italy", "Chile"]);
  const first = new Date(Math.floor((Date.now() + firstLockIn) / SECOND) * SECOND);
  const game = await createGame(handle.db, tournament.slug, {
    kickoff: first.toISOString(),
    homeId: spain!,
    awayId: italy!,
  });
  return { ...tournament, spain: spain!, italy: italy!, other: other!, first, game };
}

async function group(owner: TestClient, slug: string, extra: Record<string, unknown> = {}): Promise<Created> {
  const response = await owner.post("/api/groups", { tournament: slug, name: "Bonus pool", mode: "expert", ...extra });
  expect(response.status).toBe(201);
  return json<Created>(response);
}

async function join(client: TestClient, created: Created, nickname: string) {
  expect(
    (await client.post(`/api/groups/${created.groupId}/join`, { invitationCode: created.invitationCode, nickname }))
      .status,
  ).toBe(200);
}

async function bonusOf(client: TestClient, groupId: string): Promise<Bonus> {
  const response = await client.get(`/api/groups/${groupId}/bonus`);
  expect(response.status).toBe(200);
  return json<Bonus>(response);
}

const choose = (client: TestClient, groupId: string, questions: unknown[]) =>
  client.request("PUT", `/api/groups/${groupId}/bonus`, { questions });
const answer = (client: TestClient, groupId: string, answers: unknown[]) =>
  client.request("PUT", `/api/groups/${groupId}/bonus/answers`, { answers });
const setAnswer = (questionId: string, body: Record<string, unknown>) =>
  admin.request("PATCH", `/api/admin/bonus/${questionId}`, body);

async function table(client: TestClient, groupId: string): Promise<Record<string, number>> {
  const response = await client.get(`/api/groups/${groupId}/standings`);
  expect(response.status).toBe(200);
  return Object.fromEntries((await json<Row[]>(response)).map((r) => [r.nickname, r.points]));
}

/** The question's lock passes: the database clock's now is after it (its own lock moved to a second ago). */
async function lockNow(questionId: string) {
  await handle.db.execute(
    sql`update bonus_questions set locks_at = now() - interval '1 second' where id = ${questionId}`,
  );
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await handle.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

async function lockedAt(questionId: string, at: Date) {
  const [row] = await handle.db
    .select({ locked: isBonusLocked(sql`${at.toISOString()}::timestamptz`) })
    .from(bonusQuestions)
    .where(eq(bonusQuestions.id, questionId));
  return row!.locked;
}

describe("bonus questions", () => {
  it("an owner chooses the suggested questions and their points; a member cannot; a question of another sport is refused", async () => {
    const c = await cup();
    const g = await group(olga, c.slug);
    await join(pia, g, "Pia");
    const before = await bonusOf(olga, g.groupId);
    expect(before.manager).toBe(true);
    expect(before.options.map((o) => o.key)).toEqual(["winner", "runnerUp", "topScorer"]);
    expect((await bonusOf(pia, g.groupId)).options).toEqual([]);

    const saved = await choose(olga, g.groupId, [
      { key: "winner", points: 10 },
      { key: "topScorer", points: 5 },
    ]);
    expect(saved.status).toBe(200);
    expect((await json<Bonus>(saved)).questions.map((q) => [q.key, q.points])).toEqual([
      ["winner", 10],
      ["topScorer", 5],
    ]);

    await expectError(await choose(pia, g.groupId, [{ key: "winner", points: 50 }]), 403, "error.forbidden");
    const wrongSport = await expectError(
      await choose(olga, g.groupId, [{ key: "champion", points: 5 }]),
      400,
      "error.validation.invalid",
    );
    expect(wrongSport.formField).toBe("questions.0.key");
    await expectError(await choose(olga, g.groupId, [{ key: "winner", points: 51 }]), 400, "error.validation.invalid");
    await expectError(await rui.get(`/api/groups/${g.groupId}/bonus`), 404, "error.notFound");
  });

  it("locks at the tournament's first lock by default, exactly at it, on the database clock", async () => {
    const c = await cup();
    const g = await group(olga, c.slug);
    const { questions } = await json<Bonus>(await choose(olga, g.groupId, [{ key: "winner", points: 10 }]));
    const q = questions[0]!;
    expect(q.lockAt).toBe(c.first.toISOString());
    expect(q.locked).toBe(false);
    expect(await Promise.all([-SECOND, 0, SECOND].map((d) => lockedAt(q.id, new Date(c.first.getTime() + d))))).toEqual(
      [false, true, true],
    );

    // Its own lock, set by the admin (never in the past), then the boundary is there.
    const own = new Date(Math.floor((Date.now() + 3_600_000) / SECOND) * SECOND);
    expect((await setAnswer(q.id, { locksAt: own.toISOString() })).status).toBe(200);
    expect(await Promise.all([-SECOND, 0, SECOND].map((d) => lockedAt(q.id, new Date(own.getTime() + d))))).toEqual([
      false,
      true,
      true,
    ]);
    await expectError(await setAnswer(q.id, { locksAt: hoursFromNow(-1) }), 400, "error.bonus.lockInPast");
  });

  it("once the tournament's first game has locked, a question it has not asked yet is offered locked and cannot be added", async () => {
    // Open before the first lock: every suggestion can be chosen.
    const ahead = await cup();
    const early = await group(olga, ahead.slug);
    expect((await bonusOf(olga, early.groupId)).options.map((o) => o.locked)).toEqual([false, false, false]);

    // A group made after the tournament's first game locked (no group asked any question before it).
    const c = await cup(-60 * SECOND);
    const g = await group(olga, c.slug);
    const { options } = await bonusOf(olga, g.groupId);
    expect(options.map((o) => [o.key, o.locked])).toEqual([
      ["winner", true],
      ["runnerUp", true],
      ["topScorer", true],
    ]);
    await expectError(await choose(olga, g.groupId, [{ key: "winner", points: 10 }]), 409, "error.bonus.locked");
    expect((await bonusOf(olga, g.groupId)).questions).toEqual([]);

    // The boundary is the first lock itself, on the database clock, as for a question asked before it.
    const at = async (d: number) => {
      const when = sql`${new Date(c.first.getTime() + d).toISOString()}::timestamptz`;
      const result = await handle.db.execute(sql`select ${isNewBonusLocked(c.id, when)} as locked`);
      return Boolean((result as unknown as { rows: { locked: unknown }[] }).rows[0]!.locked);
    };
    expect(await Promise.all([-SECOND, 0, SECOND].map(at))).toEqual([false, true, true]);
  });

  it("members answer until the lock, see only their own before it and everyone's after; late answers and points changes are refused", async () => {
    const c = await cup();
    const g = await group(olga, c.slug);
    await join(pia, g, "Pia");
    const { questions } = await json<Bonus>(
      await choose(olga, g.groupId, [
        { key: "winner", points: 10 },
        { key: "topScorer", points: 5 },
      ]),
    );
    const [winner, scorer] = questions as [Question, Question];

    expect(
      (
        await answer(pia, g.groupId, [
          { questionId: winner.id, answer: c.spain },
          { questionId: scorer.id, answer: "  harry KANE " },
        ])
      ).status,
    ).toBe(200);
    expect(
      (
        await answer(olga, g.groupId, [
          { questionId: winner.id, answer: c.italy },
          { questionId: scorer.id, answer: "Harry Kane" },
        ])
      ).status,
    ).toBe(200);
    // Answers in the question's kind, a competitor of this tournament only.
    const wrong = await expectError(
      await answer(olga, g.groupId, [{ questionId: winner.id, answer: 3 }]),
      400,
      "error.bonus.invalidAnswer",
    );
    expect(wrong.formField).toBe(winner.id);
    expect(wrong.message).toBe("This answer does not fit the question.");
    await expectError(
      await answer(olga, g.groupId, [{ questionId: winner.id, answer: crypto.randomUUID() }]),
      400,
      "error.bonus.invalidAnswer",
    );

    // Hidden before the lock: my answer only.
    const seenByOlga = await bonusOf(olga, g.groupId);
    expect(seenByOlga.questions.map((q) => [q.mine, q.answers])).toEqual([
      [c.italy, []],
      ["Harry Kane", []],
    ]);
    // No right answer before the lock.
    await expectError(await setAnswer(winner.id, { answer: c.spain }), 409, "error.bonus.notLocked");

    await lockNow(winner.id);
    await lockNow(scorer.id);
    const late = await expectError(
      await answer(pia, g.groupId, [{ questionId: winner.id, answer: c.italy }]),
      409,
      "error.bonus.locked",
    );
    expect(late.formField).toBe(winner.id);
    await expectError(
      await choose(olga, g.groupId, [
        { questionId: winner.id, points: 20 },
        { questionId: scorer.id, points: 5 },
      ]),
      409,
      "error.bonus.locked",
    );
    await expectError(
      await choose(olga, g.groupId, [{ questionId: winner.id, points: 10 }]),
      409,
      "error.bonus.locked",
    );
    // The same choice again is no change.
    expect(
      (
        await choose(olga, g.groupId, [
          { questionId: winner.id, points: 10 },
          { questionId: scorer.id, points: 5 },
        ])
      ).status,
    ).toBe(200);

    const after = await bonusOf(olga, g.groupId);
    expect(after.questions[0]!.answers.map((a) => [a.nickname, a.answer])).toEqual([
      ["Olga", c.italy],
      ["Pia", c.spain],
    ]);
  });

  it("the admin's answers put the points in the table, a correction replaces them, names match without case", async () => {
    const c = await cup();
    const g = await group(olga, c.slug);
    await join(pia, g, "Pia");
    const { questions } = await json<Bonus>(
      await choose(olga, g.groupId, [
        { key: "winner", points: 10 },
        { key: "topScorer", points: 5 },
      ]),
    );
    const [winner, scorer] = questions as [Question, Question];
    await answer(pia, g.groupId, [
      { questionId: winner.id, answer: c.spain },
      { questionId: scorer.id, answer: "  harry KANE " },
    ]);
    await answer(olga, g.groupId, [
      { questionId: winner.id, answer: c.italy },
      { questionId: scorer.id, answer: "Harry Kane" },
    ]);
    await lockNow(winner.id);
    await lockNow(scorer.id);
    expect(await table(pia, g.groupId)).toEqual({ Olga: 0, Pia: 0 });

    // Players are not admins.
    await expectError(
      await pia.request("PATCH", `/api/admin/bonus/${winner.id}`, { answer: c.spain }),
      403,
      "error.forbidden",
    );
    expect((await setAnswer(winner.id, { answer: c.spain })).status).toBe(200);
    expect((await setAnswer(scorer.id, { answer: "Harry Kane" })).status).toBe(200);
    expect(await table(pia, g.groupId)).toEqual({ Olga: 5, Pia: 15 });
    const mine = await bonusOf(pia, g.groupId);
    expect(mine.questions.map((q) => [q.answer, q.myPoints])).toEqual([
      [c.spain, 10],
      ["Harry Kane", 5],
    ]);

    // A correction replaces the points; clearing takes them away.
    expect((await setAnswer(winner.id, { answer: c.italy })).status).toBe(200);
    expect(await table(pia, g.groupId)).toEqual({ Olga: 15, Pia: 5 });
    expect((await setAnswer(winner.id, { answer: null })).status).toBe(200);
    expect(await table(olga, g.groupId)).toEqual({ Olga: 5, Pia: 5 });
    await expectError(
      await setAnswer(winner.id, { answer: "00000000-0000-4000-8000-000000000000" }),
      400,
      "error.bonus.invalidAnswer",
    );
  });

  it("names match without accents, case, typographic variants and extra spaces (decision 0061), in the table and beside each answer", async () => {
    const c = await cup();
    const own = await admin.post(`/api/admin/tournaments/${c.slug}/bonus`, { kind: "name", text: "Best player?" });
    expect(own.status).toBe(201);
    const { id: best } = await json<{ id: string }>(own);
    const g = await group(olga, c.slug);
    await join(pia, g, "Pia");
    await join(rui, g, "Rui");
    const { questions } = await json<Bonus>(
      await choose(olga, g.groupId, [
        { key: "topScorer", points: 5 },
        { questionId: best, points: 3 },
      ]),
    );
    const scorer = questions.find((q) => q.key === "topScorer")!;
    const ok = async (client: TestClient, top: string, player: string) =>
      expect(
        (
          await answer(client, g.groupId, [
            { questionId: scorer.id, answer: top },
            { questionId: best, answer: player },
          ])
        ).status,
      ).toBe(200);
    await ok(pia, "kylian  mbappe", "martin odegaard");
    await ok(rui, " KYLIAN\tMBAPPÉ ", "Martin Oedegaard");
    await ok(olga, "Kylian Mbappé Lottin", "MARTIN ØDEGAARD");
    await lockNow(scorer.id);
    await lockNow(best);
    expect((await setAnswer(scorer.id, { answer: "Kylian Mbappé" })).status).toBe(200);
    expect((await setAnswer(best, { answer: "Martin Ødegaard" })).status).toBe(200);
    expect(await table(pia, g.groupId)).toEqual({ Olga: 3, Pia: 8, Rui: 5 });
    const seen = await bonusOf(rui, g.groupId);
    expect(
      seen.questions.map((q) => [q.key ?? "best", Object.fromEntries(q.answers.map((a) => [a.nickname, a.correct]))]),
    ).toEqual([
      ["topScorer", { Olga: false, Pia: true, Rui: true }],
      ["best", { Olga: true, Pia: true, Rui: false }],
    ]);

    // A correction is compared by its key too: written plainly, the same members are right.
    expect((await setAnswer(best, { answer: "martin odegaard" })).status).toBe(200);
    expect((await setAnswer(scorer.id, { answer: "Kylian Mbappe Lottin" })).status).toBe(200);
    expect(await table(pia, g.groupId)).toEqual({ Olga: 8, Pia: 3, Rui: 0 });
  });

  it("the migration's backfill gives the answers written before it the key nameKey gives", async () => {
    const c = await cup();
    const names = [
      "Kylian Mbappé",
      "  kylian   MBAPPE ",
      "Martin Ødegaard",
      "Kevin Großkreutz",
      "Thomas Müller",
      "Łukasz Piszczek",
      "Hákon Arnar Haraldsson",
      "Luka Modrić",
      "Dušan Vlahović",
      "Çağlar Söyüncü",
      "Jérôme Boateng",
      "N’Golo Kanté",
      "Æsir Þórsson",
      "Ali Dæi",
      "Pierre-Emerick Aubameyang",
      "Ǆemal Ĳsselmeer",
    ];
    const tournamentId = c.id;
    for (const name of names)
      await handle.db.insert(bonusQuestions).values({ tournamentId, kind: "name", text: name, answer: name });
    const migration = readFileSync(path.join(process.cwd(), "src/db/migrations/0025_bonus-name-keys.sql"), "utf8");
    const backfill = migration
      .split("--> statement-breakpoint")
      .map((statement) => statement.replace(/^--.*$/gm, "").trim())
      .filter((statement) => statement.startsWith("UPDATE"));
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await handle.db.execute(sql.raw(statement));
    const rows = await handle.db
      .select({ answer: bonusQuestions.answer, key: bonusQuestions.answerKey })
      .from(bonusQuestions)
      .where(eq(bonusQuestions.tournamentId, tournamentId));
    expect(rows.map((r) => r.key)).toEqual(rows.map((r) => nameKey(r.answer as string)));
    expect(new Set(rows.map((r) => r.key)).size).toBe(names.length - 1);
  });

  it("the final's result answers the winner and runner-up questions, never over the admin's answer, and a move of the first game keeps the lock", async () => {
    const c = await cup(2 * 3_600_000);
    const g = await group(olga, c.slug);
    await join(pia, g, "Pia");
    const { questions } = await json<Bonus>(
      await choose(olga, g.groupId, [
        { key: "winner", points: 10 },
        { key: "runnerUp", points: 4 },
      ]),
    );
    const [winner, runnerUp] = questions as [Question, Question];
    await answer(pia, g.groupId, [
      { questionId: winner.id, answer: c.italy },
      { questionId: runnerUp.id, answer: c.spain },
    ]);
    await answer(olga, g.groupId, [
      { questionId: winner.id, answer: c.spain },
      { questionId: runnerUp.id, answer: c.spain },
    ]);

    // The first game kicks off earlier (an admin's move): the questions lock with it. Moved later once locked, they stay locked.
    const past = hoursFromNow(-3);
    expect((await admin.request("PATCH", `/api/admin/games/${c.game}`, { kickoff: past })).status).toBe(200);
    expect((await bonusOf(pia, g.groupId)).questions.every((q) => q.locked)).toBe(true);
    expect((await admin.request("PATCH", `/api/admin/games/${c.game}`, { kickoff: hoursFromNow(5) })).status).toBe(200);
    expect((await bonusOf(pia, g.groupId)).questions.every((q) => q.locked)).toBe(true);
    await expectError(
      await answer(pia, g.groupId, [{ questionId: winner.id, answer: c.spain }]),
      409,
      "error.bonus.locked",
    );

    const final = await createGame(handle.db, c.slug, {
      matchday: 2,
      kickoff: hoursFromNow(-1),
      homeId: c.spain,
      awayId: c.italy,
      knockout: true,
      stage: "final",
    });
    // 1–1 after extra time, Italy on penalties.
    const result = await admin.request("PUT", `/api/admin/games/${final}/result`, {
      status: "finished",
      result: { home: 1, away: 1, extraTime: { home: 1, away: 1 }, penalties: { home: 3, away: 4 } },
    });
    expect(result.status).toBe(200);
    const settled = await json<{ id: string; answer: unknown; answerSource: string | null }[]>(
      await admin.get(`/api/admin/tournaments/${c.slug}/bonus`),
    );
    expect(settled.map((q) => [q.answer, q.answerSource])).toEqual([
      [c.italy, "result"],
      [c.spain, "result"],
    ]);
    expect(await table(olga, g.groupId)).toEqual({ Pia: 14, Olga: 4 });

    // The admin's answer stands over a corrected result.
    expect((await setAnswer(winner.id, { answer: c.spain })).status).toBe(200);
    await admin.request("PUT", `/api/admin/games/${final}/result`, {
      status: "finished",
      result: { home: 0, away: 2 },
    });
    const after = await json<{ answer: unknown; answerSource: string | null }[]>(
      await admin.get(`/api/admin/tournaments/${c.slug}/bonus`),
    );
    expect(after.map((q) => [q.answer, q.answerSource])).toEqual([
      [c.spain, "admin"],
      [c.spain, "result"],
    ]);
    expect(await table(olga, g.groupId)).toEqual({ Olga: 14, Pia: 4 });
  });

  it("the admin adds a question of the tournament's own (a number) that groups then choose", async () => {
    const c = await cup();
    const created = await admin.post(`/api/admin/tournaments/${c.slug}/bonus`, {
      kind: "number",
      text: "How many goals in the final?",
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: string }>(created);
    await expectError(
      await pia.post(`/api/admin/tournaments/${c.slug}/bonus`, { kind: "number", text: "Mine?" }),
      403,
      "error.forbidden",
    );
    await expectError(
      await admin.post(`/api/admin/tournaments/${c.slug}/bonus`, { kind: "colour", text: "Which?" }),
      400,
      "error.validation.invalid",
    );
    const g = await group(olga, c.slug);
    expect((await bonusOf(olga, g.groupId)).options.some((o) => o.questionId === id)).toBe(true);
    expect((await choose(olga, g.groupId, [{ questionId: id, points: 3 }])).status).toBe(200);
    await expectError(
      await answer(olga, g.groupId, [{ questionId: id, answer: "three" }]),
      400,
      "error.bonus.invalidAnswer",
    );
    expect((await answer(olga, g.groupId, [{ questionId: id, answer: 3 }])).status).toBe(200);
    await lockNow(id);
    expect((await setAnswer(id, { answer: 3 })).status).toBe(200);
    expect(await table(olga, g.groupId)).toEqual({ Olga: 3 });
    const [{ scored }] = (await handle.db
      .select({ scored: tournaments.scoredVersion })
      .from(tournaments)
      .where(eq(tournaments.slug, c.slug))) as [{ scored: number }];
    expect(scored).toBeGreaterThan(0);
  });
});

describe("stage and matchday multipliers", () => {
  it("multiply a game's points by its stage's weight, else its matchday's, rounded half up; a correction replaces them", async () => {
    const c = await cup(-2 * 3_600_000);
    await buyPlus(olga, c.slug);
    const weighted = await group(olga, c.slug, {
      scoring: { multipliers: { stages: { final: 3 }, matchdays: { "2": 1.5 } } },
    });
    const plain = await group(olga, c.slug, { name: "Plain" });
    await join(pia, weighted, "Pia");
    await join(pia, plain, "Pia");
    const final = await createGame(handle.db, c.slug, {
      matchday: 2,
      kickoff: hoursFromNow(1),
      homeId: c.spain,
      awayId: c.italy,
      knockout: true,
      stage: "final",
    });
    const playoff = await createGame(handle.db, c.slug, {
      matchday: 2,
      kickoff: hoursFromNow(1),
      homeId: c.spain,
      awayId: c.other,
      knockout: true,
      stage: "third-place",
    });
    for (const g of [weighted, plain]) {
      // Olga: the exact score of the final (4) and the playoff's goal difference (3); Pia: the final's outcome (2).
      const saved = await olga.request("PUT", `/api/groups/${g.groupId}/picks`, {
        picks: [
          { gameId: final, pick: { home: 2, away: 1 } },
          { gameId: playoff, pick: { home: 1, away: 0 } },
        ],
      });
      expect((await json<{ saved: unknown[] }>(saved)).saved).toHaveLength(2);
      await pia.request("PUT", `/api/groups/${g.groupId}/picks`, {
        picks: [{ gameId: final, pick: { home: 2, away: 0 } }],
      });
    }
    // The pick sheet shows the weight beside each game.
    const sheet = await getPickSheet(handle.db, await userIdOf("olga.bonus@example.com"), weighted.groupId);
    const weights = Object.fromEntries(sheet.matchdays.flatMap((m) => m.games.map((g) => [g.game.id, g.multiplier])));
    expect(weights).toEqual({ [c.game]: 1, [final]: 3, [playoff]: 1.5 });

    await handle.db.execute(
      sql`update games set kickoff = now() - interval '1 hour', locks_at = now() - interval '1 hour' where id in (${final}, ${playoff})`,
    );
    await admin.request("PUT", `/api/admin/games/${final}/result`, {
      status: "finished",
      result: { home: 2, away: 1 },
    });
    await admin.request("PUT", `/api/admin/games/${playoff}/result`, {
      status: "finished",
      result: { home: 2, away: 1 },
    });
    // 4×3 + 3×1.5 (4.5, rounded up) and 2×3 against 4 + 3 and 2.
    expect(await table(olga, weighted.groupId)).toEqual({ Olga: 17, Pia: 6 });
    expect(await table(olga, plain.groupId)).toEqual({ Olga: 7, Pia: 2 });

    // A corrected final replaces its weighted points.
    await admin.request("PUT", `/api/admin/games/${final}/result`, {
      status: "finished",
      result: { home: 2, away: 0 },
    });
    expect(await table(olga, weighted.groupId)).toEqual({ Pia: 12, Olga: 11 });
  });

  it("refuses weights outside ×1 to ×5 in halves", async () => {
    const c = await cup();
    await buyPlus(pia, c.slug);
    for (const multipliers of [
      { stages: { final: 7 } },
      { stages: { final: 1.25 } },
      { matchdays: { first: 2 } },
      { matchdays: { "1": 0.5 } },
    ]) {
      const response = await pia.post("/api/groups", {
        tournament: c.slug,
        name: "Heavy",
        mode: "expert",
        scoring: { multipliers },
      });
      await expectError(response, 400, "error.group.scoringInvalid");
    }
  });
});
