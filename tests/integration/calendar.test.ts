/**
 * Calendar feeds (issue 14.5): a tournament's games and a player's own feed with the time their
 * picks lock in each of their groups, read the way a calendar app reads them: over HTTP, without a
 * session, parsed by an independent iCalendar parser (ical.js).
 */
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { resetEnvForTests } from "@/lib/env";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { expectError, signedInPlayer } from "../support/players";
import { createCompetitor, createGame, createMatchday, createTournament, hoursFromNow } from "../factories/tournaments";
import { createGroupAs } from "../support/groups";
import { rfc5545Problems } from "../support/rfc5545";

let handle: DbHandle;
let admin: TestClient;
let olga: TestClient;
let pia: TestClient;
/** A calendar app: no cookie, its own address. */
let app: TestClient;

const ADMIN = "calendar.admin@example.com";
const MINUTE = 60_000;

beforeAll(async () => {
  process.env.ADMIN_EMAILS = ADMIN;
  resetEnvForTests();
  handle = await createTestDb();
  admin = await signedInPlayer(handle, ADMIN, "Admin");
  olga = await signedInPlayer(handle, "olga.calendar@example.com", "Olga");
  pia = await signedInPlayer(handle, "pia.calendar@example.com", "Pia");
  app = new TestClient();
});
afterAll(async () => handle?.close());

interface FeedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string | null;
  sequence: number;
  lastModified: string;
  status: string | null;
  description: string;
}

/** Reads a feed as a calendar app does, after checking it is served as one. */
async function readFeed(response: Response): Promise<{ name: string; events: FeedEvent[]; text: string }> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const text = await response.text();
  expect(rfc5545Problems(text)).toEqual([]);
  for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe("vcalendar");
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    expect(event.startDate.zone.tzid).toBe("UTC");
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: component.hasProperty("dtend") ? event.endDate.toJSDate().toISOString() : null,
      sequence: event.sequence,
      lastModified: (component.getFirstPropertyValue("last-modified") as ICAL.Time).toJSDate().toISOString(),
      status: (component.getFirstPropertyValue("status") as string | null) ?? null,
      description: event.description,
    };
  });
  return {
    name: String(calendar.getFirstPropertyValue("x-wr-calname")),
    events,
    text,
  };
}

/** An instant as the feed gives it: iCalendar times have whole seconds. */
const iso = (at: string | number) => new Date(Math.floor(new Date(at).getTime() / 1000) * 1000).toISOString();
const pathOf = (url: string) => new URL(url).pathname;

async function cup() {
  const tournament = await createTournament(handle.db, {
    sport: "football",
    name: "Calendar Cup",
  });
  await createMatchday(handle.db, tournament.slug, 1, "Group stage");
  await createMatchday(handle.db, tournament.slug, 2, "Final round");
  const germany = await createCompetitor(handle.db, tournament.slug, "Germany", { code: "DE" });
  const japan = await createCompetitor(handle.db, tournament.slug, "Japan", {
    code: "JP",
  });
  // A name that needs escaping (comma, semicolon) and folding (long, multi-byte).
  const odd = await createCompetitor(
    handle.db,
    tournament.slug,
    "Bosnia, Herzegovina; Україна Юнайтед «Зоря» Футбольний Клуб",
  );
  return { slug: tournament.slug, germany, japan, odd };
}

/** A group of simple mode with the lock policy under test. */
const createGroup = (client: TestClient, slug: string, name: string, lockPolicy: Record<string, unknown>) =>
  createGroupAs(client, slug, { name, mode: "simple", lockPolicy });

async function makeFeed(client: TestClient): Promise<{ url: string; webcal: string }> {
  const response = await client.post("/api/account/calendar", undefined);
  expect(response.status).toBe(200);
  return json(response);
}

describe("a tournament's feed", () => {
  it("lists every game at its kickoff in UTC, with a stable UID, escaped names and the site's language", async () => {
    const { slug, germany, japan, odd } = await cup();
    const first = await createGame(handle.db, slug, {
      kickoff: "2030-06-11T19:00:00+02:00",
      homeId: germany,
      awayId: japan,
      venue: "Arena, Munich",
    });
    const second = await createGame(handle.db, slug, {
      matchday: 2,
      kickoff: "2030-06-20T18:00:00Z",
      homeId: odd,
      awayId: germany,
    });

    const feed = await readFeed(await app.get(`/api/tournaments/${slug}/calendar.ics`));
    expect(feed.name).toContain("Calendar Cup");
    expect(feed.events.map((e) => e.uid).sort()).toEqual(
      [`game-${first}@localhost`, `game-${second}@localhost`].sort(),
    );
    const byUid = new Map(feed.events.map((e) => [e.uid, e]));
    const opener = byUid.get(`game-${first}@localhost`)!;
    expect(opener).toMatchObject({
      summary: "Germany – Japan",
      start: "2030-06-11T17:00:00.000Z",
      end: "2030-06-11T19:00:00.000Z",
      status: "CONFIRMED",
    });
    expect(opener.description).toBe("Calendar Cup · Group stage");
    // Read back exactly: the parser undid the escaping of the comma, the semicolon and the folding.
    expect(byUid.get(`game-${second}@localhost`)!.summary).toBe(
      "Bosnia, Herzegovina; Україна Юнайтед «Зоря» Футбольний Клуб – Germany",
    );
    expect(feed.text).toContain("Bosnia\\, Herzegovina\\; ");

    // In German when asked: national teams are named by Intl in the feed's language.
    const german = await readFeed(await app.get(`/api/tournaments/${slug}/calendar.ics?lang=de`));
    expect(german.events.find((e) => e.uid === `game-${first}@localhost`)!.summary).toBe("Deutschland – Japan");
  });

  it("moves a game that moved: the same UID, a higher SEQUENCE, the new time", async () => {
    const { slug, germany, japan } = await cup();
    const gameId = await createGame(handle.db, slug, {
      kickoff: "2030-07-01T18:00:00Z",
      homeId: germany,
      awayId: japan,
    });
    const before = (await readFeed(await app.get(`/api/tournaments/${slug}/calendar.ics`))).events[0]!;

    const moved = await admin.request("PATCH", `/api/admin/games/${gameId}`, {
      kickoff: "2030-07-02T20:30:00Z",
    });
    expect(moved.status).toBe(200);
    const after = (await readFeed(await app.get(`/api/tournaments/${slug}/calendar.ics`))).events[0]!;

    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.start).toBe("2030-07-02T20:30:00.000Z");
    expect(new Date(after.lastModified).getTime()).toBeGreaterThanOrEqual(new Date(before.lastModified).getTime());
  });

  it("answers 404 in the API's error shape for a tournament that does not exist", async () => {
    await expectError(await app.get("/api/tournaments/no-such-cup/calendar.ics"), 404, "error.notFound");
  });
});

describe("a player's own feed", () => {
  it("holds the games of my groups' tournaments and when my picks lock in each group, by its policy", async () => {
    const { slug, germany, japan, odd } = await cup();
    const kickoffA = hoursFromNow(48);
    const kickoffB = hoursFromNow(50);
    const a = await createGame(handle.db, slug, {
      kickoff: kickoffA,
      homeId: germany,
      awayId: japan,
    });
    const b = await createGame(handle.db, slug, {
      kickoff: kickoffB,
      homeId: japan,
      awayId: odd,
    });
    const atKickoff = await createGroup(olga, slug, "Kickoff friends", {
      kind: "kickoff",
    });
    const halfHour = await createGroup(olga, slug, "Half hour, early; birds", {
      kind: "minutesBefore",
      minutes: 30,
    });
    const matchday = await createGroup(pia, slug, "Whole matchday", {
      kind: "matchday",
    });
    expect(
      (
        await olga.post(`/api/groups/${matchday.groupId}/join`, {
          invitationCode: matchday.invitationCode,
        })
      ).status,
    ).toBe(200);

    const links = await makeFeed(olga);
    expect(links.webcal).toBe(links.url.replace(/^http:\/\//, "webcal://"));
    const feed = await readFeed(await app.get(pathOf(links.url)));
    const locks = new Map(feed.events.filter((e) => e.uid.startsWith("lock-")).map((e) => [e.uid, e]));
    const lock = (game: string, group: string) => locks.get(`lock-${game}-${group}@localhost`)!;

    expect(
      feed.events
        .filter((e) => e.uid.startsWith("game-"))
        .map((e) => e.uid)
        .sort(),
    ).toEqual([`game-${a}@localhost`, `game-${b}@localhost`].sort());
    expect(locks.size).toBe(6);
    // Exactly at the boundary each policy gives: the kickoff, 30 minutes before, the matchday's first lock.
    expect(lock(a, atKickoff.groupId).start).toBe(iso(kickoffA));
    expect(lock(b, atKickoff.groupId).start).toBe(iso(kickoffB));
    expect(lock(a, halfHour.groupId).start).toBe(iso(Date.parse(kickoffA) - 30 * MINUTE));
    expect(lock(b, halfHour.groupId).start).toBe(iso(Date.parse(kickoffB) - 30 * MINUTE));
    expect(lock(a, matchday.groupId).start).toBe(iso(kickoffA));
    expect(lock(b, matchday.groupId).start).toBe(iso(kickoffA));
    expect(lock(a, halfHour.groupId).summary).toBe("Picks lock: Germany – Japan (Half hour, early; birds)");
    expect(lock(a, halfHour.groupId).end).toBeNull();
  });

  it("keeps a lock already reached when the game is moved later (the lock rule's kept locks)", async () => {
    const { slug, germany, japan } = await cup();
    const started = hoursFromNow(-1);
    const gameId = await createGame(handle.db, slug, {
      kickoff: started,
      homeId: germany,
      awayId: japan,
    });
    const group = await createGroup(olga, slug, "Kept", { kind: "kickoff" });
    const moved = await admin.request("PATCH", `/api/admin/games/${gameId}`, {
      kickoff: hoursFromNow(5),
    });
    expect(moved.status).toBe(200);

    const feed = await readFeed(await app.get(pathOf((await makeFeed(olga)).url)));
    expect(feed.events.find((e) => e.uid === `game-${gameId}@localhost`)!.start).not.toBe(iso(started));
    expect(feed.events.find((e) => e.uid === `lock-${gameId}-${group.groupId}@localhost`)!.start).toBe(iso(started));
  });

  it("is in the player's language", async () => {
    const ivan = await signedInPlayer(handle, "ivan.calendar@example.com", "Ivan");
    expect((await ivan.post("/api/auth/update-user", { locale: "de" })).status).toBe(200);
    const { slug, germany, japan } = await cup();
    await createGame(handle.db, slug, {
      kickoff: hoursFromNow(30),
      homeId: germany,
      awayId: japan,
    });
    await createGroup(ivan, slug, "Stammtisch", { kind: "kickoff" });
    const feed = await readFeed(await app.get(pathOf((await makeFeed(ivan)).url)));
    expect(feed.name).toBe("Meine Spiele · Callit");
    expect(feed.events.map((e) => e.summary).sort()).toEqual([
      "Deutschland – Japan",
      "Tipps schließen: Deutschland – Japan (Stammtisch)",
    ]);
    // The stage name an importer stored in English is the player's language too.
    expect(feed.events.find((e) => e.summary === "Deutschland – Japan")?.description).toBe(
      "Calendar Cup · Gruppenphase",
    );
  });

  it("shows nothing of other players' groups, nor of groups I left", async () => {
    const mine = await cup();
    const theirs = await cup();
    await createGame(handle.db, mine.slug, {
      kickoff: hoursFromNow(30),
      homeId: mine.germany,
      awayId: mine.japan,
    });
    const theirGame = await createGame(handle.db, theirs.slug, {
      kickoff: hoursFromNow(30),
      homeId: theirs.germany,
      awayId: theirs.japan,
    });
    const zoe = await signedInPlayer(handle, "zoe.calendar@example.com", "Zoe");
    await createGroup(zoe, mine.slug, "Zoe's own", { kind: "kickoff" });
    const left = await createGroup(pia, mine.slug, "Pia's secret league", {
      kind: "minutesBefore",
      minutes: 10,
    });
    await createGroup(pia, theirs.slug, "Pia's other cup", { kind: "kickoff" });
    expect(
      (
        await zoe.post(`/api/groups/${left.groupId}/join`, {
          invitationCode: left.invitationCode,
        })
      ).status,
    ).toBe(200);
    expect((await zoe.post(`/api/groups/${left.groupId}/leave`, {})).status).toBe(200);

    const feed = await readFeed(await app.get(pathOf((await makeFeed(zoe)).url)));
    expect(feed.text).not.toContain("Pia");
    expect(feed.text).not.toContain(left.groupId);
    expect(feed.text).not.toContain(theirGame);
    expect(feed.events.filter((e) => e.uid.startsWith("lock-")).map((e) => e.summary)).toEqual([
      "Picks lock: Germany – Japan (Zoe's own)",
    ]);
  });
});

describe("the feed's secret", () => {
  it("answers 404 alike for a wrong, malformed, replaced or revoked secret, and only the current one works", async () => {
    const kim = await signedInPlayer(handle, "kim.calendar@example.com", "Kim");
    const first = pathOf((await makeFeed(kim)).url);
    await readFeed(await app.get(first));
    const [selector, verifier] = first
      .split("/")
      .pop()!
      .replace(/\.ics$/, "")
      .split(".") as [string, string];
    const flipped = `${verifier.slice(0, -1)}${verifier.endsWith("A") ? "B" : "A"}`;

    const wrongVerifier = await expectError(
      await app.get(`/api/calendar/${selector}.${flipped}.ics`),
      404,
      "error.notFound",
    );
    const unknownSelector = await expectError(
      await app.get(`/api/calendar/AAAAAAAAAAAAAAAA.${verifier}.ics`),
      404,
      "error.notFound",
    );
    const malformed = await expectError(await app.get("/api/calendar/not-a-token"), 404, "error.notFound");
    // Nothing tells an existing player's secret with a wrong half from one nobody has.
    expect(wrongVerifier).toEqual(unknownSelector);
    expect(malformed).toEqual(unknownSelector);

    const second = pathOf((await makeFeed(kim)).url);
    expect(second).not.toBe(first);
    await expectError(await app.get(first), 404, "error.notFound");
    await readFeed(await app.get(second));
    // Without the .ics ending too (some apps strip it).
    await readFeed(await app.get(second.replace(/\.ics$/, "")));

    expect(await json(await kim.get("/api/account/calendar"))).toMatchObject({
      active: true,
    });
    expect((await kim.request("DELETE", "/api/account/calendar")).status).toBe(200);
    await expectError(await app.get(second), 404, "error.notFound");
    expect(await json(await kim.get("/api/account/calendar"))).toEqual({
      active: false,
      createdAt: null,
    });
  });

  it("is made only by a signed-in player", async () => {
    await expectError(await app.post("/api/account/calendar", undefined), 401, "error.auth.required");
  });

  it("is rate-limited per client address", async () => {
    const guesser = new TestClient();
    let status = 0;
    let tries = 0;
    while (tries < 200 && status !== 429) {
      status = (await guesser.get(`/api/calendar/AAAAAAAAAAAAAAAA.${"B".repeat(43)}.ics`)).status;
      tries++;
    }
    expect(status).toBe(429);
    expect(tries).toBe(121);
    // Another address is not held back.
    expect((await new TestClient().get(`/api/calendar/AAAAAAAAAAAAAAAA.${"B".repeat(43)}.ics`)).status).toBe(404);
  });
});
