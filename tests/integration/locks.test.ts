/**
 * When a pick is open (PRODUCT.md §2, issue 9.3 and issue 10): the one lock function at its
 * boundaries on the database clock, locks that never reopen whatever an owner or an admin moves,
 * and every screen's reader agreeing with it.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { games, groups, groupUsers, keptLocks, tournaments } from "@/db/schema";
import { isLocked, lockAt, nextLockOf } from "@/server/groups/lock";
import { getPickSheet } from "@/server/picks/pick-sheet";
import { TestClient, json } from "../support/client";
import { expectError, openCast } from "../support/players";
import {
  createCompetitors,
  createGame,
  createMatchday,
  createTournament,
  hoursFromNow,
} from "../factories/tournaments";
import { createGroupAs, type CreatedGroup as Created } from "../support/groups";

/** A refused pick as the API answers it, in the seed's error shape with its English message. */
const LOCKED = { code: "error.pick.locked", message: "This game is locked: picks can no longer be changed." };

let handle: DbHandle;
let admin: TestClient;
let olga: TestClient;
let pia: TestClient;

const ADMIN = "lockkeeper@example.com";

beforeAll(async () => {
  ({ handle, admin, olga, pia } = await openCast(
    { email: ADMIN, name: "Keeper" },
    { olga: ["olga.locks@example.com", "Olga"], pia: ["pia.locks@example.com", "Pia"] },
  ));
});
afterAll(async () => handle?.close());

type SaveResult = { saved: { gameId: string }[]; rejected: { gameId: string; code: string }[] };

const score = (home: number, away: number) => ({ home, away });
const SECOND = 1000;
const HOUR = 3_600_000;

async function cup(matchdays = 2) {
  const tournament = await createTournament(handle.db, { sport: "football" });
  for (let ordinal = 1; ordinal <= matchdays; ordinal++)
    await createMatchday(handle.db, tournament.slug, ordinal, `Matchday ${ordinal}`);
  const [homeId, awayId] = await createCompetitors(handle.db, tournament.slug, ["Home United", "Away Rovers"]);
  const game = (overrides: { matchday?: number; kickoff?: string; locksAt?: string } = {}) =>
    createGame(handle.db, tournament.slug, {
      kickoff: hoursFromNow(24),
      homeId: homeId!,
      awayId: awayId!,
      ...overrides,
    });
  return { slug: tournament.slug, game };
}

async function join(client: TestClient, group: Created) {
  expect(
    (await client.post(`/api/groups/${group.groupId}/join`, { invitationCode: group.invitationCode })).status,
  ).toBe(200);
}

async function save(client: TestClient, groupId: string, gameId: string, pick = score(1, 0)): Promise<SaveResult> {
  const response = await client.request("PUT", `/api/groups/${groupId}/picks`, { picks: [{ gameId, pick }] });
  expect(response.status).toBe(200);
  return json<SaveResult>(response);
}

async function seenBy(client: TestClient, groupId: string): Promise<{ nickname: string; gameId: string }[]> {
  const response = await client.get(`/api/groups/${groupId}/picks`);
  expect(response.status).toBe(200);
  return json(response);
}

const settings = (client: TestClient, body: Record<string, unknown>) => client.post("/api/game/settings-update", body);

async function moveGame(gameId: string, body: Record<string, unknown>) {
  const response = await admin.request("PATCH", `/api/admin/games/${gameId}`, body);
  expect(response.status).toBe(200);
}

async function setStatus(gameId: string, status: string) {
  const response = await admin.request("PUT", `/api/admin/games/${gameId}/result`, { status });
  expect(response.status).toBe(200);
}

/** The lock function itself, asked on the database at a given instant. */
async function lockOf(groupId: string, gameId: string, at: Date) {
  const [row] = await handle.db
    .select({ lockAt: lockAt(), locked: isLocked(sql`${at.toISOString()}::timestamptz`) })
    .from(groups)
    .innerJoin(games, eq(games.tournamentId, groups.tournamentId))
    .where(and(eq(groups.id, groupId), eq(games.id, gameId)));
  return row!;
}

/** Locked a second before, at and a second after `at`. */
async function around(groupId: string, gameId: string, at: Date) {
  return Promise.all(
    [-SECOND, 0, SECOND].map(async (delta) => (await lockOf(groupId, gameId, new Date(at.getTime() + delta))).locked),
  );
}

describe("the lock function (src/server/groups/lock.ts) at its boundaries", () => {
  it("locks at the game's own lock, N minutes before it, or at the first lock of the matchday, never at another matchday's", async () => {
    const { slug, game } = await cup();
    const kickoff = new Date(Math.floor((Date.now() + 48 * HOUR) / SECOND) * SECOND);
    const first = await game({ kickoff: kickoff.toISOString() });
    const second = await game({ kickoff: new Date(kickoff.getTime() + 2 * HOUR).toISOString() });
    const nextDay = await game({ matchday: 2, kickoff: new Date(kickoff.getTime() + 24 * HOUR).toISOString() });
    const atKickoff = await createGroupAs(olga, slug, { name: "Locks" });
    const before = await createGroupAs(olga, slug, {
      name: "Locks",
      lockPolicy: { kind: "minutesBefore", minutes: 30 },
    });
    const matchday = await createGroupAs(olga, slug, { name: "Locks", lockPolicy: { kind: "matchday" } });

    expect(await around(atKickoff.groupId, second, new Date(kickoff.getTime() + 2 * HOUR))).toEqual([
      false,
      true,
      true,
    ]);
    expect(await around(before.groupId, second, new Date(kickoff.getTime() + 2 * HOUR - 30 * 60 * SECOND))).toEqual([
      false,
      true,
      true,
    ]);
    // The whole matchday locks at its first game's lock...
    expect(await around(matchday.groupId, second, kickoff)).toEqual([false, true, true]);
    expect((await lockOf(matchday.groupId, first, kickoff)).lockAt).toEqual(kickoff);
    // ...and the next matchday at its own first lock, not at the tournament's first.
    expect(await around(matchday.groupId, nextDay, kickoff)).toEqual([false, false, false]);
    expect(await around(matchday.groupId, nextDay, new Date(kickoff.getTime() + 24 * HOUR))).toEqual([
      false,
      true,
      true,
    ]);
    expect((await lockOf(matchday.groupId, nextDay, kickoff)).lockAt).toEqual(new Date(kickoff.getTime() + 24 * HOUR));
  });

  it("keeps a postponed game open until its lock and locks a cancelled one at once", async () => {
    const { slug, game } = await cup();
    const kickoff = new Date(Math.floor((Date.now() + 48 * HOUR) / SECOND) * SECOND);
    const postponed = await game({ kickoff: kickoff.toISOString() });
    const cancelled = await game({ kickoff: kickoff.toISOString() });
    const group = await createGroupAs(olga, slug, { name: "Locks" });
    await setStatus(postponed, "postponed");
    await setStatus(cancelled, "cancelled");
    expect(await around(group.groupId, postponed, kickoff)).toEqual([false, true, true]);
    expect(await around(group.groupId, cancelled, kickoff)).toEqual([true, true, true]);
    expect((await save(olga, group.groupId, postponed)).saved).toHaveLength(1);
    expect((await save(olga, group.groupId, cancelled)).rejected).toEqual([{ gameId: cancelled, ...LOCKED }]);
  });

  it("accepts a save a second before the lock and refuses one a second after, on the database clock", async () => {
    const { slug, game } = await cup();
    const group = await createGroupAs(olga, slug, {
      name: "Locks",
      lockPolicy: { kind: "minutesBefore", minutes: 60 },
    });
    const open = await game({ kickoff: new Date(Date.now() + HOUR + 2 * SECOND).toISOString() });
    const closed = await game({ kickoff: new Date(Date.now() + HOUR - SECOND).toISOString() });
    expect((await save(olga, group.groupId, open)).saved).toHaveLength(1);
    expect((await save(olga, group.groupId, closed)).rejected).toEqual([{ gameId: closed, ...LOCKED }]);
  });
});

describe("a pick others could see stays locked (issue 9.3)", () => {
  it("an owner cannot read open picks by setting the lock policy early and then back", async () => {
    const { slug, game } = await cup();
    const group = await createGroupAs(olga, slug, { name: "Locks" });
    await join(pia, group);
    const soon = await game({ kickoff: hoursFromNow(2) });
    const later = await game({ kickoff: hoursFromNow(30) });
    await save(pia, group.groupId, soon, score(2, 2));
    await save(pia, group.groupId, later, score(0, 1));
    expect((await seenBy(olga, group.groupId)).filter((p) => p.nickname === "Pia")).toEqual([]);

    // 24 h before kickoff locks the game in two hours: the settings say so first, and once confirmed
    // Pia's pick is there for everybody to see.
    const early = { kind: "minutesBefore", minutes: 1440 };
    await expectError(
      await settings(olga, { groupId: group.groupId, lockPolicy: early }),
      409,
      "error.group.policyLocksOpen",
    );
    expect((await settings(olga, { groupId: group.groupId, lockPolicy: early, confirmLocks: true })).status).toBe(200);
    expect((await seenBy(olga, group.groupId)).filter((p) => p.nickname === "Pia").map((p) => p.gameId)).toEqual([
      soon,
    ]);

    // Back to kickoff is refused, like mode and scoring, and the seen pick stays locked for everybody.
    const refused = await expectError(
      await settings(olga, { groupId: group.groupId, lockPolicy: { kind: "kickoff" } }),
      409,
      "error.group.rulesLocked",
    );
    expect(refused.formField).toBe("lockPolicy");
    expect((await save(olga, group.groupId, soon)).rejected).toEqual([{ gameId: soon, ...LOCKED }]);
    expect((await save(pia, group.groupId, soon)).rejected).toEqual([{ gameId: soon, ...LOCKED }]);
    expect((await seenBy(olga, group.groupId)).filter((p) => p.nickname === "Pia").map((p) => p.gameId)).toEqual([
      soon,
    ]);
  });

  it("an admin moving a locked game later does not reopen it in the groups where it locked, and leaves it open where it had not", async () => {
    const { slug, game } = await cup();
    const early = await createGroupAs(olga, slug, {
      name: "Locks",
      lockPolicy: { kind: "minutesBefore", minutes: 60 },
    });
    const late = await createGroupAs(olga, slug, { name: "Locks" });
    await join(pia, early);
    await join(pia, late);
    const moved = await game({ kickoff: hoursFromNow(3) });
    await save(pia, early.groupId, moved, score(3, 0));
    await save(pia, late.groupId, moved, score(3, 0));
    // Kicked off, then moved a week on (postponed after the start).
    await moveGame(moved, { kickoff: hoursFromNow(-0.1) });
    expect((await seenBy(olga, early.groupId)).filter((p) => p.nickname === "Pia")).toHaveLength(1);
    await moveGame(moved, { kickoff: hoursFromNow(7 * 24) });
    expect((await save(pia, early.groupId, moved, score(0, 0))).rejected).toEqual([{ gameId: moved, ...LOCKED }]);
    expect((await save(pia, late.groupId, moved, score(0, 0))).rejected).toEqual([{ gameId: moved, ...LOCKED }]);
    expect((await seenBy(olga, early.groupId)).filter((p) => p.nickname === "Pia")).toHaveLength(1);

    // A game that locked for one group only keeps that group's lock; the other still picks it.
    const half = await game({ kickoff: hoursFromNow(0.5) });
    await moveGame(half, { kickoff: hoursFromNow(48) });
    expect((await save(pia, early.groupId, half)).rejected).toEqual([{ gameId: half, ...LOCKED }]);
    expect((await save(pia, late.groupId, half)).saved).toHaveLength(1);
  });

  it("an admin clearing a game's own lock after it was reached does not reopen it", async () => {
    const { slug, game } = await cup();
    const group = await createGroupAs(olga, slug, { name: "Locks" });
    await join(pia, group);
    const gameId = await game({ kickoff: hoursFromNow(24), locksAt: hoursFromNow(20) });
    await save(pia, group.groupId, gameId, score(2, 2));
    // Its own lock passes (set to a moment ago), then the admin clears it: picks would lock at kickoff.
    await moveGame(gameId, { locksAt: hoursFromNow(-0.1) });
    await moveGame(gameId, { locksAt: null });
    const [row] = await handle.db.select().from(games).where(eq(games.id, gameId));
    expect(row!.locksAt.getTime()).toBe(row!.kickoff.getTime());
    expect((await save(pia, group.groupId, gameId, score(0, 0))).rejected).toEqual([{ gameId, ...LOCKED }]);
    expect((await seenBy(olga, group.groupId)).filter((p) => p.nickname === "Pia")).toHaveLength(1);
  });

  it("postponing or deleting a matchday's first game does not reopen the rest of the matchday for the whole-matchday lock", async () => {
    const { slug, game } = await cup();
    const group = await createGroupAs(olga, slug, { name: "Locks", lockPolicy: { kind: "matchday" } });
    await join(pia, group);
    const opener = await game({ kickoff: hoursFromNow(1) });
    const rest = await game({ kickoff: hoursFromNow(26) });
    const last = await game({ kickoff: hoursFromNow(27) });
    await save(pia, group.groupId, rest, score(1, 1));
    await moveGame(opener, { kickoff: hoursFromNow(-0.1) });
    expect((await seenBy(olga, group.groupId)).map((p) => p.gameId)).toEqual([rest]);

    await moveGame(opener, { kickoff: hoursFromNow(10 * 24) });
    expect((await save(pia, group.groupId, rest, score(2, 0))).rejected).toEqual([{ gameId: rest, ...LOCKED }]);
    expect((await admin.request("DELETE", `/api/admin/games/${opener}`)).status).toBe(200);
    expect((await save(pia, group.groupId, last)).rejected).toEqual([{ gameId: last, ...LOCKED }]);
    expect((await seenBy(olga, group.groupId)).map((p) => p.gameId)).toEqual([rest]);
  });

  it("a result writes no kept lock per group, and a finished game set back stays locked for every group", async () => {
    const { slug, game } = await cup();
    const first = await createGroupAs(olga, slug, { name: "Locks" });
    const second = await createGroupAs(pia, slug, {
      name: "Locks",
      lockPolicy: { kind: "minutesBefore", minutes: 60 },
    });
    const played = await game({ kickoff: hoursFromNow(-0.5) });
    const kept = async () => (await handle.db.select().from(keptLocks).where(eq(keptLocks.gameId, played))).length;
    await setStatus(played, "live");
    expect((await admin.request("PUT", `/api/admin/games/${played}/result`, { result: score(2, 1) })).status).toBe(200);
    expect(await kept()).toBe(0);
    await setStatus(played, "postponed");
    expect(await kept()).toBe(2);
    await moveGame(played, { kickoff: hoursFromNow(48) });
    expect((await save(olga, first.groupId, played)).rejected).toEqual([{ gameId: played, ...LOCKED }]);
    expect((await save(pia, second.groupId, played)).rejected).toEqual([{ gameId: played, ...LOCKED }]);
  });

  it("a cancelled game set back to scheduled stays locked", async () => {
    const { slug, game } = await cup();
    const group = await createGroupAs(olga, slug, { name: "Locks" });
    const called = await game({ kickoff: hoursFromNow(5) });
    await setStatus(called, "cancelled");
    await setStatus(called, "scheduled");
    expect((await save(olga, group.groupId, called)).rejected).toEqual([{ gameId: called, ...LOCKED }]);
  });
});

describe("every screen asks the same lock (issue 10)", () => {
  it("the pick sheet under the whole-matchday lock keeps the next matchdays open", async () => {
    const { slug, game } = await cup(3);
    const group = await createGroupAs(olga, slug, { name: "Locks", lockPolicy: { kind: "matchday" } });
    const started = await game({ kickoff: hoursFromNow(-1) });
    const sameDay = await game({ kickoff: hoursFromNow(2) });
    const nextDay = await game({ matchday: 2, kickoff: hoursFromNow(24 * 7) });
    const [owner] = await handle.db
      .select({ userId: groupUsers.userId })
      .from(groupUsers)
      .where(eq(groupUsers.id, group.groupUserId));
    const sheet = await getPickSheet(handle.db, owner!.userId!, group.groupId);
    const locked = Object.fromEntries(sheet.matchdays.flatMap((m) => m.games.map((g) => [g.game.id, g.locked])));
    expect(locked).toEqual({ [started]: true, [sameDay]: true, [nextDay]: false });
    expect((await save(olga, group.groupId, nextDay)).saved).toHaveLength(1);
  });

  it("the predictions hub keeps each group's own lock: open while any group is open, naming the groups where it locked", async () => {
    const { slug, game } = await cup(2);
    const atKickoff = await createGroupAs(pia, slug, { name: "Locks" });
    const wholeDay = await createGroupAs(pia, slug, { name: "Locks", lockPolicy: { kind: "matchday" } });
    const started = await game({ kickoff: hoursFromNow(-1) });
    const sameDay = await game({ kickoff: hoursFromNow(3) });
    const nextDay = await game({ matchday: 2, kickoff: hoursFromNow(24 * 7) });
    const response = await pia.get(`/api/predictions?tournament=${slug}`);
    expect(response.status).toBe(200);
    const hub = await json<{ games: { gameId: string; locked: boolean; lockedIn: string[]; lockAt: string }[] }>(
      response,
    );
    const byId = new Map(hub.games.map((g) => [g.gameId, g]));
    expect(byId.get(started)).toMatchObject({ locked: true, lockedIn: [] });
    expect(byId.get(sameDay)).toMatchObject({ locked: false, lockedIn: ["Locks"] });
    expect(byId.get(nextDay)).toMatchObject({ locked: false, lockedIn: [] });

    // Saved from the hub: it goes to the group where the game is still open, no refusal.
    const saved = await pia.request("PUT", "/api/predictions", {
      tournament: slug,
      picks: [{ gameId: sameDay, pick: score(1, 2) }],
    });
    expect(await json(saved)).toMatchObject({ saved: [{ gameId: sameDay, groupId: atKickoff.groupId }], rejected: [] });
    expect(wholeDay.groupId).not.toBe(atKickoff.groupId);
  });

  it("the tournament page and the home page show the same next lock", async () => {
    const { slug, game } = await cup(2);
    await game({ kickoff: hoursFromNow(-1) });
    const soon = new Date(Math.floor((Date.now() + 90 * SECOND) / SECOND) * SECOND);
    await game({ kickoff: soon.toISOString() });
    await game({ matchday: 2, kickoff: hoursFromNow(72) });
    const home = await json<{ slug: string; nextLock: string }[]>(await pia.get("/api/tournaments"));
    expect(new Date(home.find((t) => t.slug === slug)!.nextLock)).toEqual(soon);
    const [tournament] = await handle.db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.slug, slug));
    expect(await nextLockOf(handle.db, tournament!.id)).toEqual(soon);
  });
});
