import { and, eq, isNull, sql } from "drizzle-orm";
import { groups, groupUsers, tournaments } from "@/db/schema";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { FREE_LIMITS } from "@/lib/plus";
import { resetEnvForTests } from "@/lib/env";
import { footballExpertRules } from "@/lib/scoring/rule-sets";
import { scorePick } from "@/lib/scoring/score";
import { TestClient, json } from "../support/client";
import { errorOf, expectError, createPlayer } from "../support/players";
import { buyPlus } from "../support/plus";
import { createTestDb } from "../support/db";
import {
  createCompetitors,
  createGame,
  createHeadToHead,
  createMatchday,
  createSemiFinal,
  createTournament,
  eventsOf,
  gameById,
  hoursFromNow,
} from "../factories/tournaments";
import { groupById, groupUserById, pickOf, picksOf, secondsFromNow, sleep } from "../factories/groups";
import { createGroupAs, type CreatedGroup as Created } from "../support/groups";
import { previewInvitation } from "@/server/groups/membership";
import { listMyGroups } from "@/server/groups/queries";
import { listMyStandings } from "@/server/standings/my-standings";

/** A refused pick as the API answers it, in the seed's error shape with its English message. */
const LOCKED = { code: "error.pick.locked", message: "This game is locked: picks can no longer be changed." };
const JOKER_OFF = { code: "error.pick.jokerOff", message: "Jokers are off in this group." };
const NOT_FOUND = { code: "error.notFound", message: "We could not find what you asked for." };

let handle: DbHandle;
let admin: TestClient;
let olga: TestClient;
let pia: TestClient;
let quin: TestClient;
let rob: TestClient;
let sam: TestClient;

const ADMIN = "referee@example.com";
const PASSWORD = "green-pitch-42";

beforeAll(async () => {
  process.env.ADMIN_EMAILS = ADMIN;
  resetEnvForTests();
  handle = await createTestDb();
  admin = await createPlayer(handle, ADMIN, "Referee");
  olga = await createPlayer(handle, "olga@example.com", "Olga");
  pia = await createPlayer(handle, "pia@example.com", "Pia");
  quin = await createPlayer(handle, "quin@example.com", "Quin");
  rob = await createPlayer(handle, "rob@example.com", "Rob");
  sam = await createPlayer(handle, "sam@example.com", "Sam");
});
afterAll(async () => handle?.close());

type SaveResult = {
  saved: { gameId: string; joker: boolean }[];
  rejected: { gameId: string; code: string; formField?: string }[];
};
type PickRow = {
  groupUserId: string;
  nickname: string;
  gameId: string;
  matchday: number;
  pick: unknown;
  joker: boolean;
  points: number | null;
  exact: boolean;
  outcome: boolean;
  locked: boolean;
};
type Standing = {
  rank: number;
  groupUserId: string;
  nickname: string;
  points: number;
  exact: number;
  outcome: number;
  played: number;
};
type GroupView = {
  group: {
    id: string;
    name: string;
    mode: string;
    scoring: Record<string, unknown>;
    lockPolicy: unknown;
    jokers: boolean;
    invitationCode: string;
    modeLocked: boolean;
  };
  tournament: { slug: string };
  members: { groupUserId: string; nickname: string; role: string }[];
  me: { groupUserId: string; role: string };
};

const put = (client: TestClient, path: string, body: unknown) => client.request("PUT", path, body);
const patch = (client: TestClient, path: string, body: unknown) => client.request("PATCH", path, body);
const del = (client: TestClient, path: string) => client.request("DELETE", path);

async function join(client: TestClient, group: Created, nickname?: string): Promise<string> {
  const response = await client.post(`/api/groups/${group.groupId}/join`, {
    invitationCode: group.invitationCode,
    ...(nickname && { nickname }),
  });
  expect(response.status).toBe(200);
  return (await json<{ groupUserId: string }>(response)).groupUserId;
}

async function savePicks(
  client: TestClient,
  groupId: string,
  picks: { gameId: string; pick: unknown; joker?: boolean }[],
): Promise<SaveResult> {
  const response = await put(client, `/api/groups/${groupId}/picks`, { picks });
  expect(response.status).toBe(200);
  return json<SaveResult>(response);
}

async function picksSeenBy(client: TestClient, groupId: string, query = ""): Promise<PickRow[]> {
  const response = await client.get(`/api/groups/${groupId}/picks${query}`);
  expect(response.status).toBe(200);
  return json<PickRow[]>(response);
}

async function standings(client: TestClient, groupId: string, query = ""): Promise<Standing[]> {
  const response = await client.get(`/api/groups/${groupId}/standings${query}`);
  expect(response.status).toBe(200);
  return json<Standing[]>(response);
}

async function settings(client: TestClient, body: Record<string, unknown>) {
  return client.post("/api/game/settings-update", body);
}

/** Moves a game's kickoff (and with it its lock) an hour into the past, as an admin would. */
async function kickOff(gameId: string) {
  const response = await patch(admin, `/api/admin/games/${gameId}`, { kickoff: hoursFromNow(-1) });
  expect(response.status).toBe(200);
}

async function enterResult(gameId: string, body: Record<string, unknown>) {
  const response = await put(admin, `/api/admin/games/${gameId}/result`, body);
  expect(response.status).toBe(200);
}

/** A football tournament with matchdays 1..`matchdays` and two teams, for games made with `game`. */
async function footballCup(matchdays = 1) {
  const tournament = await createTournament(handle.db, { sport: "football" });
  for (let ordinal = 1; ordinal <= matchdays; ordinal++)
    await createMatchday(handle.db, tournament.slug, ordinal, `Matchday ${ordinal}`);
  const [homeId, awayId] = await createCompetitors(handle.db, tournament.slug, ["Home United", "Away Rovers"]);
  const game = (overrides: { matchday?: number; kickoff?: string; locksAt?: string; knockout?: boolean } = {}) =>
    createGame(handle.db, tournament.slug, {
      kickoff: hoursFromNow(24),
      homeId: homeId!,
      awayId: awayId!,
      ...overrides,
    });
  return { slug: tournament.slug, tournamentId: tournament.id, game };
}

const score = (home: number, away: number) => ({ home, away });
const brief = (rows: Standing[]) =>
  rows.map(({ rank, nickname, points, exact, outcome, played }) => ({
    rank,
    nickname,
    points,
    exact,
    outcome,
    played,
  }));

describe("every group route wants a signed-in player", () => {
  it("answers 401 to the anonymous on every group route", async () => {
    const { slug } = await createHeadToHead(handle.db);
    const group = await createGroupAs(olga, slug);
    const { gameId } = await createHeadToHead(handle.db);
    const calls: [string, string, unknown][] = [
      ["POST", "/api/groups", { tournament: slug, name: "Sneaky", mode: "expert" }],
      ["GET", `/api/groups/${group.groupId}`, undefined],
      ["POST", `/api/groups/${group.groupId}/join`, { invitationCode: group.invitationCode }],
      ["PUT", `/api/groups/${group.groupId}/picks`, { picks: [{ gameId, pick: score(1, 0) }] }],
      ["GET", `/api/groups/${group.groupId}/picks`, undefined],
      ["GET", `/api/groups/${group.groupId}/standings?matchday=1`, undefined],
      ["POST", `/api/groups/${group.groupId}/leave`, {}],
      ["DELETE", `/api/groups/${group.groupId}/members/${group.groupUserId}`, undefined],
      ["POST", "/api/game/settings-update", { groupId: group.groupId, name: "Hijacked" }],
    ];
    for (const [method, path, body] of calls) {
      const response = await new TestClient().request(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect((await errorOf(response)).code, `${method} ${path}`).toBe("error.auth.required");
    }
    expect(await groupById(handle.db, group.groupId)).toMatchObject({ name: "Friends" });
    expect(await groupUserById(handle.db, group.groupUserId)).toMatchObject({ leftAt: null, role: "owner" });
  });
});

describe("groups: create, see, join, settings, leave, remove", () => {
  it("creates a group (201 with ids and code) that its owner sees, and refuses the sixth group of one owner in a tournament", async () => {
    const { slug } = await createHeadToHead(handle.db);
    const created = await olga.post("/api/groups", {
      tournament: slug,
      name: "Office League",
      mode: "expert",
      nickname: "Captain O",
    });
    expect(created.status).toBe(201);
    const group = await json<Created>(created);
    expect(Object.keys(group).sort()).toEqual(["groupId", "groupUserId", "invitationCode"]);
    expect(group.groupId).toMatch(/^[0-9a-f-]{36}$/);
    expect(group.groupUserId).toMatch(/^[0-9a-f-]{36}$/);
    expect(group.invitationCode.length).toBeGreaterThanOrEqual(12);

    const view = await json<GroupView>(await olga.get(`/api/groups/${group.groupId}`));
    expect(view.group).toMatchObject({
      id: group.groupId,
      name: "Office League",
      mode: "expert",
      lockPolicy: { kind: "kickoff" },
      jokers: false,
      invitationCode: group.invitationCode,
    });
    expect(view.group.scoring).toMatchObject({ exact: 4, goalDifference: 3, outcome: 2 });
    expect(view.tournament.slug).toBe(slug);
    expect(view.me).toEqual({ groupUserId: group.groupUserId, role: "owner" });
    expect(view.members).toMatchObject([{ groupUserId: group.groupUserId, nickname: "Captain O", role: "owner" }]);

    for (let i = 2; i <= 5; i++) await createGroupAs(olga, slug, { name: `Group ${i}` });
    const sixth = await expectError(
      await olga.post("/api/groups", { tournament: slug, name: "Group 6", mode: "simple" }),
      409,
      "error.group.limit",
    );
    expect(sixth.params).toEqual({ max: 5 });
    // The limit is per owner and per tournament.
    await createGroupAs(pia, slug, { name: "Pia's own" });
    const other = await createHeadToHead(handle.db);
    await createGroupAs(olga, other.slug, { name: "Elsewhere" });

    await expectError(
      await olga.post("/api/groups", { tournament: "no-such-cup", name: "Nowhere", mode: "expert" }),
      404,
      "error.notFound",
    );
  });

  it("takes the longest name a player may have as their name in a group, which the new group form fills in", async () => {
    const { slug } = await createHeadToHead(handle.db);
    const longName = "Maximiliana Alexandrina Bartholomew-Featherstonhau".slice(0, 50);
    expect(longName).toHaveLength(50);
    const maxi = await createPlayer(handle, "maxi@example.com", longName);
    const created = await maxi.post("/api/groups", {
      tournament: slug,
      name: "Long Names",
      mode: "expert",
      nickname: longName,
    });
    expect(created.status).toBe(201);
    const { groupId } = await json<Created>(created);
    expect((await json<GroupView>(await maxi.get(`/api/groups/${groupId}`))).members).toMatchObject([
      { nickname: longName },
    ]);
    await expectError(
      await maxi.post("/api/groups", { tournament: slug, name: "Longer", mode: "expert", nickname: `${longName}!` }),
      400,
      "error.validation.tooLong",
    );
  });

  it("refuses control characters in a group's name and a nickname, translated, keeps the group as it was, and takes a pasted tab or line break as a space", async () => {
    const { slug } = await createHeadToHead(handle.db);
    const group = await createGroupAs(olga, slug);
    const before = await json<GroupView>(await olga.get(`/api/groups/${group.groupId}`));
    for (const bad of ["Bell\u0007", "Escape\u001b[31m", "\u202eevil"]) {
      const created = await expectError(
        await olga.post("/api/groups", { tournament: slug, name: bad, mode: "expert" }),
        400,
        "error.validation.controlCharacters",
      );
      expect(created).toMatchObject({ formField: "name" });
      expect(created.message).toContain("control characters");
      await expectError(
        await olga.post("/api/game/settings-update", { groupId: group.groupId, name: bad }),
        400,
        "error.validation.controlCharacters",
      );
      await expectError(
        await quin.post(`/api/groups/${group.groupId}/join`, { invitationCode: group.invitationCode, nickname: bad }),
        400,
        "error.validation.controlCharacters",
      );
    }
    // In German, too; and a name that only looks unusual (an emoji sequence, accents) is welcome.
    const german = await olga.request(
      "POST",
      "/api/groups",
      { tournament: slug, name: "A\u001bB", mode: "expert" },
      { "x-callit-locale": "de" },
    );
    expect((await errorOf(german)).message).toContain("Steuerzeichen");
    // Pasted with a tab and a line break: a space each.
    const pasted = await olga.post("/api/groups", {
      tournament: slug,
      name: "\tThe\tPasted\r\nLeague\n",
      mode: "expert",
    });
    expect(pasted.status).toBe(201);
    const { groupId } = await json<Created>(pasted);
    expect((await json<GroupView>(await olga.get(`/api/groups/${groupId}`))).group.name).toBe("The Pasted League");
    expect((await join(quin, group, "Zoë 👩‍👩‍👧")).length).toBeGreaterThan(0);
    const view = await json<GroupView>(await olga.get(`/api/groups/${group.groupId}`));
    expect(view.group.name).toBe(before.group.name);
    expect(view.members.map((m) => m.nickname)).toEqual(["Olga", "Zoë 👩‍👩‍👧"]);
  });

  it("shows a group to its members only; joining takes the right code and is idempotent", async () => {
    const { slug } = await createHeadToHead(handle.db);
    const group = await createGroupAs(olga, slug);

    await expectError(await quin.get(`/api/groups/${group.groupId}`), 404, "error.notFound");
    await expectError(await quin.get(`/api/groups/${randomUUID()}`), 404, "error.notFound");
    await expectError(await quin.get("/api/groups/not-a-uuid"), 404, "error.notFound");
    await expectError(await quin.get(`/api/groups/${group.groupId}/standings`), 404, "error.notFound");
    await expectError(await quin.get(`/api/groups/${group.groupId}/picks`), 404, "error.notFound");

    await expectError(
      await quin.post(`/api/groups/${group.groupId}/join`, { invitationCode: "WRONG-code-123" }),
      404,
      "error.group.invitationInvalid",
    );
    // The code of one group does not open another.
    const otherGroup = await createGroupAs(pia, slug);
    await expectError(
      await quin.post(`/api/groups/${otherGroup.groupId}/join`, { invitationCode: group.invitationCode }),
      404,
      "error.group.invitationInvalid",
    );
    await expectError(await quin.get(`/api/groups/${group.groupId}`), 404, "error.notFound");

    const first = await join(quin, group, "Q-Dog");
    const again = await join(quin, group, "Q-Dog");
    expect(again).toBe(first);
    const view = await json<GroupView>(await quin.get(`/api/groups/${group.groupId}`));
    expect(view.me).toEqual({ groupUserId: first, role: "member" });
    expect(view.members.map((m) => [m.nickname, m.role])).toEqual([
      ["Olga", "owner"],
      ["Q-Dog", "member"],
    ]);
    // Still nobody else's business.
    await expectError(await sam.get(`/api/groups/${group.groupId}`), 404, "error.notFound");
  });

  it("lets the owner change name, lock policy and invitation; a member gets 403", async () => {
    const { slug } = await createHeadToHead(handle.db);
    const group = await createGroupAs(olga, slug);
    await join(pia, group);

    await expectError(await settings(pia, { groupId: group.groupId, name: "Pia rules" }), 403, "error.forbidden");
    await expectError(await settings(sam, { groupId: group.groupId, name: "Sam rules" }), 404, "error.notFound");
    expect(await groupById(handle.db, group.groupId)).toMatchObject({ name: "Friends" });

    const renamed = await settings(olga, {
      groupId: group.groupId,
      name: "Sunday League",
      lockPolicy: { kind: "minutesBefore", minutes: 15 },
    });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({
      id: group.groupId,
      name: "Sunday League",
      lockPolicy: { kind: "minutesBefore", minutes: 15 },
    });
    const view = await json<GroupView>(await pia.get(`/api/groups/${group.groupId}`));
    expect(view.group).toMatchObject({ name: "Sunday League", lockPolicy: { kind: "minutesBefore", minutes: 15 } });

    const regenerated = await settings(olga, { groupId: group.groupId, regenerateInvitation: true });
    expect(regenerated.status).toBe(200);
    const { invitationCode } = await json<{ invitationCode: string }>(regenerated);
    expect(invitationCode).not.toBe(group.invitationCode);
    await expectError(
      await quin.post(`/api/groups/${group.groupId}/join`, { invitationCode: group.invitationCode }),
      404,
      "error.group.invitationInvalid",
    );
    await join(quin, { ...group, invitationCode });
  });

  it("refuses mode, scoring and lock policy changes once a game locked after the group was created (409 error.group.rulesLocked)", async () => {
    // A game that locked before the group existed does not count.
    const { slug, homeId, awayId } = await createHeadToHead(handle.db, { kickoffHours: -2 });
    const group = await createGroupAs(olga, slug);
    await createGame(handle.db, slug, { kickoff: hoursFromNow(48), homeId, awayId });

    const simple = await settings(olga, { groupId: group.groupId, mode: "simple" });
    expect(simple.status).toBe(200);
    // Custom scoring is Plus: refused without it, accepted once Olga holds Plus for the tournament.
    await expectError(
      await settings(olga, { groupId: group.groupId, mode: "expert", scoring: { exact: 5 } }),
      403,
      "error.plus.required",
    );
    await buyPlus(olga, slug);
    expect(await json(simple)).toMatchObject({ mode: "simple", scoring: { outcome: 3 } });
    const expert = await settings(olga, { groupId: group.groupId, mode: "expert", scoring: { exact: 5 } });
    expect(expert.status).toBe(200);
    expect(await json(expert)).toMatchObject({ mode: "expert", scoring: { exact: 5, goalDifference: 3, outcome: 2 } });

    // A game created now that locks in a moment, then has locked.
    await createGame(handle.db, slug, { kickoff: secondsFromNow(1), homeId, awayId });
    await sleep(1_300);
    const mode = await expectError(
      await settings(olga, { groupId: group.groupId, mode: "simple" }),
      409,
      "error.group.rulesLocked",
    );
    expect(mode.formField).toBe("mode");
    const scoring = await expectError(
      await settings(olga, { groupId: group.groupId, scoring: { exact: 6 } }),
      409,
      "error.group.rulesLocked",
    );
    expect(scoring.formField).toBe("scoring");
    expect(await groupById(handle.db, group.groupId)).toMatchObject({
      mode: "expert",
      scoring: { exact: 5, goalDifference: 3, outcome: 2 },
    });

    // The lock policy freezes with them (issue 9.3); sent unchanged, it is no change.
    const policy = await expectError(
      await settings(olga, { groupId: group.groupId, lockPolicy: { kind: "matchday" } }),
      409,
      "error.group.rulesLocked",
    );
    expect(policy.formField).toBe("lockPolicy");
    // The rest of the settings still change.
    const renamed = await settings(olga, {
      groupId: group.groupId,
      name: "Still going",
      lockPolicy: { kind: "kickoff" },
    });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ name: "Still going", mode: "expert", lockPolicy: { kind: "kickoff" } });
  });

  it("refuses a new mode once a member holds a pick, made for the old one (409 error.group.modeHasPicks); the rest still changes", async () => {
    const cup = await footballCup();
    const group = await createGroupAs(olga, cup.slug, { mode: "simple" });
    await join(pia, group);
    const game = await cup.game({ kickoff: hoursFromNow(48) });
    // No pick yet: the mode changes (and back).
    expect((await settings(olga, { groupId: group.groupId, mode: "expert" })).status).toBe(200);
    expect((await settings(olga, { groupId: group.groupId, mode: "simple" })).status).toBe(200);
    expect((await json<GroupView>(await olga.get(`/api/groups/${group.groupId}`))).group).toMatchObject({
      modeLocked: false,
    });

    // Pia picks a winner, as simple mode asks: an expert group would read no score in it.
    expect(await savePicks(pia, group.groupId, [{ gameId: game, pick: { outcome: "home" } }])).toMatchObject({
      rejected: [],
    });
    const refused = await expectError(
      await settings(olga, { groupId: group.groupId, mode: "expert" }),
      409,
      "error.group.modeHasPicks",
    );
    expect(refused.formField).toBe("mode");
    expect(refused.message).toBe(
      "Members have already picked, and their picks are made for this mode: it can no longer change.",
    );
    expect(await groupById(handle.db, group.groupId)).toMatchObject({ mode: "simple" });
    // The settings say so beforehand; the same mode sent again, a name or the lock policy still change.
    expect((await json<GroupView>(await olga.get(`/api/groups/${group.groupId}`))).group).toMatchObject({
      modeLocked: true,
    });
    const renamed = await settings(olga, {
      groupId: group.groupId,
      name: "Winners only",
      mode: "simple",
      lockPolicy: { kind: "minutesBefore", minutes: 30 },
    });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ name: "Winners only", mode: "simple" });
  });

  it("a lock policy that would lock open games at once is refused until the manager confirms it (409 error.group.policyLocksOpen, with how many), on the database clock", async () => {
    const cup = await footballCup();
    // Matchday 1 has begun (a game kicked off an hour ago) before the group was made; one game is still open for 3 hours.
    await cup.game({ kickoff: hoursFromNow(-1) });
    const open = await cup.game({ kickoff: hoursFromNow(3) });
    const group = await createGroupAs(olga, cup.slug, { mode: "expert" });
    const member = await join(pia, group);
    const policy = (lockPolicy: unknown, confirmLocks?: boolean) =>
      settings(olga, { groupId: group.groupId, lockPolicy, ...(confirmLocks !== undefined && { confirmLocks }) });

    // 3 h = 180 min: a lead of 179 minutes keeps the open game open; 181 would lock it now.
    expect((await policy({ kind: "minutesBefore", minutes: 179 })).status).toBe(200);
    const refused = await expectError(
      await policy({ kind: "minutesBefore", minutes: 181 }),
      409,
      "error.group.policyLocksOpen",
    );
    expect(refused.formField).toBe("lockPolicy");
    expect(refused.message).toBe(
      "This rule locks 1 open game at once: whoever has not picked it can no longer do so. The mode, scoring and lock rule can then no longer change. Save again to change the rule anyway.",
    );
    await expectError(await policy({ kind: "matchday" }), 409, "error.group.policyLocksOpen");
    // Refused, nothing changed: Pia still picks the open game.
    expect((await groupById(handle.db, group.groupId))!.lockPolicy).toEqual({ kind: "minutesBefore", minutes: 179 });
    expect(await savePicks(pia, group.groupId, [{ gameId: open, pick: score(1, 0) }])).toMatchObject({ rejected: [] });

    // Confirmed: the whole matchday locks at its first kickoff, now.
    expect((await policy({ kind: "matchday" }, true)).status).toBe(200);
    expect(await savePicks(pia, group.groupId, [{ gameId: open, pick: score(2, 0) }])).toMatchObject({
      rejected: [LOCKED],
    });
    expect(await pickOf(handle.db, member, open)).toMatchObject({ pick: score(1, 0) });
  });

  it("a pick saved while a new mode is being written waits for it, and is refused as made for the old mode: no winner is left in an expert group", async () => {
    const cup = await footballCup();
    const group = await createGroupAs(olga, cup.slug, { mode: "simple" });
    const member = await join(pia, group);
    const game = await cup.game({ kickoff: hoursFromNow(48) });
    const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
    let saving: Promise<SaveResult> | undefined;
    // The settings' change of mode, held open: its row lock taken, the mode written, not committed.
    await handle.db.transaction(async (tx) => {
      await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, group.groupId)).for("update");
      await tx.update(groups).set({ mode: "expert" }).where(eq(groups.id, group.groupId));
      // Pia's winner, checked against the mode she can still read (simple), then written.
      saving = savePicks(pia, group.groupId, [{ gameId: game, pick: { outcome: "home" } }]);
      // On PostgreSQL her write now waits for the group's row (PGlite runs one statement at a time:
      // her save follows the commit, and reads the new mode from the start).
      if (onPostgres) await waitForLockWaiter(handle);
    });
    expect(await saving).toMatchObject({
      saved: [],
      // On PGlite it was read as an expert pick, which needs a score.
      rejected: [{ gameId: game, code: onPostgres ? "error.pick.invalid" : "error.pick.incomplete" }],
    });
    expect(await pickOf(handle.db, member, game)).toBeNull();
    expect(await groupById(handle.db, group.groupId)).toMatchObject({ mode: "expert" });
  });

  it("counts the group's own lock policy for its first lock: minutesBefore locks the rules N minutes before kickoff", async () => {
    const cup = await footballCup();
    const group = await createGroupAs(olga, cup.slug, { lockPolicy: { kind: "minutesBefore", minutes: 60 } });
    // Kicks off in half an hour: already locked for this group, which locks an hour before kickoff.
    const game = await cup.game({ kickoff: hoursFromNow(0.5) });
    expect(await savePicks(olga, group.groupId, [{ gameId: game, pick: score(1, 0) }])).toEqual({
      saved: [],
      rejected: [{ gameId: game, ...LOCKED }],
    });
    // That lock passed before the group existed, so nobody could pick it here: the rules may still change.
    expect((await settings(olga, { groupId: group.groupId, name: group.groupId.slice(0, 8) })).status).toBe(200);
    // Had the group existed for two hours, the lock half an hour ago was its first: now they may not.
    await handle.db.execute(sql`update groups set created_at = now() - interval '2 hours' where id = ${group.groupId}`);
    await expectError(await settings(olga, { groupId: group.groupId, mode: "simple" }), 409, "error.group.rulesLocked");
    expect(await groupById(handle.db, group.groupId)).toMatchObject({ mode: "expert" });
  });

  it("lets a member leave and the owner remove a member", async () => {
    const { slug } = await createHeadToHead(handle.db);
    const group = await createGroupAs(olga, slug);
    const piaId = await join(pia, group);
    const quinId = await join(quin, group);

    await expectError(await olga.post(`/api/groups/${group.groupId}/leave`), 409, "error.group.ownerCannotLeave");
    const left = await quin.post(`/api/groups/${group.groupId}/leave`);
    expect(left.status).toBe(200);
    expect(await json(left)).toEqual({ left: true });
    // A former member is told why, not "not found" (as a stranger is).
    await expectError(await quin.get(`/api/groups/${group.groupId}`), 403, "error.group.noLongerMember");
    expect((await groupUserById(handle.db, quinId))!.leftAt).not.toBeNull();
    let view = await json<GroupView>(await olga.get(`/api/groups/${group.groupId}`));
    expect(view.members.map((m) => m.groupUserId)).toEqual([group.groupUserId, piaId]);
    // Coming back with the code gives the same membership back.
    expect(await join(quin, group)).toBe(quinId);

    await expectError(await del(pia, `/api/groups/${group.groupId}/members/${quinId}`), 403, "error.forbidden");
    await expectError(
      await del(olga, `/api/groups/${group.groupId}/members/${group.groupUserId}`),
      403,
      "error.forbidden",
    );
    const removed = await del(olga, `/api/groups/${group.groupId}/members/${piaId}`);
    expect(removed.status).toBe(200);
    expect(await json(removed)).toEqual({ removed: true });
    // A former member is told why, not "not found" (as a stranger is).
    await expectError(await pia.get(`/api/groups/${group.groupId}`), 403, "error.group.noLongerMember");
    await expectError(await del(olga, `/api/groups/${group.groupId}/members/${piaId}`), 404, "error.notFound");
    await expectError(await del(olga, `/api/groups/${group.groupId}/members/${randomUUID()}`), 404, "error.notFound");
    view = await json<GroupView>(await olga.get(`/api/groups/${group.groupId}`));
    expect(view.members.map((m) => m.groupUserId)).toEqual([group.groupUserId, quinId]);
  });

  it("changes the invitation link with a removal when asked, so that the removed member cannot come back with it", async () => {
    const { slug } = await createHeadToHead(handle.db);
    const group = await createGroupAs(olga, slug);
    const piaId = await join(pia, group);
    const quinId = await join(quin, group);
    const linkOf = async () =>
      (await json<GroupView>(await olga.get(`/api/groups/${group.groupId}`))).group.invitationCode;

    // Without asking, the link stays: Quin may come back with it.
    expect(await json(await del(olga, `/api/groups/${group.groupId}/members/${quinId}`))).toEqual({ removed: true });
    expect(await linkOf()).toBe(group.invitationCode);
    expect(await join(quin, group)).toBe(quinId);

    // A value that is no yes or no is refused, and nothing changes.
    await expectError(
      await del(olga, `/api/groups/${group.groupId}/members/${piaId}?newInvitation=maybe`),
      400,
      "error.validation.invalid",
    );
    expect((await groupUserById(handle.db, piaId))!.leftAt).toBeNull();

    // Asked: Pia is out and the link she has no longer lets her in; the new one is the group's.
    const removed = await json<{ removed: true; invitationCode: string }>(
      await del(olga, `/api/groups/${group.groupId}/members/${piaId}?newInvitation=true`),
    );
    expect(removed.removed).toBe(true);
    expect(removed.invitationCode).not.toBe(group.invitationCode);
    expect(await linkOf()).toBe(removed.invitationCode);
    await expectError(
      await pia.post(`/api/groups/${group.groupId}/join`, { invitationCode: group.invitationCode }),
      404,
      "error.group.invitationInvalid",
    );
    // A member who is no manager can do neither, and the link stays as it is.
    await expectError(
      await del(quin, `/api/groups/${group.groupId}/members/${group.groupUserId}?newInvitation=true`),
      403,
      "error.forbidden",
    );
    expect(await linkOf()).toBe(removed.invitationCode);
  });
});

describe("picks lock at the group's lock time (database clock)", () => {
  it("accepts a pick one second before the lock and refuses one a second after, storing nothing", async () => {
    const cup = await footballCup();
    const group = await createGroupAs(olga, cup.slug);

    const open = await cup.game({ kickoff: secondsFromNow(1) });
    const accepted = await savePicks(olga, group.groupId, [{ gameId: open, pick: score(2, 1) }]);
    expect(accepted).toEqual({ saved: [{ gameId: open, joker: false }], rejected: [] });

    const closed = await cup.game({ kickoff: secondsFromNow(-1) });
    const refused = await savePicks(olga, group.groupId, [{ gameId: closed, pick: score(2, 1) }]);
    expect(refused).toEqual({ saved: [], rejected: [{ gameId: closed, ...LOCKED }] });
    expect(await pickOf(handle.db, group.groupUserId, closed)).toBeNull();

    // A game's own lock before kickoff counts, not the kickoff.
    const lockedEarly = await cup.game({ kickoff: hoursFromNow(2), locksAt: secondsFromNow(-1) });
    expect((await savePicks(olga, group.groupId, [{ gameId: lockedEarly, pick: score(0, 0) }])).rejected).toEqual([
      { gameId: lockedEarly, ...LOCKED },
    ]);

    // A stored pick cannot be changed after the lock: the old one stays.
    const later = await cup.game({ kickoff: hoursFromNow(3) });
    await savePicks(olga, group.groupId, [{ gameId: later, pick: score(1, 1) }]);
    await kickOff(later);
    const change = await savePicks(olga, group.groupId, [{ gameId: later, pick: score(3, 0) }]);
    expect(change).toEqual({ saved: [], rejected: [{ gameId: later, ...LOCKED }] });
    expect((await pickOf(handle.db, group.groupUserId, later))!.pick).toEqual(score(1, 1));
    expect((await picksOf(handle.db, group.groupUserId)).map((p) => p.gameId).sort()).toEqual([open, later].sort());
  });

  it("moves the lock N minutes earlier with lockPolicy minutesBefore", async () => {
    const cup = await footballCup();
    const early = await createGroupAs(olga, cup.slug, { lockPolicy: { kind: "minutesBefore", minutes: 30 } });
    const atKickoff = await createGroupAs(olga, cup.slug);

    const stillOpen = await cup.game({ kickoff: secondsFromNow(30 * 60 + 1) });
    const justLocked = await cup.game({ kickoff: secondsFromNow(30 * 60 - 1) });
    const result = await savePicks(olga, early.groupId, [
      { gameId: stillOpen, pick: score(1, 0) },
      { gameId: justLocked, pick: score(1, 0) },
    ]);
    expect(result).toEqual({
      saved: [{ gameId: stillOpen, joker: false }],
      rejected: [{ gameId: justLocked, ...LOCKED }],
    });
    expect(await pickOf(handle.db, early.groupUserId, justLocked)).toBeNull();
    expect(await pickOf(handle.db, early.groupUserId, stillOpen)).toMatchObject({ pick: score(1, 0) });

    // The same game is still open in a group that locks at kickoff.
    expect(await savePicks(olga, atKickoff.groupId, [{ gameId: justLocked, pick: score(1, 0) }])).toEqual({
      saved: [{ gameId: justLocked, joker: false }],
      rejected: [],
    });
  });
});

describe("visibility of other members' picks", () => {
  it("shows a member's pick to the others only once the game locked, and always to its author", async () => {
    const cup = await footballCup();
    const group = await createGroupAs(olga, cup.slug);
    const piaId = await join(pia, group);
    const first = await cup.game({ kickoff: hoursFromNow(1) });
    const second = await cup.game({ kickoff: hoursFromNow(1) });
    await savePicks(olga, group.groupId, [
      { gameId: first, pick: score(2, 1) },
      { gameId: second, pick: score(0, 3) },
    ]);
    await savePicks(pia, group.groupId, [{ gameId: first, pick: score(1, 1) }]);

    const piaBefore = await picksSeenBy(pia, group.groupId);
    expect(piaBefore.map((p) => [p.groupUserId, p.gameId])).toEqual([[piaId, first]]);
    expect(await picksSeenBy(pia, group.groupId, `?groupUserId=${group.groupUserId}`)).toEqual([]);
    expect(await picksSeenBy(pia, group.groupId, `?groupUserId=${group.groupUserId}&matchday=1`)).toEqual([]);
    const olgaOwn = await picksSeenBy(olga, group.groupId, `?groupUserId=${group.groupUserId}`);
    expect(olgaOwn.map((p) => [p.gameId, p.pick, p.locked])).toEqual(
      expect.arrayContaining([
        [first, score(2, 1), false],
        [second, score(0, 3), false],
      ]),
    );
    expect(olgaOwn).toHaveLength(2);
    expect((await picksSeenBy(olga, group.groupId)).map((p) => p.groupUserId)).toEqual([
      group.groupUserId,
      group.groupUserId,
    ]);

    await kickOff(first);
    const piaAfter = await picksSeenBy(pia, group.groupId, `?groupUserId=${group.groupUserId}`);
    expect(piaAfter).toMatchObject([
      { groupUserId: group.groupUserId, nickname: "Olga", gameId: first, pick: score(2, 1), locked: true },
    ]);
    const olgaAfter = await picksSeenBy(olga, group.groupId);
    expect(olgaAfter.map((p) => [p.groupUserId, p.gameId]).sort()).toEqual(
      [
        [group.groupUserId, first],
        [group.groupUserId, second],
        [piaId, first],
      ].sort(),
    );

    // Once a game locked, the owner cannot move the lock policy to read the second game's open picks (issue 9.3).
    await expectError(
      await settings(olga, { groupId: group.groupId, lockPolicy: { kind: "minutesBefore", minutes: 90 } }),
      409,
      "error.group.rulesLocked",
    );
    const piaLate = await picksSeenBy(pia, group.groupId, `?groupUserId=${group.groupUserId}`);
    expect(piaLate.map((p) => p.gameId)).toEqual([first]);

    await expectError(
      await pia.get(`/api/groups/${group.groupId}/picks?groupUserId=not-a-uuid`),
      404,
      "error.notFound",
    );
    await expectError(await pia.get(`/api/groups/${group.groupId}/picks?matchday=0`), 400, "error.validation.invalid");
  });
});

describe("pick shapes and jokers", () => {
  it("refuses a bad pick saying why, and saves the good picks of the same batch", async () => {
    const cup = await footballCup();
    const group = await createGroupAs(olga, cup.slug);
    const [a, b, c, knockout] = [
      await cup.game(),
      await cup.game(),
      await cup.game(),
      await cup.game({ knockout: true }),
    ];
    const strangerGame = (await createHeadToHead(handle.db)).gameId;

    expect(await savePicks(olga, group.groupId, [{ gameId: a, pick: { home: -1, away: 0 } }])).toEqual({
      saved: [],
      rejected: [
        {
          gameId: a,
          code: "error.pick.score",
          message: "Each score is a whole number from 0 to 999.",
          formField: "home",
          params: { max: 999 },
        },
      ],
    });
    // One score typed, the other left empty: refused as unfinished, never stored as 2 – 0 (issue 13).
    expect(await savePicks(olga, group.groupId, [{ gameId: a, pick: { home: 2, away: null } }])).toEqual({
      saved: [],
      rejected: [
        {
          gameId: a,
          code: "error.pick.incomplete",
          message: "Type both scores: a pick with one score empty is not saved.",
          formField: "away",
        },
      ],
    });
    expect(await picksOf(handle.db, group.groupUserId)).toEqual([]);

    const batch = await savePicks(olga, group.groupId, [
      { gameId: a, pick: score(2, 1) },
      { gameId: b, pick: { outcome: "home" } },
      { gameId: c, pick: score(0, 0) },
      { gameId: knockout, pick: score(1, 1) },
      { gameId: strangerGame, pick: score(1, 0) },
    ]);
    expect(batch.saved).toEqual([
      { gameId: a, joker: false },
      { gameId: c, joker: false },
    ]);
    expect(batch.rejected).toEqual([
      // A simple-mode pick in an expert group names no score.
      expect.objectContaining({ gameId: b, code: "error.pick.incomplete", formField: "home" }),
      {
        gameId: knockout,
        code: "error.pick.advancesMissing",
        message: "A draw in a knockout game: pick who goes through.",
        formField: "advances",
      },
      { gameId: strangerGame, ...NOT_FOUND },
    ]);
    const stored = await picksOf(handle.db, group.groupUserId);
    expect(stored.map((p) => [p.gameId, p.pick]).sort()).toEqual(
      [
        [a, score(2, 1)],
        [c, score(0, 0)],
      ].sort(),
    );
    // A knockout draw that names who goes through is fine.
    expect(
      (await savePicks(olga, group.groupId, [{ gameId: knockout, pick: { home: 1, away: 1, advances: "away" } }]))
        .saved,
    ).toHaveLength(1);

    // A body that is not a batch of picks is a validation error.
    expect((await put(olga, `/api/groups/${group.groupId}/picks`, { picks: [] })).status).toBe(400);
  });

  it("says per game what is wrong with a refused pick, in the player's language (issue 10.4)", async () => {
    const { slug: songSlug, countryIds: countries, gameId: semi } = await createSemiFinal(handle.db);
    const hoops = await createHeadToHead(handle.db, { sport: "basketball" });
    const songGroup = await createGroupAs(olga, songSlug, { mode: "simple" });
    const hoopsGroup = await createGroupAs(olga, hoops.slug, { mode: "expert" });

    const eight = await savePicks(olga, songGroup.groupId, [
      { gameId: semi, pick: { qualifiers: countries.slice(0, 8) } },
    ]);
    expect(eight).toEqual({
      saved: [],
      rejected: [
        {
          gameId: semi,
          code: "error.pick.qualifiersCount",
          message: "Pick 10 qualifiers, you picked 8.",
          formField: "qualifiers",
          params: { expected: 10, picked: 8 },
        },
      ],
    });
    const draw = await savePicks(olga, hoopsGroup.groupId, [{ gameId: hoops.gameId, pick: score(88, 88) }]);
    expect(draw.rejected).toEqual([
      {
        gameId: hoops.gameId,
        code: "error.pick.basketballDraw",
        message: "A basketball game cannot end in a draw: one side must win.",
        formField: "home",
      },
    ]);

    // The same refusals in Polish and Ukrainian, with their plural forms of the count.
    olga.locale = "pl";
    const polish = await savePicks(olga, songGroup.groupId, [
      { gameId: semi, pick: { qualifiers: countries.slice(0, 3) } },
    ]);
    expect(polish.rejected[0]).toMatchObject({
      code: "error.pick.qualifiersCount",
      message: "Wybierz 10 awansujących, wybrano 3.",
    });
    olga.locale = "uk";
    const ukrainian = await savePicks(olga, hoopsGroup.groupId, [{ gameId: hoops.gameId, pick: score(70, 70) }]);
    expect(ukrainian.rejected[0]).toMatchObject({
      code: "error.pick.basketballDraw",
      message: "Баскетбольний матч не може завершитися нічиєю: одна команда має перемогти.",
    });
    olga.locale = undefined;

    // The predictions hub answers the same way, per group.
    const hub = await put(olga, "/api/predictions", {
      tournament: songSlug,
      picks: [{ gameId: semi, pick: { qualifiers: countries.slice(0, 11) } }],
    });
    expect((await json<{ rejected: unknown[] }>(hub)).rejected).toEqual([
      {
        gameId: semi,
        groupId: songGroup.groupId,
        code: "error.pick.qualifiersCount",
        message: "Pick 10 qualifiers, you picked 11.",
        formField: "qualifiers",
        params: { expected: 10, picked: 11 },
      },
    ]);
    expect(await picksOf(handle.db, songGroup.groupUserId)).toEqual([]);
    expect(await picksOf(handle.db, hoopsGroup.groupUserId)).toEqual([]);
  });

  it("refuses a joker where jokers are off and keeps one joker per matchday where they are on", async () => {
    const cup = await footballCup(2);
    await buyPlus(olga, cup.slug);
    const plain = await createGroupAs(olga, cup.slug, { mode: "expert" });
    const withJokers = await createGroupAs(olga, cup.slug, { mode: "expert", jokers: true });
    const simple = await createGroupAs(olga, cup.slug, { mode: "simple", jokers: true });
    expect(await groupById(handle.db, simple.groupId)).toMatchObject({ mode: "simple", jokers: false });
    expect(await groupById(handle.db, withJokers.groupId)).toMatchObject({ jokers: true });
    const [first, second, third] = [
      await cup.game({ matchday: 1 }),
      await cup.game({ matchday: 1, kickoff: hoursFromNow(25) }),
      await cup.game({ matchday: 2 }),
    ];

    expect(await savePicks(olga, plain.groupId, [{ gameId: first, pick: score(1, 0), joker: true }])).toEqual({
      saved: [],
      rejected: [{ gameId: first, ...JOKER_OFF }],
    });
    expect(await picksOf(handle.db, plain.groupUserId)).toEqual([]);
    expect(
      (await savePicks(olga, simple.groupId, [{ gameId: first, pick: { outcome: "home" }, joker: true }])).rejected,
    ).toEqual([{ gameId: first, ...JOKER_OFF }]);

    const me = withJokers.groupUserId;
    expect(await savePicks(olga, withJokers.groupId, [{ gameId: first, pick: score(1, 0), joker: true }])).toEqual({
      saved: [{ gameId: first, joker: true }],
      rejected: [],
    });
    await savePicks(olga, withJokers.groupId, [{ gameId: third, pick: score(0, 1), joker: true }]);
    // A second joker on matchday 1 moves it; matchday 2 keeps its own.
    expect(
      (await savePicks(olga, withJokers.groupId, [{ gameId: second, pick: score(2, 1), joker: true }])).saved,
    ).toEqual([{ gameId: second, joker: true }]);
    expect((await pickOf(handle.db, me, first))!.joker).toBe(false);
    expect((await pickOf(handle.db, me, second))!.joker).toBe(true);
    expect((await pickOf(handle.db, me, third))!.joker).toBe(true);
    const seen = await picksSeenBy(olga, withJokers.groupId, "?matchday=1");
    expect(seen.map((p) => [p.gameId, p.joker])).toEqual([
      [first, false],
      [second, true],
    ]);

    // The joker doubles the points of its game.
    await kickOff(second);
    await enterResult(second, { result: score(2, 1) });
    expect(await pickOf(handle.db, me, second)).toMatchObject({ points: 8, exact: true, joker: true });
  });
});

describe("scoring and standings", () => {
  it("scores 4/3/2/0, replaces points on a correction, scores a cancelled game 0 and filters by matchday", async () => {
    const cup = await footballCup(2);
    const group = await createGroupAs(olga, cup.slug);
    const members = {
      olga: group.groupUserId,
      pia: await join(pia, group),
      quin: await join(quin, group),
      rob: await join(rob, group),
    };
    const g1 = await cup.game({ matchday: 1 });
    const cancelled = await cup.game({ matchday: 1 });
    const g3 = await cup.game({ matchday: 2 });
    const picksFor: Record<keyof typeof members, [ReturnType<typeof score>, ReturnType<typeof score>]> = {
      olga: [score(2, 1), score(0, 0)], // exact / outcome
      pia: [score(3, 2), score(1, 1)], // goal difference / exact
      quin: [score(3, 0), score(2, 2)], // outcome / outcome
      rob: [score(0, 2), score(1, 0)], // wrong / wrong
    };
    const clients = { olga, pia, quin, rob };
    for (const name of Object.keys(members) as (keyof typeof members)[]) {
      const [onG1, onG3] = picksFor[name];
      const saved = await savePicks(clients[name], group.groupId, [
        { gameId: g1, pick: onG1 },
        { gameId: cancelled, pick: score(1, 1) },
        { gameId: g3, pick: onG3 },
      ]);
      expect(saved.rejected).toEqual([]);
    }
    // Nothing is scored before a result.
    expect(brief(await standings(olga, group.groupId)).map((r) => [r.points, r.played])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);

    await kickOff(g1);
    await enterResult(g1, { result: score(2, 1) });
    expect(brief(await standings(pia, group.groupId))).toEqual([
      { rank: 1, nickname: "Olga", points: 4, exact: 1, outcome: 1, played: 1 },
      { rank: 2, nickname: "Pia", points: 3, exact: 0, outcome: 1, played: 1 },
      { rank: 3, nickname: "Quin", points: 2, exact: 0, outcome: 1, played: 1 },
      { rank: 4, nickname: "Rob", points: 0, exact: 0, outcome: 0, played: 1 },
    ]);

    // A correction replaces the points: 2-1 → 1-0.
    await enterResult(g1, { result: score(1, 0) });
    const corrected = await standings(olga, group.groupId);
    expect(brief(corrected)).toEqual([
      { rank: 1, nickname: "Olga", points: 3, exact: 0, outcome: 1, played: 1 },
      { rank: 1, nickname: "Pia", points: 3, exact: 0, outcome: 1, played: 1 },
      { rank: 3, nickname: "Quin", points: 2, exact: 0, outcome: 1, played: 1 },
      { rank: 4, nickname: "Rob", points: 0, exact: 0, outcome: 0, played: 1 },
    ]);
    // The same numbers, recomputed from the new result alone by the scoring engine.
    const rules = footballExpertRules.parse({});
    for (const row of corrected) {
      const name = (Object.keys(members) as (keyof typeof members)[]).find((n) => members[n] === row.groupUserId)!;
      const fresh = scorePick({
        sport: "football",
        mode: "expert",
        ruleSet: rules,
        context: { knockout: false, stage: null, entrantIds: null },
        pick: picksFor[name][0],
        result: score(1, 0),
        status: "finished",
      });
      expect(row.points, name).toBe(fresh!.points);
      expect(await pickOf(handle.db, row.groupUserId, g1)).toMatchObject({
        points: fresh!.points,
        exact: fresh!.exact,
        outcome: fresh!.outcome,
        scoredVersion: 2,
      });
    }
    // Saving the same result again changes nothing and records no event.
    await enterResult(g1, { result: score(1, 0) });
    expect(await eventsOf(handle.db, g1)).toHaveLength(2);
    expect((await eventsOf(handle.db, g1)).every((e) => e.processedAt !== null)).toBe(true);
    expect(await standings(olga, group.groupId)).toEqual(corrected);

    // A cancelled game scores 0 for everybody (played, not pending).
    await kickOff(cancelled);
    await enterResult(cancelled, { status: "cancelled" });
    expect((await gameById(handle.db, cancelled))!.status).toBe("cancelled");
    for (const id of Object.values(members))
      expect(await pickOf(handle.db, id, cancelled)).toMatchObject({ points: 0, exact: false, outcome: false });
    const afterCancel = brief(await standings(olga, group.groupId));
    expect(afterCancel.map((r) => [r.nickname, r.points, r.played])).toEqual([
      ["Olga", 3, 2],
      ["Pia", 3, 2],
      ["Quin", 2, 2],
      ["Rob", 0, 2],
    ]);

    // Matchday 2: 1-1.
    await kickOff(g3);
    await enterResult(g3, { result: score(1, 1) });
    expect(brief(await standings(olga, group.groupId, "?matchday=2"))).toEqual([
      { rank: 1, nickname: "Pia", points: 4, exact: 1, outcome: 1, played: 1 },
      { rank: 2, nickname: "Olga", points: 2, exact: 0, outcome: 1, played: 1 },
      { rank: 2, nickname: "Quin", points: 2, exact: 0, outcome: 1, played: 1 },
      { rank: 4, nickname: "Rob", points: 0, exact: 0, outcome: 0, played: 1 },
    ]);
    expect(brief(await standings(olga, group.groupId, "?matchday=1"))).toEqual(afterCancel);
    expect(brief(await standings(quin, group.groupId))).toEqual([
      { rank: 1, nickname: "Pia", points: 7, exact: 1, outcome: 2, played: 3 },
      { rank: 2, nickname: "Olga", points: 5, exact: 0, outcome: 2, played: 3 },
      { rank: 3, nickname: "Quin", points: 4, exact: 0, outcome: 2, played: 3 },
      { rank: 4, nickname: "Rob", points: 0, exact: 0, outcome: 0, played: 3 },
    ]);
    expect(brief(await standings(olga, group.groupId, "?matchday=7")).map((r) => r.points)).toEqual([0, 0, 0, 0]);
    await expectError(
      await olga.get(`/api/groups/${group.groupId}/standings?matchday=0`),
      400,
      "error.validation.invalid",
    );
    await expectError(
      await olga.get(`/api/groups/${group.groupId}/standings?matchday=one`),
      400,
      "error.validation.invalid",
    );
  });

  it("ranks ties 1-2-2-4 and orders them by exact hits, then outcomes, then the earlier join", async () => {
    const cup = await footballCup();
    const g1 = await cup.game();
    const g2 = await cup.game();

    // Same points, same exact and outcome counts: the earlier join comes first, with the same rank.
    const ties = await createGroupAs(olga, cup.slug, { name: "Ties" });
    const quinId = await join(quin, ties);
    const piaId = await join(pia, ties);
    const robId = await join(rob, ties);
    await savePicks(olga, ties.groupId, [{ gameId: g1, pick: score(2, 1) }]);
    await savePicks(quin, ties.groupId, [{ gameId: g1, pick: score(1, 0) }]);
    await savePicks(pia, ties.groupId, [{ gameId: g1, pick: score(3, 2) }]);
    await savePicks(rob, ties.groupId, [{ gameId: g1, pick: score(0, 2) }]);

    // Goal difference worth as much as the exact score, so that 4 points come three ways.
    await buyPlus(rob, cup.slug);
    const tieBreaks = await createGroupAs(rob, cup.slug, { name: "Tie-breaks", scoring: { goalDifference: 4 } });
    await join(olga, tieBreaks);
    await join(pia, tieBreaks);
    await join(quin, tieBreaks);
    await savePicks(rob, tieBreaks.groupId, [
      { gameId: g1, pick: score(3, 2) }, // goal difference 4
      { gameId: g2, pick: score(1, 0) }, // 0
    ]);
    await savePicks(olga, tieBreaks.groupId, [
      { gameId: g1, pick: score(3, 0) }, // outcome 2
      { gameId: g2, pick: score(1, 1) }, // outcome 2
    ]);
    await savePicks(pia, tieBreaks.groupId, [
      { gameId: g1, pick: score(2, 1) }, // exact 4
      { gameId: g2, pick: score(0, 1) }, // 0
    ]);
    await savePicks(quin, tieBreaks.groupId, [
      { gameId: g1, pick: score(0, 2) },
      { gameId: g2, pick: score(2, 0) },
    ]);

    await kickOff(g1);
    await kickOff(g2);
    await enterResult(g1, { result: score(2, 1) });
    await enterResult(g2, { result: score(0, 0) });

    const tieRows = await standings(pia, ties.groupId);
    expect(tieRows.map((r) => r.groupUserId)).toEqual([ties.groupUserId, quinId, piaId, robId]);
    expect(brief(tieRows)).toEqual([
      { rank: 1, nickname: "Olga", points: 4, exact: 1, outcome: 1, played: 1 },
      { rank: 2, nickname: "Quin", points: 3, exact: 0, outcome: 1, played: 1 },
      { rank: 2, nickname: "Pia", points: 3, exact: 0, outcome: 1, played: 1 },
      { rank: 4, nickname: "Rob", points: 0, exact: 0, outcome: 0, played: 1 },
    ]);

    expect(brief(await standings(rob, tieBreaks.groupId))).toEqual([
      { rank: 1, nickname: "Pia", points: 4, exact: 1, outcome: 1, played: 2 },
      { rank: 1, nickname: "Olga", points: 4, exact: 0, outcome: 2, played: 2 },
      { rank: 1, nickname: "Rob", points: 4, exact: 0, outcome: 1, played: 2 },
      { rank: 4, nickname: "Quin", points: 0, exact: 0, outcome: 0, played: 2 },
    ]);
  });

  it("keeps a deleted player's row, without the nickname, with the points", async () => {
    const dora = await createPlayer(handle, "dora@example.com", "Dora");
    const cup = await footballCup();
    const group = await createGroupAs(olga, cup.slug);
    const doraId = await join(dora, group, "Dora the Explorer");
    const game = await cup.game();
    await savePicks(dora, group.groupId, [{ gameId: game, pick: score(2, 1) }]);
    await savePicks(olga, group.groupId, [{ gameId: game, pick: score(3, 2) }]);
    await kickOff(game);
    await enterResult(game, { result: score(2, 1) });

    const deleted = await dora.post("/api/settings/delete-account", { password: PASSWORD });
    expect(deleted.status).toBe(200);
    expect(await groupUserById(handle.db, doraId)).toMatchObject({ userId: null, nickname: "", leftAt: null });

    expect(brief(await standings(olga, group.groupId))).toEqual([
      { rank: 1, nickname: "", points: 4, exact: 1, outcome: 1, played: 1 },
      { rank: 2, nickname: "Olga", points: 3, exact: 0, outcome: 1, played: 1 },
    ]);
    const rows = await standings(olga, group.groupId);
    expect(rows[0]!.groupUserId).toBe(doraId);
    // The locked pick stays visible too, without a name.
    expect(await picksSeenBy(olga, group.groupId, `?groupUserId=${doraId}`)).toMatchObject([
      { nickname: "", pick: score(2, 1), points: 4 },
    ]);
  });
});

describe("an owner whose account is deleted", () => {
  it("hands each group to its group admin, else to the member who joined first; lists and counts leave the deleted out", async () => {
    const named = (name: string) => createPlayer(handle, `${name.toLowerCase()}-${randomUUID()}@example.com`, name);
    const [ria, sol, tom] = [await named("Ria"), await named("Sol"), await named("Tom")];
    const cup = await footballCup();
    const withAdmin = await createGroupAs(ria, cup.slug, { name: "With Admin" });
    await join(sol, withAdmin);
    const tomId = await join(tom, withAdmin);
    await handle.db.update(groupUsers).set({ role: "admin" }).where(eq(groupUsers.id, tomId));
    const firstJoined = await createGroupAs(ria, cup.slug, { name: "First Joined" });
    const solId = await join(sol, firstJoined);
    await join(tom, firstJoined);
    const alone = await createGroupAs(ria, cup.slug, { name: "Alone" });

    expect((await ria.post("/api/settings/delete-account", { password: PASSWORD })).status).toBe(200);

    // The group admin takes the first group over: the settings and the invitation are theirs now.
    const taken = await json<GroupView & { memberCount: number }>(await tom.get(`/api/groups/${withAdmin.groupId}`));
    expect(taken.me.role).toBe("owner");
    expect(taken.group.invitationCode).toBe(withAdmin.invitationCode);
    expect(taken.members.map((m) => [m.nickname, m.role])).toEqual([
      ["Sol", "member"],
      ["Tom", "owner"],
    ]);
    expect(taken.memberCount).toBe(2);
    expect((await settings(tom, { groupId: withAdmin.groupId, name: "Tom's Now" })).status).toBe(200);
    // Without one, the member who joined first.
    const second = await json<GroupView>(await sol.get(`/api/groups/${firstJoined.groupId}`));
    expect(second.me).toEqual({ groupUserId: solId, role: "owner" });
    expect((await del(sol, `/api/groups/${firstJoined.groupId}/members/${firstJoined.groupUserId}`)).status).toBe(404);
    // A group with nobody left has no owner.
    expect((await groupById(handle.db, alone.groupId))!.ownerId).toBeNull();
    // The lists of my groups count who is there to play; the table keeps the former owner's row.
    const solUser = (await groupUserById(handle.db, solId))!.userId!;
    for (const list of [await listMyGroups(handle.db, solUser), await listMyStandings(handle.db, solUser)])
      expect(list.find((g) => g.groupId === firstJoined.groupId)!.members).toBe(2);
    // So does the invitation's preview (and the free size a join is held to: the same count).
    expect((await previewInvitation(handle.db, firstJoined.groupId, firstJoined.invitationCode)).members).toBe(2);
    expect((await standings(sol, firstJoined.groupId)).map((r) => r.nickname).sort()).toEqual(["", "Sol", "Tom"]);
    // The table's export names the former owner as the pages do, in the reader's language.
    await buyPlus(sol, cup.slug);
    sol.locale = "de";
    const csv = await (await sol.get(`/api/groups/${firstJoined.groupId}/export?what=standings`)).text();
    expect(csv).toContain(",Ehemaliger Spieler,");
  });
});

describe("an owner hands the group over", () => {
  it("makes another member the owner, who may then change everything; the former owner stays as a member and may leave", async () => {
    const named = (name: string) => createPlayer(handle, `${name.toLowerCase()}-${randomUUID()}@example.com`, name);
    const [uma, vic, wes] = [await named("Uma"), await named("Vic"), await named("Wes")];
    const cup = await footballCup();
    const group = await createGroupAs(uma, cup.slug);
    const vicId = await join(vic, group);
    const wesId = await join(wes, group);
    const owner = (client: TestClient, groupUserId: string) =>
      client.post(`/api/groups/${group.groupId}/owner`, { groupUserId });

    // Only the owner hands over, only to another member who is there.
    await expectError(await owner(vic, wesId), 403, "error.forbidden");
    await expectError(await owner(uma, group.groupUserId), 404, "error.notFound");
    await expectError(await owner(uma, randomUUID()), 404, "error.notFound");
    await expectError(
      await uma.post(`/api/groups/${group.groupId}/owner`, { groupUserId: "nope" }),
      400,
      "error.validation.invalid",
    );
    expect((await wes.post(`/api/groups/${group.groupId}/leave`)).status).toBe(200);
    await expectError(await owner(uma, wesId), 404, "error.notFound");

    const handed = await owner(uma, vicId);
    expect(handed.status).toBe(200);
    expect(await json(handed)).toEqual({ owner: vicId });
    const seen = await json<GroupView>(await vic.get(`/api/groups/${group.groupId}`));
    expect(seen.me.role).toBe("owner");
    expect(seen.members.map((m) => [m.nickname, m.role])).toEqual([
      ["Uma", "member"],
      ["Vic", "owner"],
    ]);
    expect((await groupById(handle.db, group.groupId))!.ownerId).toBe((await groupUserById(handle.db, vicId))!.userId);
    expect((await settings(vic, { groupId: group.groupId, name: "Vic's" })).status).toBe(200);
    await expectError(await settings(uma, { groupId: group.groupId, name: "Uma's" }), 403, "error.forbidden");
    await expectError(await owner(uma, vicId), 403, "error.forbidden");
    expect((await uma.post(`/api/groups/${group.groupId}/leave`)).status).toBe(200);
  });

  it("holds the new owner to the free limit of groups per tournament, unless they have Plus", async () => {
    const named = (name: string) => createPlayer(handle, `${name.toLowerCase()}-${randomUUID()}@example.com`, name);
    const [xia, yan] = [await named("Xia"), await named("Yan")];
    const { slug } = await createHeadToHead(handle.db);
    for (let i = 0; i < FREE_LIMITS.groupsPerTournament; i++) await createGroupAs(yan, slug, { name: `Yan ${i}` });
    const group = await createGroupAs(xia, slug);
    const yanId = await join(yan, group);
    const refused = await expectError(
      await xia.post(`/api/groups/${group.groupId}/owner`, { groupUserId: yanId }),
      409,
      "error.group.handoverLimit",
    );
    expect(refused.params).toEqual({ max: FREE_LIMITS.groupsPerTournament });
    expect(refused.message).toBe(
      `This member already runs as many groups in this tournament as a player can without Plus (${FREE_LIMITS.groupsPerTournament}).`,
    );
    expect((await groupById(handle.db, group.groupId))!.ownerId).not.toBe(
      (await groupUserById(handle.db, yanId))!.userId,
    );
    await buyPlus(yan, slug);
    expect((await xia.post(`/api/groups/${group.groupId}/owner`, { groupUserId: yanId })).status).toBe(200);
  });
});

describe("free limits hold under concurrent requests (issue 9.4, decision 0018)", () => {
  it("ten simultaneous group creations of one owner give five groups, the rest error.group.limit", async () => {
    const owner = await createPlayer(handle, `racer-${randomUUID()}@example.com`, "Racer");
    const { slug } = await createHeadToHead(handle.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        owner.post("/api/groups", { tournament: slug, name: `Race ${i}`, mode: "expert" }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(FREE_LIMITS.groupsPerTournament);
    for (const refused of answers.filter((r) => r.status !== 201)) await expectError(refused, 409, "error.group.limit");
    const owned = await handle.db
      .select({ id: groups.id })
      .from(groups)
      .innerJoin(tournaments, eq(tournaments.id, groups.tournamentId))
      .where(eq(tournaments.slug, slug));
    expect(owned).toHaveLength(FREE_LIMITS.groupsPerTournament);
  });

  it("players joining a nearly full group all at once never take it past the free size", async () => {
    const { slug } = await createHeadToHead(handle.db);
    const group = await createGroupAs(sam, slug);
    const players: TestClient[] = [];
    for (let batch = 0; batch < 6; batch++) {
      players.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            createPlayer(handle, `crowd-${batch}-${i}-${randomUUID()}@example.com`, `Crowd ${batch}.${i}`),
          ),
        )),
      );
    }
    // 40 members (the owner and 39 players), then 21 more at once for the last 10 places.
    for (const player of players.slice(0, FREE_LIMITS.membersPerGroup - 11)) await join(player, group);
    const rush = players.slice(FREE_LIMITS.membersPerGroup - 11);
    const answers = await Promise.all(
      rush.map((p) => p.post(`/api/groups/${group.groupId}/join`, { invitationCode: group.invitationCode })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(10);
    for (const refused of answers.filter((r) => r.status !== 200)) await expectError(refused, 409, "error.group.full");
    const members = await handle.db
      .select({ id: groupUsers.id })
      .from(groupUsers)
      .where(and(eq(groupUsers.groupId, group.groupId), isNull(groupUsers.leftAt)));
    expect(members).toHaveLength(FREE_LIMITS.membersPerGroup);
  }, 240_000);
});

/** Until a statement of another connection waits for a row lock (PostgreSQL), at most 10 s. */
async function waitForLockWaiter(db: DbHandle) {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = (await db.db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    )) as unknown as { rows: { waiting: number }[] };
    if (rows[0]!.waiting > 0) return;
    await sleep(50);
  }
  throw new Error("no statement waited for a lock");
}
