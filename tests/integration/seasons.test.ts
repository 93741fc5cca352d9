/**
 * Seasons (issue 14 point 6, decision 0053): an owner continues a group into the next tournament
 * of the same competition with its members and settings (not who had left, no picks), once, the
 * free limits of the new tournament applying; the all-time table sums each season's stored table.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { bonusQuestions, groups, groupUsers, picks, tournaments, user } from "@/db/schema";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { tournamentLabel } from "@/lib/tournament-label";
import { listMyGroups } from "@/server/groups/queries";
import { getGroupSeasons } from "@/server/groups/seasons";
import { applyImport } from "@/server/tournaments/import/apply-import";
import { parseOpenfootball } from "@/server/tournaments/import/openfootball";
import type { ImportedTournament } from "@/server/tournaments/import/types";
import { processResultEvents } from "@/server/scoring/process-results";
import { json, type TestClient } from "../support/client";
import { createTestDb } from "../support/db";
import { lastMailTo, linkIn, mailsTo } from "../support/mailbox";
import { buyPlus } from "../support/plus";
import { createPlayer, expectError } from "../support/players";
import { insertPlayer } from "../factories/players";
import {
  createCompetitors,
  createGame,
  createMatchday,
  createTournament,
  hoursFromNow,
  setResult,
  uniqueSlug,
} from "../factories/tournaments";

let handle: DbHandle;
let olga: TestClient;
let pia: TestClient;
let rui: TestClient;
let sam: TestClient;

let admin: TestClient;

beforeAll(async () => {
  process.env.ADMIN_EMAILS = "admin.seasons@example.com";
  resetEnvForTests();
  handle = await createTestDb();
  olga = await createPlayer(handle, "olga.seasons@example.com", "Olga");
  pia = await createPlayer(handle, "pia.seasons@example.com", "Pia");
  rui = await createPlayer(handle, "rui.seasons@example.com", "Rui");
  sam = await createPlayer(handle, "sam.seasons@example.com", "Sam");
  admin = await createPlayer(handle, "admin.seasons@example.com", "Admin");
}, 180_000);
afterAll(async () => handle?.close());

type Created = { groupId: string; invitationCode: string };
type Continued = { groupId: string; tournament: string; members: number };
type AllTime = {
  seasons: { slug: string }[];
  rows: { rank: number; nickname: string; points: number; exact: number; tournaments: number; me: boolean }[];
  mine: unknown;
  total: number;
};

const DAY = 24;

/** A season of `competition`: a football tournament starting `startsIn` hours from now with one game then. */
async function season(competition: string, startsIn: number, extra: Record<string, unknown> = {}) {
  const slug = uniqueSlug("league");
  await createTournament(handle.db, { slug, competition, startsAt: hoursFromNow(startsIn), ...extra });
  await createMatchday(handle.db, slug, 1);
  const [home, away] = await createCompetitors(handle.db, slug, ["Home", "Away"]);
  const kickoff = hoursFromNow(Math.max(startsIn, 2));
  const gameId = await createGame(handle.db, slug, { kickoff, homeId: home!, awayId: away! });
  return { slug, gameId };
}

async function group(owner: TestClient, slug: string, extra: Record<string, unknown> = {}): Promise<Created> {
  const response = await owner.post("/api/groups", { tournament: slug, name: "Friday club", mode: "expert", ...extra });
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

const pick = (client: TestClient, groupId: string, gameId: string, home: number, away: number) =>
  client.request("PUT", `/api/groups/${groupId}/picks`, { picks: [{ gameId, pick: { home, away } }] });

/** The game was played: kickoff in the past, its result, scored. */
async function play(gameId: string, home: number, away: number) {
  await handle.db.execute(
    sql`update games set kickoff = now() - interval '3 hours', locks_at = now() - interval '3 hours' where id = ${gameId}`,
  );
  await setResult(handle.db, gameId, { status: "finished", result: { home, away } });
  await processResultEvents(handle.db);
}

const continueInto = (client: TestClient, groupId: string, tournament: string) =>
  client.post(`/api/groups/${groupId}/continue`, { tournament });

async function standings(client: TestClient, groupId: string) {
  const response = await client.get(`/api/groups/${groupId}/standings`);
  expect(response.status).toBe(200);
  return json<{ nickname: string; points: number }[]>(response);
}

async function userIdOf(email: string) {
  const [row] = await handle.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

describe("which tournaments are seasons of one competition", () => {
  it("an import keys a tournament by its name without the years; an admin sets, changes or clears the key", async () => {
    const tag = uniqueSlug("ligue");
    const imported = (name: string): ImportedTournament => ({
      sport: "football",
      name,
      competitors: [],
      matchdays: [],
      games: [],
    });
    await applyImport(handle.db, `${tag}-2025`, imported(`${tag} 2024/25`));
    await applyImport(handle.db, `${tag}-2026`, imported(`${tag} 2025/26`));
    const keys = await handle.db
      .select({ slug: tournaments.slug, competition: tournaments.competition })
      .from(tournaments)
      .where(sql`${tournaments.slug} like ${`${tag}-%`}`)
      .orderBy(tournaments.slug);
    expect(keys).toEqual([
      { slug: `${tag}-2025`, competition: tag },
      { slug: `${tag}-2026`, competition: tag },
    ]);

    const created = await admin.post("/api/admin/tournaments", {
      slug: `${tag}-x`,
      sport: "football",
      name: "Friendly 2026",
      competition: "Friendlies",
    });
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({ competition: "friendlies" });
    const renamed = await admin.request("PATCH", `/api/admin/tournaments/${tag}-x`, { competition: tag });
    expect(await json(renamed)).toMatchObject({ competition: tag });
    expect(
      await json(await admin.request("PATCH", `/api/admin/tournaments/${tag}-x`, { competition: null })),
    ).toMatchObject({ competition: null });
    await expectError(
      await admin.request("PATCH", `/api/admin/tournaments/${tag}-x`, { competition: "two words" }),
      400,
      "error.validation.invalid",
    );
    await expectError(
      await olga.request("PATCH", `/api/admin/tournaments/${tag}-x`, { competition: tag }),
      403,
      "error.forbidden",
    );
  });
  it("a hand-made World Cup and an imported one are seasons of one competition, both ways; an admin's key still wins", async () => {
    const tag = uniqueSlug("wc");
    // openfootball's file, as the importer reads it: the competition of its source (decision 0063).
    const openfootball = (name: string, date: string) =>
      parseOpenfootball(
        JSON.stringify({
          name,
          matches: [{ round: "Matchday 1", date, time: "18:00", team1: "Brazil", team2: "Japan" }],
        }),
      );
    await applyImport(handle.db, `${tag}-2026`, openfootball("World Cup 2026", "2099-06-11"));
    const byHand = async (slug: string, name: string, extra: Record<string, unknown> = {}) => {
      const response = await admin.post("/api/admin/tournaments", { slug, sport: "football", name, ...extra });
      expect(response.status).toBe(201);
      return json<{ slug: string; competition: string | null }>(response);
    };
    // The admin's form without a key: the same competition as the import's (decision 0061).
    expect(await byHand(`${tag}-2030`, "World Cup 2030", { startsAt: hoursFromNow(20 * DAY) })).toMatchObject({
      competition: "fifa-world-cup",
    });
    // A key the admin gives wins; a hockey "World Cup" is not FIFA's.
    expect(await byHand(`${tag}-own`, "World Cup 2034", { competition: "club-world-cup" })).toMatchObject({
      competition: "club-world-cup",
    });
    const hockey = await admin.post("/api/admin/tournaments", {
      slug: `${tag}-ice`,
      sport: "hockey",
      name: "World Cup 2028",
    });
    expect(await json(hockey)).toMatchObject({ competition: "world-cup" });

    // From the imported season into the hand-made one.
    const imported = await group(olga, `${tag}-2026`);
    const intoHandMade = await continueInto(olga, imported.groupId, `${tag}-2030`);
    expect(intoHandMade.status).toBe(201);
    expect(await json(intoHandMade)).toMatchObject({ tournament: `${tag}-2030` });
    await expectError(await continueInto(olga, imported.groupId, `${tag}-own`), 409, "error.season.continued");

    // And back: from a hand-made season into an imported one.
    await byHand(`${tag}-2022`, "FIFA World Cup 2022", { startsAt: hoursFromNow(2) });
    await applyImport(handle.db, `${tag}-2038`, openfootball("World Cup 2038", "2099-07-01"));
    const handMade = await group(pia, `${tag}-2022`);
    const intoImported = await continueInto(pia, handMade.groupId, `${tag}-2038`);
    expect(intoImported.status).toBe(201);
    expect(await json(intoImported)).toMatchObject({ tournament: `${tag}-2038` });
    // The admin's own key is a competition of its own: no group continues into it from FIFA's.
    const other = await group(sam, `${tag}-2022`);
    await expectError(await continueInto(sam, other.groupId, `${tag}-own`), 409, "error.season.notNext");
  });
});

describe("continuing a group into the next season", () => {
  it("carries the active members, settings and open bonus choices, not who left nor picks; members see it without an invitation; the all-time table sums the seasons", async () => {
    const competition = uniqueSlug("league");
    const first = await season(competition, 2);
    const g = await group(olga, first.slug, { lockPolicy: { kind: "minutesBefore", minutes: 30 }, nickname: "Olga" });
    await join(pia, g, "Pia");
    await join(rui, g, "Rui");
    const chosen = await olga.request("PUT", `/api/groups/${g.groupId}/bonus`, {
      questions: [
        { key: "winner", points: 12 },
        { key: "topScorer", points: 7 },
      ],
    });
    expect(chosen.status).toBe(200);
    expect((await pick(olga, g.groupId, first.gameId, 2, 1)).status).toBe(200);
    expect((await pick(pia, g.groupId, first.gameId, 1, 0)).status).toBe(200);
    expect((await pick(rui, g.groupId, first.gameId, 2, 1)).status).toBe(200);
    await play(first.gameId, 2, 1);
    expect((await rui.post(`/api/groups/${g.groupId}/leave`, {})).status).toBe(200);

    const next = await season(competition, 10 * DAY);
    // The next season's top scorer question has locked already: it is not carried.
    await handle.db.insert(bonusQuestions).values({
      tournamentId: (await tournamentIdOf(next.slug))!,
      key: "topScorer",
      kind: "name",
      locksAt: new Date(Date.now() - 60_000),
    });
    // Pia reads Callit in German: her notice comes in German (decision 0063).
    await handle.db.update(user).set({ locale: "de" }).where(eq(user.email, "pia.seasons@example.com"));
    const response = await continueInto(olga, g.groupId, next.slug);
    expect(response.status).toBe(201);
    const continued = await json<Continued>(response);
    expect(continued).toMatchObject({ tournament: next.slug, members: 2 });

    // Each member who came along gets a notice with a link to the new group; not the owner, nor who left.
    const notice = await lastMailTo(handle, "pia.seasons@example.com", "seasonContinued");
    expect(notice.subject).toBe(`Friday club geht weiter in Test ${next.slug}`);
    expect(notice.text).toContain("Olga hat deine Gruppe Friday club");
    expect(linkIn(notice.text)).toBe(`${getEnv().PUBLIC_URL.replace(/\/$/, "")}/de/${next.slug}/${continued.groupId}`);
    expect(notice.html).toContain(`/de/${next.slug}/${continued.groupId}`);
    for (const other of ["olga.seasons@example.com", "rui.seasons@example.com"])
      expect((await mailsTo(handle, other)).filter((m) => m.kind === "seasonContinued")).toEqual([]);

    // Pia sees the new group among hers and opens it without an invitation; Rui, who left, is not in it.
    const piaId = await userIdOf("pia.seasons@example.com");
    expect((await listMyGroups(handle.db, piaId)).map((r) => [r.tournamentSlug, r.name])).toContainEqual([
      next.slug,
      "Friday club",
    ]);
    const view = await json<{
      group: { name: string; mode: string; lockPolicy: unknown; public: boolean };
      memberCount: number;
      members: { nickname: string; role: string }[];
    }>(await pia.get(`/api/groups/${continued.groupId}`));
    expect(view.group).toMatchObject({
      name: "Friday club",
      mode: "expert",
      lockPolicy: { kind: "minutesBefore", minutes: 30 },
      public: false,
    });
    expect(view.members.map((m) => [m.nickname, m.role])).toEqual([
      ["Olga", "owner"],
      ["Pia", "member"],
    ]);
    await expectError(await rui.get(`/api/groups/${continued.groupId}`), 404, "error.notFound");
    // No picks came along; the open bonus question did, with its points.
    const carriedPicks = await handle.db
      .select({ id: picks.id })
      .from(picks)
      .innerJoin(groupUsers, eq(groupUsers.id, picks.groupUserId))
      .where(eq(groupUsers.groupId, continued.groupId));
    expect(carriedPicks).toEqual([]);
    const bonus = await json<{ questions: { key: string; points: number }[] }>(
      await pia.get(`/api/groups/${continued.groupId}/bonus`),
    );
    expect(bonus.questions.map((q) => [q.key, q.points])).toEqual([["winner", 12]]);

    // The second season is played; Sam joins it by invitation.
    const [newGroup] = await handle.db.select().from(groups).where(eq(groups.id, continued.groupId));
    await join(sam, { groupId: continued.groupId, invitationCode: newGroup!.invitationCode }, "Sam");
    expect((await pick(olga, continued.groupId, next.gameId, 0, 0)).status).toBe(200);
    expect((await pick(pia, continued.groupId, next.gameId, 0, 1)).status).toBe(200);
    expect((await pick(sam, continued.groupId, next.gameId, 1, 1)).status).toBe(200);
    await play(next.gameId, 1, 1);

    // The reference: each season's own table, summed per player.
    const expected = new Map<string, { points: number; tournaments: number }>();
    for (const id of [g.groupId, continued.groupId])
      for (const row of await standings(olga, id)) {
        const seen = expected.get(row.nickname) ?? { points: 0, tournaments: 0 };
        expected.set(row.nickname, { points: seen.points + row.points, tournaments: seen.tournaments + 1 });
      }
    expect(expected.get("Olga")!.points).toBeGreaterThan(0);
    const allTime = await json<AllTime>(await pia.get(`/api/groups/${continued.groupId}/all-time`));
    expect(allTime.seasons.map((s) => s.slug)).toEqual([first.slug, next.slug]);
    expect(allTime.total).toBe(3);
    expect(
      Object.fromEntries(allTime.rows.map((r) => [r.nickname, { points: r.points, tournaments: r.tournaments }])),
    ).toEqual(Object.fromEntries(expected));
    const points = allTime.rows.map((r) => r.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(allTime.rows.find((r) => r.me)?.nickname).toBe("Pia");
    // The old season's page answers the same table; a stranger gets nothing.
    expect((await json<AllTime>(await olga.get(`/api/groups/${g.groupId}/all-time`))).rows).toEqual(
      allTime.rows.map((r) => ({ ...r, me: r.nickname === "Olga" })),
    );
    await expectError(await rui.get(`/api/groups/${continued.groupId}/all-time`), 404, "error.notFound");
  });

  it("only the owner continues, once, into a later unfinished season of the same competition", async () => {
    const competition = uniqueSlug("league");
    const first = await season(competition, 2);
    const g = await group(olga, first.slug);
    await join(pia, g, "Pia");
    const earlier = await season(competition, -30 * DAY);
    const other = await season(uniqueSlug("other"), 20 * DAY);
    const finished = await season(competition, 5 * DAY);
    await handle.db.execute(sql`update tournaments set status = 'finished' where slug = ${finished.slug}`);
    const next = await season(competition, 10 * DAY);

    await expectError(await continueInto(pia, g.groupId, next.slug), 403, "error.forbidden");
    await expectError(await continueInto(sam, g.groupId, next.slug), 404, "error.notFound");
    for (const slug of [earlier.slug, other.slug, finished.slug, first.slug])
      expect(
        (await expectError(await continueInto(olga, g.groupId, slug), 409, "error.season.notNext")).formField,
      ).toBe("tournament");
    await expectError(await continueInto(olga, g.groupId, "no-such-league"), 404, "error.notFound");
    await expectError(await continueInto(olga, g.groupId, "x".repeat(65)), 400, "error.validation.tooLong");

    const done = await json<Continued>(await continueInto(olga, g.groupId, next.slug));
    const again = await expectError(await continueInto(olga, g.groupId, next.slug), 409, "error.season.continued");
    expect(again.params).toEqual({ groupId: done.groupId });
    // The new group cannot go back into a season its series played.
    await expectError(await continueInto(olga, done.groupId, first.slug), 409, "error.season.notNext");
  });

  it("two concurrent requests create one successor", async () => {
    const competition = uniqueSlug("league");
    const first = await season(competition, 2);
    const g = await group(olga, first.slug);
    const next = await season(competition, 10 * DAY);
    const answers = await Promise.all([
      continueInto(olga, g.groupId, next.slug),
      continueInto(olga, g.groupId, next.slug),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    await expectError(
      answers.find((a) => a.status === 409)!,
      409,
      "error.season.continued",
    );
    const successors = await handle.db.select().from(groups).where(eq(groups.previousGroupId, g.groupId));
    expect(successors).toHaveLength(1);
  });

  it("two seasons named alike are told apart: the choice, the seasons' links and the members' notice name each with its season", async () => {
    const competition = uniqueSlug("f1");
    const first = await season(competition, 2, { name: "Formula 1", season: "2026" });
    const g = await group(olga, first.slug);
    const fay = await createPlayer(handle, `fay.${competition}@example.com`, "Fay");
    await join(fay, g, "Fay");
    const next = await season(competition, 10 * DAY, { name: "Formula 1", season: "2027" });
    const olgaId = await userIdOf("olga.seasons@example.com");
    const before = await getGroupSeasons(handle.db, olgaId, g.groupId);
    expect(before.choices.map(tournamentLabel)).toEqual(["Formula 1 2027"]);

    const response = await continueInto(olga, g.groupId, next.slug);
    expect(response.status).toBe(201);
    const continued = await json<Continued>(response);
    const notice = await lastMailTo(handle, `fay.${competition}@example.com`, "seasonContinued");
    expect(notice.subject).toBe("Friday club continues in Formula 1 2027");

    const after = await getGroupSeasons(handle.db, olgaId, continued.groupId);
    expect(tournamentLabel(after.previous!.tournament)).toBe("Formula 1 2026");
    const old = await getGroupSeasons(handle.db, olgaId, g.groupId);
    expect(tournamentLabel(old.next!.tournament)).toBe("Formula 1 2027");
    const allTime = await json<{ seasons: { name: string; season: string | null }[] }>(
      await olga.get(`/api/groups/${continued.groupId}/all-time`),
    );
    expect(allTime.seasons.map(tournamentLabel)).toEqual(["Formula 1 2026", "Formula 1 2027"]);
  });

  it("the next tournament's free limits apply: groups per owner, members per group, Plus rules", async () => {
    const competition = uniqueSlug("league");
    const first = await season(competition, 2);
    const next = await season(competition, 10 * DAY);

    // Five groups of Olga's in the next season already: a sixth is refused.
    const full = await group(olga, first.slug);
    for (let i = 0; i < 5; i++) await group(olga, next.slug);
    await expectError(await continueInto(olga, full.groupId, next.slug), 409, "error.group.limit");

    // A group of 51 (its owner's Plus in the first season) does not fit the next season's free size.
    const big = await group(sam, first.slug);
    await buyPlus(sam, first.slug);
    const newcomers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => insertPlayer(handle.db, `big${i}.seasons@example.com`, `Big ${i}`)),
    );
    await handle.db
      .insert(groupUsers)
      .values(newcomers.map((p, i) => ({ groupId: big.groupId, userId: p.user.id, nickname: `Big ${i}` })));
    const tooMany = await expectError(await continueInto(sam, big.groupId, next.slug), 409, "error.group.full");
    expect(tooMany.params).toEqual({ max: 50 });
    // One leaves: 50 fit.
    await handle.db.execute(
      sql`update group_users set left_at = now() where nickname = 'Big 0' and group_id = ${big.groupId}`,
    );
    expect((await continueInto(sam, big.groupId, next.slug)).status).toBe(201);

    // Custom scoring needs the owner's Plus in the next season too.
    const custom = await group(pia, first.slug);
    await buyPlus(pia, first.slug);
    expect(
      (await pia.post("/api/game/settings-update", { groupId: custom.groupId, scoring: { exact: 6 } })).status,
    ).toBe(200);
    const refused = await expectError(await continueInto(pia, custom.groupId, next.slug), 403, "error.plus.required");
    expect(refused.formField).toBe("scoring");
    await buyPlus(pia, next.slug);
    const carried = await json<Continued>(await continueInto(pia, custom.groupId, next.slug));
    const [row] = await handle.db.select().from(groups).where(eq(groups.id, carried.groupId));
    expect(row!.scoring).toMatchObject({ exact: 6 });
  });
});

async function tournamentIdOf(slug: string) {
  const [row] = await handle.db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.slug, slug));
  return row?.id;
}
