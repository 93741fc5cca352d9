import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { resetEnvForTests } from "@/lib/env";
import { TestClient, json } from "../support/client";
import { errorOf, expectError, createPlayer } from "../support/players";
import { createTestDb } from "../support/db";
import {
  createCompetitors,
  createGame,
  createHeadToHead,
  createMatchday,
  createRace,
  createSemiFinal,
  createTournament,
  eventsOf,
  gameById,
  hoursFromNow,
  snapshotTournamentTables,
  tournamentBySlug,
  uniqueSlug,
} from "../factories/tournaments";

let handle: DbHandle;
let admin: TestClient;
let player: TestClient;

const ADMIN = "referee@example.com";
const PLAYER = "fan@example.com";

beforeAll(async () => {
  process.env.ADMIN_EMAILS = ADMIN;
  resetEnvForTests();
  handle = await createTestDb();
  admin = await createPlayer(handle, ADMIN);
  player = await createPlayer(handle, PLAYER);
});
afterAll(async () => handle?.close());

const put = (client: TestClient, path: string, body: unknown) => client.request("PUT", path, body);
const patch = (client: TestClient, path: string, body: unknown) => client.request("PATCH", path, body);
const del = (client: TestClient, path: string) => client.request("DELETE", path);

describe("admin routes refuse everyone but admins", () => {
  it("answers 401 to the anonymous and 403 to a player on every admin path, changing nothing", async () => {
    const setup = await createHeadToHead(handle.db, { kickoffHours: -2 });
    const { slug, gameId, homeId, awayId } = setup;
    const csv =
      "matchday,kickoff,home,away,home_score,away_score,decided_in\n1,2025-10-04T19:00:00-04:00,Oilers,Flames,4,1,\n";
    const importForm = () => {
      const form = new FormData();
      form.set("format", "csv");
      form.set("sport", "football");
      form.set("file", new Blob([csv], { type: "text/csv" }), "games.csv");
      return form;
    };
    const calls: [string, string, () => unknown][] = [
      ["POST", "/api/admin/tournaments", () => ({ slug: uniqueSlug("guarded"), sport: "football", name: "Guarded" })],
      ["PATCH", `/api/admin/tournaments/${slug}`, () => ({ name: "Renamed", status: "started" })],
      ["POST", `/api/admin/tournaments/${slug}/competitors`, () => ({ name: "Intruders FC" })],
      ["POST", `/api/admin/tournaments/${slug}/matchdays`, () => ({ ordinal: 2, name: "Matchday 2" })],
      ["PATCH", `/api/admin/tournaments/${slug}/matchdays/1`, () => ({ status: "started" })],
      [
        "POST",
        `/api/admin/tournaments/${slug}/games`,
        () => ({ matchday: 1, kickoff: hoursFromNow(48), homeId: awayId, awayId: homeId }),
      ],
      ["POST", `/api/admin/tournaments/${slug}/import`, importForm],
      ["PATCH", `/api/admin/games/${gameId}`, () => ({ venue: "Nowhere Park", kickoff: hoursFromNow(72) })],
      ["PUT", `/api/admin/games/${gameId}/result`, () => ({ result: { home: 1, away: 0 } })],
      ["DELETE", `/api/admin/games/${gameId}`, () => undefined],
    ];
    const before = await snapshotTournamentTables(handle.db);
    for (const [method, path, body] of calls) {
      const anonymous = await new TestClient().request(method, path, body());
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
      expect((await errorOf(anonymous)).code).toBe("error.auth.required");

      const refused = await player.request(method, path, body());
      expect(refused.status, `${method} ${path} player`).toBe(403);
      expect((await errorOf(refused)).code).toBe("error.forbidden");
    }
    expect(await snapshotTournamentTables(handle.db)).toEqual(before);
  });
});

describe("tournaments and slugs", () => {
  it("lets an admin create a football tournament, shown by the public API", async () => {
    const created = await admin.post("/api/admin/tournaments", {
      slug: "premier-cup-2026",
      sport: "football",
      name: "Premier Cup",
      season: "2026",
      timeZone: "Europe/London",
    });
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({
      slug: "premier-cup-2026",
      sport: "football",
      name: "Premier Cup",
      season: "2026",
      status: "idle",
      timeZone: "Europe/London",
      isDemo: false,
    });
    expect(await tournamentBySlug(handle.db, "premier-cup-2026")).toMatchObject({ sport: "football", status: "idle" });

    const list = await json<{ slug: string }[]>(await new TestClient().get("/api/tournaments"));
    expect(list.map((t) => t.slug)).toContain("premier-cup-2026");
    const one = await new TestClient().get("/api/tournaments/premier-cup-2026");
    expect(one.status).toBe(200);
    expect(await json(one)).toMatchObject({ slug: "premier-cup-2026", name: "Premier Cup", matchdays: [] });
    await expectError(await new TestClient().get("/api/tournaments/no-such-cup"), 404, "error.notFound");
  });

  it("enforces the slug rules: reserved, format, taken", async () => {
    const before = await snapshotTournamentTables(handle.db);
    for (const slug of ["account", "de", "admin"]) {
      const body = await expectError(
        await admin.post("/api/admin/tournaments", { slug, sport: "football", name: "Reserved" }),
        400,
        "error.tournament.slugReserved",
      );
      expect(body.formField).toBe("slug");
    }
    for (const slug of ["Bad Slug", "-leading", "double--dash", "trailing-"]) {
      const body = await expectError(
        await admin.post("/api/admin/tournaments", { slug, sport: "football", name: "Badly named" }),
        400,
        "error.tournament.slugFormat",
      );
      expect(body.formField).toBe("slug");
    }
    expect(await snapshotTournamentTables(handle.db)).toEqual(before);

    const existing = await createTournament(handle.db, { sport: "hockey" });
    const taken = await expectError(
      await admin.post("/api/admin/tournaments", { slug: existing.slug, sport: "football", name: "Copycat" }),
      409,
      "error.tournament.slugTaken",
    );
    expect(taken.formField).toBe("slug");
    expect(await tournamentBySlug(handle.db, existing.slug)).toMatchObject({ sport: "hockey", name: existing.name });
  });
});

describe("competitors, matchdays and games", () => {
  it("adds competitors and matchdays, refusing a second matchday with the same ordinal", async () => {
    const { slug } = await createTournament(handle.db);
    const team = await admin.post(`/api/admin/tournaments/${slug}/competitors`, { name: "Kickers", code: "DE" });
    expect(team.status).toBe(201);
    expect((await json<{ id: string }>(team)).id).toMatch(/^[0-9a-f-]{36}$/);

    const first = await admin.post(`/api/admin/tournaments/${slug}/matchdays`, { ordinal: 1, name: "Matchday 1" });
    expect(first.status).toBe(201);
    expect(await json(first)).toEqual({ ordinal: 1 });
    const again = await expectError(
      await admin.post(`/api/admin/tournaments/${slug}/matchdays`, { ordinal: 1, name: "Again" }),
      409,
      "error.matchday.exists",
    );
    expect(again.params).toEqual({ ordinal: 1 });

    const detail = await json<{ matchdays: { ordinal: number; name: string }[] }>(
      await new TestClient().get(`/api/tournaments/${slug}`),
    );
    expect(detail.matchdays).toMatchObject([{ ordinal: 1, name: "Matchday 1" }]);
    await expectError(
      await admin.post("/api/admin/tournaments/no-such-cup/competitors", { name: "Nobody" }),
      404,
      "error.notFound",
    );
  });

  it("adds a game and refuses an unknown competitor, the same team twice and a lock after kickoff", async () => {
    const { slug } = await createTournament(handle.db);
    await createMatchday(handle.db, slug, 1);
    const [home, away] = await createCompetitors(handle.db, slug, ["Lions", "Tigers"]);
    const other = await createTournament(handle.db);
    const [stranger] = await createCompetitors(handle.db, other.slug, ["Strangers"]);
    const kickoff = hoursFromNow(24);

    const created = await admin.post(`/api/admin/tournaments/${slug}/games`, {
      matchday: 1,
      kickoff,
      homeId: home,
      awayId: away,
      venue: "Arena",
    });
    expect(created.status).toBe(201);
    const { gameId } = await json<{ gameId: string }>(created);
    const game = await gameById(handle.db, gameId);
    expect(game).toMatchObject({
      homeId: home,
      awayId: away,
      status: "scheduled",
      result: null,
      resultVersion: 0,
      venue: "Arena",
    });
    expect(game!.locksAt.getTime()).toBe(new Date(kickoff).getTime());

    const before = await snapshotTournamentTables(handle.db);
    await expectError(
      await admin.post(`/api/admin/tournaments/${slug}/games`, {
        matchday: 1,
        kickoff,
        homeId: home,
        awayId: randomUUID(),
      }),
      400,
      "error.game.unknownCompetitor",
    );
    await expectError(
      await admin.post(`/api/admin/tournaments/${slug}/games`, {
        matchday: 1,
        kickoff,
        homeId: home,
        awayId: stranger,
      }),
      400,
      "error.game.unknownCompetitor",
    );
    await expectError(
      await admin.post(`/api/admin/tournaments/${slug}/games`, { matchday: 1, kickoff, homeId: home, awayId: home }),
      400,
      "error.game.sameCompetitor",
    );
    const late = await expectError(
      await admin.post(`/api/admin/tournaments/${slug}/games`, {
        matchday: 1,
        kickoff,
        locksAt: hoursFromNow(25),
        homeId: home,
        awayId: away,
      }),
      400,
      "error.game.lockAfterKickoff",
    );
    expect(late.formField).toBe("locksAt");
    await expectError(
      await admin.post(`/api/admin/tournaments/${slug}/games`, { matchday: 7, kickoff, homeId: home, awayId: away }),
      404,
      "error.notFound",
    );
    expect(await snapshotTournamentTables(handle.db)).toEqual(before);
  });

  it("deletes a game", async () => {
    const { gameId } = await createHeadToHead(handle.db, { kickoffHours: -3 });
    expect((await put(admin, `/api/admin/games/${gameId}/result`, { result: { home: 1, away: 0 } })).status).toBe(200);
    const deleted = await del(admin, `/api/admin/games/${gameId}`);
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ deleted: true });
    expect(await gameById(handle.db, gameId)).toBeNull();
    expect(await eventsOf(handle.db, gameId)).toHaveLength(0);
    await expectError(await del(admin, `/api/admin/games/${gameId}`), 404, "error.notFound");
    await expectError(await del(admin, "/api/admin/games/not-a-uuid"), 404, "error.notFound");
  });

  it("moves the lock with the kickoff when they were equal, and leaves an earlier lock alone", async () => {
    const { slug, gameId, homeId, awayId } = await createHeadToHead(handle.db, { kickoffHours: 24 });
    const later = hoursFromNow(48);
    const moved = await patch(admin, `/api/admin/games/${gameId}`, { kickoff: later });
    expect(moved.status).toBe(200);
    const game = await gameById(handle.db, gameId);
    expect(game!.kickoff.getTime()).toBe(new Date(later).getTime());
    expect(game!.locksAt.getTime()).toBe(new Date(later).getTime());

    const kickoff = hoursFromNow(24);
    const locksAt = hoursFromNow(20);
    const early = await createGame(handle.db, slug, { kickoff, locksAt, homeId: awayId, awayId: homeId });
    expect((await patch(admin, `/api/admin/games/${early}`, { kickoff: hoursFromNow(30) })).status).toBe(200);
    expect((await gameById(handle.db, early))!.locksAt.getTime()).toBe(new Date(locksAt).getTime());
    // A kickoff moved before the lock is refused, and nothing moves.
    await expectError(
      await patch(admin, `/api/admin/games/${early}`, { kickoff: hoursFromNow(10) }),
      400,
      "error.game.lockAfterKickoff",
    );
    expect((await gameById(handle.db, early))!.locksAt.getTime()).toBe(new Date(locksAt).getTime());
  });
});

describe("changing a game from the admin screen (issue 10, bug 13)", () => {
  it("gives a placeholder knockout game (1A – 2B) its two teams, shown by the public API", async () => {
    const { slug } = await createTournament(handle.db);
    await createMatchday(handle.db, slug, 1);
    const [first, second] = await createCompetitors(handle.db, slug, ["Group A Winners", "Group B Runners-up"]);
    const gameId = await createGame(handle.db, slug, {
      kickoff: hoursFromNow(48),
      homeLabel: "1A",
      awayLabel: "2B",
      knockout: true,
    });
    expect((await patch(admin, `/api/admin/games/${gameId}`, { homeId: first, awayId: second })).status).toBe(200);
    const listed = await json<{ id: string; home: { name: string } | null; away: { name: string } | null }[]>(
      await new TestClient().get(`/api/tournaments/${slug}/games?matchday=1`),
    );
    expect(listed.find((g) => g.id === gameId)).toMatchObject({
      home: { name: "Group A Winners" },
      away: { name: "Group B Runners-up" },
    });
    // The same team on both sides, or a team on a race, is refused.
    await expectError(
      await patch(admin, `/api/admin/games/${gameId}`, { awayId: first }),
      400,
      "error.game.sameCompetitor",
    );
    const race = await createRace(handle.db, { kickoffHours: 24 });
    await expectError(
      await patch(admin, `/api/admin/games/${race.gameId}`, { homeId: race.driverIds[0] }),
      400,
      "error.validation.invalid",
    );
  });

  it("sets a game's own lock before kickoff and clears it back to the kickoff", async () => {
    const { gameId } = await createHeadToHead(handle.db, { kickoffHours: 24 });
    const locksAt = hoursFromNow(20);
    expect((await patch(admin, `/api/admin/games/${gameId}`, { locksAt })).status).toBe(200);
    expect((await gameById(handle.db, gameId))!.locksAt.getTime()).toBe(new Date(locksAt).getTime());
    const cleared = await patch(admin, `/api/admin/games/${gameId}`, { locksAt: null });
    expect(cleared.status).toBe(200);
    const game = await gameById(handle.db, gameId);
    expect(game!.locksAt.getTime()).toBe(game!.kickoff.getTime());
    // Cleared, the lock follows the kickoff again.
    const later = hoursFromNow(30);
    expect((await patch(admin, `/api/admin/games/${gameId}`, { kickoff: later })).status).toBe(200);
    expect((await gameById(handle.db, gameId))!.locksAt.getTime()).toBe(new Date(later).getTime());
  });

  it("refuses to move a finished game into the future, with a translated reason, and still moves it within the past", async () => {
    const { gameId } = await createHeadToHead(handle.db, { kickoffHours: -3 });
    expect((await put(admin, `/api/admin/games/${gameId}/result`, { result: { home: 2, away: 0 } })).status).toBe(200);
    const before = await gameById(handle.db, gameId);
    const refused = await expectError(
      await patch(admin, `/api/admin/games/${gameId}`, { kickoff: hoursFromNow(24) }),
      400,
      "error.game.finishedInFuture",
    );
    expect(refused).toMatchObject({
      formField: "kickoff",
      message: "A finished game cannot be moved into the future.",
    });
    const german = await admin.request(
      "PATCH",
      `/api/admin/games/${gameId}`,
      { kickoff: hoursFromNow(24) },
      { "x-callit-locale": "de" },
    );
    expect((await errorOf(german)).message).toBe("Ein beendetes Spiel kann nicht in die Zukunft verlegt werden.");
    expect(await gameById(handle.db, gameId)).toEqual(before);
    // A correction of when it was played is fine.
    const earlier = hoursFromNow(-4);
    expect((await patch(admin, `/api/admin/games/${gameId}`, { kickoff: earlier })).status).toBe(200);
    expect((await gameById(handle.db, gameId))!.kickoff.getTime()).toBe(new Date(earlier).getTime());
  });
});

describe("running status", () => {
  it("moves a tournament idle → started and refuses started → idle", async () => {
    const { slug } = await createTournament(handle.db);
    const started = await patch(admin, `/api/admin/tournaments/${slug}`, { status: "started" });
    expect(started.status).toBe(200);
    expect(await json(started)).toMatchObject({ slug, status: "started" });

    const refused = await expectError(
      await patch(admin, `/api/admin/tournaments/${slug}`, { status: "idle" }),
      409,
      "error.status.transition",
    );
    expect(refused.params).toEqual({ from: "started", to: "idle" });
    // The message names the statuses in the reader's words, the params keep the codes.
    expect(refused.message).toBe("A tournament or matchday that is “Running” cannot be set to “Not started”.");
    admin.locale = "de";
    expect((await errorOf(await patch(admin, `/api/admin/tournaments/${slug}`, { status: "idle" }))).message).toBe(
      "Ein Turnier oder Spieltag mit dem Status „Läuft“ kann nicht auf „Nicht gestartet“ gesetzt werden.",
    );
    admin.locale = undefined;
    expect(refused.formField).toBe("status");
    expect((await tournamentBySlug(handle.db, slug))!.status).toBe("started");
  });

  it("moves a matchday idle → started and refuses started → idle", async () => {
    const { slug } = await createTournament(handle.db);
    await createMatchday(handle.db, slug, 1, "Matchday 1");
    const started = await patch(admin, `/api/admin/tournaments/${slug}/matchdays/1`, { status: "started" });
    expect(started.status).toBe(200);
    expect(await json(started)).toMatchObject({ ordinal: 1, status: "started" });

    const refused = await expectError(
      await patch(admin, `/api/admin/tournaments/${slug}/matchdays/1`, { status: "idle" }),
      409,
      "error.status.transition",
    );
    expect(refused.params).toEqual({ from: "started", to: "idle" });
    const detail = await json<{ matchdays: { ordinal: number; status: string }[] }>(
      await new TestClient().get(`/api/tournaments/${slug}`),
    );
    expect(detail.matchdays).toMatchObject([{ ordinal: 1, status: "started" }]);
    await expectError(
      await patch(admin, `/api/admin/tournaments/${slug}/matchdays/2`, { status: "started" }),
      404,
      "error.notFound",
    );
  });
});

describe("results", () => {
  it("refuses a result before kickoff and stores nothing", async () => {
    const { gameId } = await createHeadToHead(handle.db, { kickoffHours: 2 });
    await expectError(
      await put(admin, `/api/admin/games/${gameId}/result`, { result: { home: 1, away: 0 } }),
      409,
      "error.result.notStarted",
    );
    expect(await gameById(handle.db, gameId)).toMatchObject({ status: "scheduled", result: null, resultVersion: 0 });
    expect(await eventsOf(handle.db, gameId)).toHaveLength(0);
  });

  it("takes a Eurovision semi-final's qualifiers only as many as go through: up to ten while live, exactly ten once finished", async () => {
    const { countryIds: countries, gameId: semi } = await createSemiFinal(handle.db, { kickoffHours: -2 });
    const url = `/api/admin/games/${semi}/result`;
    for (const [status, qualifiers] of [
      ["finished", countries.slice(0, 3)],
      ["finished", countries.slice(0, 11)],
      ["finished", countries],
      ["live", countries.slice(0, 11)],
    ] as const) {
      const refused = await expectError(
        await put(admin, url, { status, result: { qualifiers } }),
        400,
        "error.result.qualifiersCount",
      );
      expect(refused).toMatchObject({
        formField: "qualifiers",
        message: "A semi-final has 10 qualifiers: tick exactly 10.",
      });
    }
    expect(await gameById(handle.db, semi)).toMatchObject({ status: "scheduled", result: null, resultVersion: 0 });
    // The envelopes opened one by one: three known while the show is live, then all ten.
    expect((await put(admin, url, { status: "live", result: { qualifiers: countries.slice(0, 3) } })).status).toBe(200);
    expect((await put(admin, url, { status: "finished", result: { qualifiers: countries.slice(0, 10) } })).status).toBe(
      200,
    );
    expect(await gameById(handle.db, semi)).toMatchObject({
      status: "finished",
      result: { qualifiers: countries.slice(0, 10) },
    });
  });

  it("refuses a finished game without both scores, in the admin's language, and never stores a 0–0 for it", async () => {
    const { gameId } = await createHeadToHead(handle.db, { kickoffHours: -2 });
    // What the result editor sends for a started game whose score inputs were left empty, and less.
    for (const [body, formField] of [
      [{ status: "finished" }, "home"],
      [{ status: "finished", result: {} }, "home"],
      [{ status: "finished", result: { home: null, away: null } }, "home"],
      [{ status: "finished", result: { home: 2, away: null } }, "away"],
      [{ result: { home: 2 } }, "away"],
    ] as const) {
      const refused = await expectError(
        await put(admin, `/api/admin/games/${gameId}/result`, body),
        400,
        "error.result.scoresMissing",
      );
      expect(refused).toMatchObject({ formField, message: "Enter both scores: without them the game has no result." });
    }
    const german = await admin.request(
      "PUT",
      `/api/admin/games/${gameId}/result`,
      { status: "finished", result: { home: null, away: null } },
      { "x-callit-locale": "de" },
    );
    expect((await errorOf(german)).message).toBe(
      "Gib den Spielstand beider Seiten ein: Ohne ihn hat das Spiel kein Ergebnis.",
    );
    expect(await gameById(handle.db, gameId)).toMatchObject({ status: "scheduled", result: null, resultVersion: 0 });
    expect(await eventsOf(handle.db, gameId)).toHaveLength(0);
    // Live without a score yet is a state of its own: no result is stored for it either.
    expect((await put(admin, `/api/admin/games/${gameId}/result`, { status: "live" })).status).toBe(200);
    expect(await gameById(handle.db, gameId)).toMatchObject({ status: "live", result: null });
  });

  it("enters, corrects and cancels a football result, one result event per change, shown by the public API", async () => {
    const { slug, gameId } = await createHeadToHead(handle.db, { kickoffHours: -2 });

    const entered = await put(admin, `/api/admin/games/${gameId}/result`, { result: { home: 2, away: 1 } });
    expect(entered.status).toBe(200);
    expect(await json(entered)).toMatchObject({
      id: gameId,
      status: "finished",
      result: { home: 2, away: 1 },
      resultVersion: 1,
    });
    expect(await gameById(handle.db, gameId)).toMatchObject({
      status: "finished",
      result: { home: 2, away: 1 },
      resultVersion: 1,
    });
    let events = await eventsOf(handle.db, gameId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      version: 1,
      status: "finished",
      result: { home: 2, away: 1 },
      processedAt: expect.any(Date),
    });
    // The scoring consumed the event at once (see groups-and-picks.test.ts for the points).

    const shown = await new TestClient().get(`/api/tournaments/${slug}/games?matchday=1`);
    expect(shown.status).toBe(200);
    const list =
      await json<{ id: string; status: string; result: unknown; matchdayOrdinal: number; home: { name: string } }[]>(
        shown,
      );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: gameId,
      status: "finished",
      result: { home: 2, away: 1 },
      matchdayOrdinal: 1,
      home: { name: "Home United" },
    });
    expect(await json(await new TestClient().get(`/api/tournaments/${slug}/games?matchday=2`))).toEqual([]);

    const corrected = await put(admin, `/api/admin/games/${gameId}/result`, { result: { home: 2, away: 2 } });
    expect(corrected.status).toBe(200);
    expect(await gameById(handle.db, gameId)).toMatchObject({
      status: "finished",
      result: { home: 2, away: 2 },
      resultVersion: 2,
    });
    events = await eventsOf(handle.db, gameId);
    expect(events.map((e) => e.version)).toEqual([1, 2]);
    expect(events[1]).toMatchObject({ status: "finished", result: { home: 2, away: 2 } });

    // Penalties are for knockout games only: a group game refuses them and nothing changes.
    const before = await snapshotTournamentTables(handle.db);
    const penalties = await expectError(
      await put(admin, `/api/admin/games/${gameId}/result`, {
        result: { home: 1, away: 1, penalties: { home: 4, away: 3 } },
      }),
      400,
      "error.result.knockoutOnly",
    );
    expect(penalties.formField).toBe("penalties");
    await expectError(
      await put(admin, `/api/admin/games/${gameId}/result`, { result: { home: -1, away: 0 } }),
      400,
      "error.result.invalid",
    );
    expect(await snapshotTournamentTables(handle.db)).toEqual(before);

    const cancelled = await put(admin, `/api/admin/games/${gameId}/result`, { status: "cancelled" });
    expect(cancelled.status).toBe(200);
    expect(await gameById(handle.db, gameId)).toMatchObject({ status: "cancelled", result: null, resultVersion: 3 });
    events = await eventsOf(handle.db, gameId);
    expect(events).toHaveLength(3);
    expect(events[2]).toMatchObject({ version: 3, status: "cancelled", result: null });
  });

  it("accepts penalties in a knockout game", async () => {
    const { gameId } = await createHeadToHead(handle.db, { kickoffHours: -3, knockout: true });
    const result = { home: 1, away: 1, extraTime: { home: 2, away: 2 }, penalties: { home: 5, away: 4 } };
    expect((await put(admin, `/api/admin/games/${gameId}/result`, { result })).status).toBe(200);
    expect(await gameById(handle.db, gameId)).toMatchObject({ status: "finished", result, resultVersion: 1 });
    await expectError(
      await put(admin, `/api/admin/games/${gameId}/result`, {
        result: { home: 1, away: 1, penalties: { home: 3, away: 3 } },
      }),
      400,
      "error.result.penaltiesDraw",
    );
    expect(await eventsOf(handle.db, gameId)).toHaveLength(1);
  });

  it("refuses a hockey draw and an overtime win by two, storing nothing", async () => {
    const { gameId } = await createHeadToHead(handle.db, {
      sport: "hockey",
      kickoffHours: -2,
      teams: ["Oilers", "Flames"],
    });
    const before = await snapshotTournamentTables(handle.db);
    const draw = await expectError(
      await put(admin, `/api/admin/games/${gameId}/result`, { result: { home: 2, away: 2, decidedIn: "regulation" } }),
      400,
      "error.result.drawNotAllowed",
    );
    expect(draw.formField).toBe("home");
    await expectError(
      await put(admin, `/api/admin/games/${gameId}/result`, { result: { home: 4, away: 2, decidedIn: "overtime" } }),
      400,
      "error.result.overtimeMargin",
    );
    expect(await snapshotTournamentTables(handle.db)).toEqual(before);

    expect(
      (await put(admin, `/api/admin/games/${gameId}/result`, { result: { home: 3, away: 2, decidedIn: "overtime" } }))
        .status,
    ).toBe(200);
    expect(await gameById(handle.db, gameId)).toMatchObject({
      status: "finished",
      result: { home: 3, away: 2, decidedIn: "overtime" },
      resultVersion: 1,
    });
  });

  it("takes a Formula 1 ranking with a DNF and refuses an entrant not in the race", async () => {
    const { gameId, driverIds, slug } = await createRace(handle.db);
    const [ann, bob, cy] = driverIds as [string, string, string];
    const [outsider] = await createCompetitors(handle.db, slug, ["Dee Reserve"]);

    const before = await snapshotTournamentTables(handle.db);
    for (const ranking of [
      [ann, bob, randomUUID()],
      [ann, bob, outsider],
    ]) {
      const refused = await expectError(
        await put(admin, `/api/admin/games/${gameId}/result`, { result: { ranking } }),
        400,
        "error.result.unknownEntrant",
      );
      expect(refused.formField).toBe("ranking");
    }
    await expectError(
      await put(admin, `/api/admin/games/${gameId}/result`, {
        result: { ranking: [ann, bob, cy], statuses: { [outsider!]: "DNF" } },
      }),
      400,
      "error.result.unknownEntrant",
    );
    await expectError(
      await put(admin, `/api/admin/games/${gameId}/result`, { result: { ranking: [ann, ann, bob] } }),
      400,
      "error.result.duplicateEntrant",
    );
    expect(await snapshotTournamentTables(handle.db)).toEqual(before);

    const result = { ranking: [bob, ann, cy], statuses: { [cy]: "DNF" } };
    const entered = await put(admin, `/api/admin/games/${gameId}/result`, { result });
    expect(entered.status).toBe(200);
    expect(await gameById(handle.db, gameId)).toMatchObject({ status: "finished", result, resultVersion: 1 });
    const events = await eventsOf(handle.db, gameId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ version: 1, status: "finished", result });

    const list = await json<{ id: string; result: unknown; entrants: { name: string }[] }[]>(
      await new TestClient().get(`/api/tournaments/${slug}/games?matchday=1`),
    );
    expect(list[0]).toMatchObject({ id: gameId, result });
    expect(list[0]!.entrants.map((e) => e.name)).toEqual(["Ann Driver", "Bob Racer", "Cy Quick"]);
  });

  it("answers 400 to an invalid matchday parameter and 404 to an unknown game", async () => {
    const { slug } = await createHeadToHead(handle.db);
    for (const matchday of ["abc", "0", "-1", "1.5"]) {
      const body = await expectError(
        await new TestClient().get(`/api/tournaments/${slug}/games?matchday=${matchday}`),
        400,
        "error.validation.invalid",
      );
      expect(body.formField).toBe("matchday");
    }
    const all = await new TestClient().get(`/api/tournaments/${slug}/games`);
    expect(all.status).toBe(200);
    expect(await json<unknown[]>(all)).toHaveLength(1);
    await expectError(
      await put(admin, `/api/admin/games/${randomUUID()}/result`, { result: { home: 1, away: 0 } }),
      404,
      "error.notFound",
    );
  });
});
