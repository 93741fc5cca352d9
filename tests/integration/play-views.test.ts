/**
 * The read paths of play beyond a member's own sheet: one game's picks with the distribution,
 * the predictions hub (one pick for several groups, the crowd after lock), and the rule that no
 * read path shows another member's pick before its game locks.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { TestClient, json } from "../support/client";
import { expectError, openCast } from "../support/players";
import { buyPlus } from "../support/plus";
import { hoursFromNow, openCup } from "../factories/tournaments";
import { groupUserById, pickOf, secondsFromNow, sleep } from "../factories/groups";
import { getMemberPicks } from "@/server/picks/member-picks";
import { getGroupTables, type OverallRow } from "@/server/standings/queries";
import { createGroupAs, type CreatedGroup as Created } from "../support/groups";

let handle: DbHandle;
let admin: TestClient;
let ada: TestClient;
let bo: TestClient;
let cy: TestClient;

const ADMIN = "umpire@example.com";

beforeAll(async () => {
  ({ handle, admin, ada, bo, cy } = await openCast(
    { email: ADMIN, name: "Umpire" },
    { ada: ["ada@example.com", "Ada"], bo: ["bo@example.com", "Bo"], cy: ["cy@example.com", "Cy"] },
  ));
});
afterAll(async () => handle?.close());

type Distribution = {
  total: number;
  outcomes: Record<string, number> | null;
  scores: { home: number; away: number; count: number }[];
  entrants: { id: string; count: number }[];
};
type GamePicks = {
  gameId: string;
  locked: boolean;
  lockAt: string;
  picks: { groupUserId: string; nickname: string; pick: unknown; joker: boolean; points: number | null }[];
  distribution: Distribution;
};
type Hub = {
  mode: string;
  modes: string[];
  groups: { id: string; name: string }[];
  games: { gameId: string; pick: unknown; differs: boolean; crowd: Distribution | null }[];
};
type HubSave = {
  mode: string;
  groups: string[];
  saved: { gameId: string; groupId: string; joker: boolean }[];
  rejected: { gameId: string; groupId: string; code: string }[];
};

const score = (home: number, away: number) => ({ home, away });

async function join(client: TestClient, group: Created): Promise<string> {
  const response = await client.post(`/api/groups/${group.groupId}/join`, { invitationCode: group.invitationCode });
  expect(response.status).toBe(200);
  return (await json<{ groupUserId: string }>(response)).groupUserId;
}

async function pick(client: TestClient, groupId: string, gameId: string, value: unknown, joker = false) {
  const response = await client.request("PUT", `/api/groups/${groupId}/picks`, {
    picks: [{ gameId, pick: value, joker }],
  });
  expect(response.status).toBe(200);
  expect((await json<{ rejected: unknown[] }>(response)).rejected).toEqual([]);
}

async function gamePicks(client: TestClient, groupId: string, gameId: string): Promise<GamePicks> {
  const response = await client.get(`/api/groups/${groupId}/games/${gameId}/picks`);
  expect(response.status).toBe(200);
  return json<GamePicks>(response);
}

async function hub(client: TestClient, query: string): Promise<Hub> {
  const response = await client.get(`/api/predictions?${query}`);
  expect(response.status).toBe(200);
  return json<Hub>(response);
}

async function saveHub(client: TestClient, body: Record<string, unknown>): Promise<HubSave> {
  const response = await client.request("PUT", "/api/predictions", body);
  expect(response.status).toBe(200);
  return json<HubSave>(response);
}

async function kickOff(gameId: string) {
  expect((await admin.request("PATCH", `/api/admin/games/${gameId}`, { kickoff: hoursFromNow(-1) })).status).toBe(200);
}

describe("one game's picks (GET /api/groups/{id}/games/{gameId}/picks)", () => {
  it("answers only the lock time before the game locks, then every member's pick, points and the split", async () => {
    const cup = await openCup(handle.db);
    const group = await createGroupAs(ada, cup.slug);
    const boId = await join(bo, group);
    const cyId = await join(cy, group);
    const gameId = await cup.game();
    await pick(ada, group.groupId, gameId, score(2, 1));
    await pick(bo, group.groupId, gameId, score(2, 1));
    await pick(cy, group.groupId, gameId, score(0, 0));

    const before = await gamePicks(bo, group.groupId, gameId);
    expect(before).toMatchObject({ gameId, locked: false, picks: [], distribution: { total: 0, outcomes: null } });
    expect(new Date(before.lockAt).getTime()).toBeGreaterThan(Date.now());

    await kickOff(gameId);
    expect(
      (await admin.request("PUT", `/api/admin/games/${gameId}/result`, { status: "finished", result: score(2, 1) }))
        .status,
    ).toBe(200);
    const after = await gamePicks(bo, group.groupId, gameId);
    expect(after.locked).toBe(true);
    expect(after.picks.map((p) => [p.groupUserId, p.nickname, p.pick, p.points])).toEqual([
      [group.groupUserId, "Ada", score(2, 1), 4],
      [boId, "Bo", score(2, 1), 4],
      [cyId, "Cy", score(0, 0), 0],
    ]);
    expect(after.distribution).toEqual({
      total: 3,
      outcomes: { home: 2, draw: 1, away: 0 },
      scores: [
        { home: 2, away: 1, count: 2 },
        { home: 0, away: 0, count: 1 },
      ],
      entrants: [],
    });
  });

  it("is for members only, and for games of the group's tournament only", async () => {
    const cup = await openCup(handle.db);
    const other = await openCup(handle.db);
    const group = await createGroupAs(ada, cup.slug);
    const gameId = await cup.game({ kickoff: hoursFromNow(-1) });
    const foreign = await other.game({ kickoff: hoursFromNow(-1) });
    await expectError(await bo.get(`/api/groups/${group.groupId}/games/${gameId}/picks`), 404, "error.notFound");
    await expectError(await ada.get(`/api/groups/${group.groupId}/games/${foreign}/picks`), 404, "error.notFound");
    await expectError(await ada.get(`/api/groups/${group.groupId}/games/not-a-game/picks`), 404, "error.notFound");
    await expectError(
      await new TestClient().get(`/api/groups/${group.groupId}/games/${gameId}/picks`),
      401,
      "error.auth.required",
    );
  });
});

describe("the predictions hub (PUT and GET /api/predictions)", () => {
  it("saves one pick in every group of mine that plays the mode, each under its own lock and joker rules", async () => {
    const cup = await openCup(handle.db);
    await buyPlus(ada, cup.slug);
    const atKickoff = await createGroupAs(ada, cup.slug, { jokers: true });
    const early = await createGroupAs(ada, cup.slug, { lockPolicy: { kind: "minutesBefore", minutes: 60 } });
    const simple = await createGroupAs(ada, cup.slug, { mode: "simple" });
    const notMine = await createGroupAs(bo, cup.slug);
    const soon = await cup.game({ kickoff: secondsFromNow(30 * 60) });
    const later = await cup.game({ kickoff: hoursFromNow(5) });

    // Groups of both modes: the hub must be told which one.
    await expectError(
      await ada.request("PUT", "/api/predictions", {
        tournament: cup.slug,
        picks: [{ gameId: later, pick: score(1, 0) }],
      }),
      400,
      "error.validation.required",
    );

    const result = await saveHub(ada, {
      tournament: cup.slug,
      mode: "expert",
      picks: [
        { gameId: soon, pick: score(3, 1), joker: true },
        { gameId: later, pick: score(1, 1) },
      ],
    });
    expect(result.mode).toBe("expert");
    expect(result.groups.sort()).toEqual([atKickoff.groupId, early.groupId].sort());
    expect(result.saved).toEqual(
      expect.arrayContaining([
        { gameId: soon, groupId: atKickoff.groupId, joker: true },
        { gameId: later, groupId: atKickoff.groupId, joker: false },
        { gameId: later, groupId: early.groupId, joker: false },
      ]),
    );
    expect(result.saved).toHaveLength(3);
    // The game kicks off in 30 minutes: locked in the group that locks an hour before, so it goes only to the other.
    expect(result.rejected).toEqual([]);
    expect(await pickOf(handle.db, atKickoff.groupUserId, soon)).toMatchObject({ pick: score(3, 1), joker: true });
    expect(await pickOf(handle.db, early.groupUserId, soon)).toBeNull();
    expect(await pickOf(handle.db, early.groupUserId, later)).toMatchObject({ pick: score(1, 1), joker: false });
    expect(await pickOf(handle.db, simple.groupUserId, later)).toBeNull();
    expect(await pickOf(handle.db, notMine.groupUserId, later)).toBeNull();

    // The simple groups take simple picks; a score is not one.
    const simpleSave = await saveHub(ada, {
      tournament: cup.slug,
      mode: "simple",
      picks: [{ gameId: later, pick: { outcome: "away" } }],
    });
    expect(simpleSave).toMatchObject({
      groups: [simple.groupId],
      saved: [{ gameId: later, groupId: simple.groupId, joker: false }],
      rejected: [],
    });
    const wrongShape = await saveHub(ada, {
      tournament: cup.slug,
      mode: "simple",
      picks: [{ gameId: later, pick: score(1, 0) }],
    });
    expect(wrongShape.rejected).toEqual([
      expect.objectContaining({ gameId: later, groupId: simple.groupId, code: "error.pick.invalid" }),
    ]);

    // My pick per game: the same everywhere, or flagged where my groups differ.
    const view = await hub(ada, `tournament=${cup.slug}&mode=expert`);
    expect(view.modes).toEqual(["expert", "simple"]);
    expect(view.games.find((g) => g.gameId === later)).toMatchObject({ pick: score(1, 1), differs: false });
    expect(view.games.find((g) => g.gameId === soon)).toMatchObject({ pick: score(3, 1), differs: true });
  });

  it("refuses a player without a group of the tournament, unknown tournaments, and bad input", async () => {
    const cup = await openCup(handle.db);
    const gameId = await cup.game();
    await expectError(
      await cy.request("PUT", "/api/predictions", { tournament: cup.slug, picks: [{ gameId, pick: score(1, 0) }] }),
      409,
      "error.predictions.noGroups",
    );
    await expectError(await cy.get(`/api/predictions?tournament=${cup.slug}`), 409, "error.predictions.noGroups");
    await expectError(
      await cy.request("PUT", "/api/predictions", {
        tournament: "no-such-cup",
        picks: [{ gameId, pick: score(1, 0) }],
      }),
      404,
      "error.notFound",
    );
    await expectError(
      await cy.request("PUT", "/api/predictions", { tournament: cup.slug, picks: [] }),
      400,
      "error.validation.invalid",
    );
    await expectError(await cy.get("/api/predictions"), 400, "error.validation.required");
    await expectError(
      await new TestClient().request("PUT", "/api/predictions", {
        tournament: cup.slug,
        picks: [{ gameId, pick: score(1, 0) }],
      }),
      401,
      "error.auth.required",
    );
  });

  it("shows the crowd's split once a game is past its own lock, one pick per player across all groups of the mode", async () => {
    const cup = await openCup(handle.db);
    const first = await createGroupAs(ada, cup.slug);
    const second = await createGroupAs(bo, cup.slug);
    await join(bo, first);
    await join(cy, second);
    const simple = await createGroupAs(cy, cup.slug, { mode: "simple" });
    const gameId = await cup.game();
    const open = await cup.game({ kickoff: hoursFromNow(48) });
    await pick(ada, first.groupId, gameId, score(1, 0));
    await pick(bo, first.groupId, gameId, score(0, 2));
    await pick(bo, second.groupId, gameId, score(0, 2));
    await pick(cy, second.groupId, gameId, score(0, 1));
    await pick(cy, simple.groupId, gameId, { outcome: "home" });
    await pick(bo, second.groupId, open, score(5, 5));

    const before = await hub(ada, `tournament=${cup.slug}`);
    expect(before.games.every((g) => g.crowd === null)).toBe(true);

    await kickOff(gameId);
    const after = await hub(ada, `tournament=${cup.slug}`);
    // Bo counts once though he picked in two groups; Cy's simple pick is another mode's crowd.
    expect(after.games.find((g) => g.gameId === gameId)!.crowd).toMatchObject({
      total: 3,
      outcomes: { home: 1, draw: 0, away: 2 },
    });
    expect(after.games.find((g) => g.gameId === open)!.crowd).toBeNull();
    const simpleCrowd = await hub(cy, `tournament=${cup.slug}&mode=simple`);
    expect(simpleCrowd.games.find((g) => g.gameId === gameId)!.crowd).toMatchObject({
      total: 1,
      outcomes: { home: 1, draw: 0, away: 0 },
    });
  });
});

describe("no read path shows another member's pick before its game locks", () => {
  it("keeps an open pick out of every API answer a fellow member can get", async () => {
    const cup = await openCup(handle.db);
    const group = await createGroupAs(ada, cup.slug, { lockPolicy: { kind: "matchday" } });
    const boId = await join(bo, group);
    const gameId = await cup.game({ kickoff: hoursFromNow(30) });
    const secret = { home: 7, away: 3 };
    await pick(bo, group.groupId, gameId, secret);

    const answers = [
      await ada.get(`/api/groups/${group.groupId}`),
      await ada.get(`/api/groups/${group.groupId}/picks`),
      await ada.get(`/api/groups/${group.groupId}/picks?groupUserId=${boId}`),
      await ada.get(`/api/groups/${group.groupId}/picks?groupUserId=${boId}&matchday=1`),
      await ada.get(`/api/groups/${group.groupId}/games/${gameId}/picks`),
      await ada.get(`/api/groups/${group.groupId}/standings`),
      await ada.get(`/api/groups/${group.groupId}/standings?matchday=1`),
      await ada.get(`/api/predictions?tournament=${cup.slug}`),
      await ada.get(`/api/tournaments/${cup.slug}/games?matchday=1`),
    ];
    for (const response of answers) {
      expect(response.status, response.url).toBe(200);
      const text = await response.text();
      expect(text, response.url).not.toContain('"home":7');
      expect(text, response.url).not.toContain('"away":3');
    }
    // Bo still reads his own.
    expect(await (await bo.get(`/api/groups/${group.groupId}/picks`)).text()).toContain('"home":7');
  });
});

describe("the group view", () => {
  it("gives the invitation code to the owner and group admins only, and says when the rules froze", async () => {
    const cup = await openCup(handle.db);
    const group = await createGroupAs(ada, cup.slug);
    await join(bo, group);
    const owner = await json<{ group: { invitationCode: string | null; rulesLocked: boolean } }>(
      await ada.get(`/api/groups/${group.groupId}`),
    );
    const member = await json<{ group: { invitationCode: string | null } }>(
      await bo.get(`/api/groups/${group.groupId}`),
    );
    expect(owner.group).toMatchObject({ invitationCode: group.invitationCode, rulesLocked: false });
    expect(member.group.invitationCode).toBeNull();
    // The first lock after the group was made freezes mode and scoring.
    await cup.game({ kickoff: secondsFromNow(1) });
    await sleep(1100);
    expect(
      (await json<{ group: { rulesLocked: boolean } }>(await ada.get(`/api/groups/${group.groupId}`))).group
        .rulesLocked,
    ).toBe(true);
  });
});

describe("the group page's tables (getGroupTables)", () => {
  it("keeps one table per scored matchday, names the winners of finished matchdays, and reports movement", async () => {
    const tournament = await openCup(handle.db, { matchdays: ["Round 1", "Round 2"], teams: ["North", "South"] });
    const game = (matchday: number) => tournament.game({ matchday });
    const [one, two, three] = [await game(1), await game(2), await game(2)];
    const group = await createGroupAs(ada, tournament.slug);
    const boId = await join(bo, group);
    await pick(ada, group.groupId, one, score(1, 0));
    await pick(bo, group.groupId, one, score(0, 1));
    await pick(ada, group.groupId, two, score(0, 0));
    await pick(bo, group.groupId, two, score(2, 0));
    await pick(bo, group.groupId, three, score(1, 1));
    const finish = async (gameId: string, result: { home: number; away: number }) => {
      await kickOff(gameId);
      expect(
        (await admin.request("PUT", `/api/admin/games/${gameId}/result`, { status: "finished", result })).status,
      ).toBe(200);
    };
    const adaUserId = (await groupUserById(handle.db, group.groupUserId))!.userId!;

    await finish(one, score(1, 0));
    let tables = await getGroupTables(handle.db, adaUserId, group.groupId);
    const winners = (m: { winners: { groupUserId: string }[] }) => m.winners.map((w) => w.groupUserId);
    expect(tables.matchdays.map((m) => [m.matchday, m.name, winners(m)])).toEqual([
      [1, "Round 1", [group.groupUserId]],
    ]);
    expect((tables.table.rows as OverallRow[]).map((r) => [r.nickname, r.rank, r.points, r.movement])).toEqual([
      ["Ada", 1, 4, null],
      ["Bo", 2, 0, null],
    ]);

    // Round 2 half played: a table, no winner yet.
    await finish(two, score(3, 0));
    tables = await getGroupTables(handle.db, adaUserId, group.groupId);
    expect(tables.matchdays.map((m) => [m.matchday, winners(m)])).toEqual([
      [1, [group.groupUserId]],
      [2, []],
    ]);
    const roundTwo = await getGroupTables(handle.db, adaUserId, group.groupId, { matchday: 2 });
    expect(roundTwo.table.matchday).toBe(2);
    expect(roundTwo.table.rows.map((r) => [r.nickname, r.points])).toEqual([
      ["Bo", 2],
      ["Ada", 0],
    ]);
    expect((tables.table.rows as OverallRow[]).map((r) => [r.nickname, r.points, r.movement])).toEqual([
      ["Ada", 4, 0],
      ["Bo", 2, 0],
    ]);

    // Bo's exact 1–1 finishes round 2 and takes him past Ada.
    await finish(three, score(1, 1));
    tables = await getGroupTables(handle.db, adaUserId, group.groupId);
    expect(winners(tables.matchdays[1]!)).toEqual([boId]);
    expect(tables.matchdays[1]).toMatchObject({ best: 6, winnerCount: 1, complete: true });
    expect((tables.table.rows as OverallRow[]).map((r) => [r.nickname, r.rank, r.points, r.movement])).toEqual([
      ["Bo", 1, 6, 1],
      ["Ada", 2, 4, -1],
    ]);
    // Not a member: the same answer as a group that does not exist.
    const cyUserId = (await json<{ user: { id: string } }>(await cy.get("/api/auth/get-session"))).user.id;
    await expect(getGroupTables(handle.db, cyUserId, group.groupId)).rejects.toMatchObject({
      code: "error.notFound",
      status: 404,
    });
  });
});

describe("a member's picks of one matchday (getMemberPicks, the picks page)", () => {
  it("is not found for a matchday the tournament does not have; an existing one with nothing locked is empty", async () => {
    const tournament = await openCup(handle.db, { matchdays: ["Round 1", "Round 2"] });
    const played = await tournament.game({ matchday: 1 });
    await tournament.game({ matchday: 2, kickoff: hoursFromNow(48) });
    const group = await createGroupAs(ada, tournament.slug);
    const boId = await join(bo, group);
    await pick(bo, group.groupId, played, score(2, 1));
    await kickOff(played);
    const adaUserId = (await groupUserById(handle.db, group.groupUserId))!.userId!;
    const one = await getMemberPicks(handle.db, adaUserId, group.groupId, boId, 1);
    expect(one.matchdays.map((m) => [m.ordinal, m.entries.map((e) => e.pick)])).toEqual([[1, [score(2, 1)]]]);
    // Round 2 exists, nothing locked yet: the page's empty state.
    expect((await getMemberPicks(handle.db, adaUserId, group.groupId, boId, 2)).matchdays).toEqual([]);
    // A forged round: the 404 page (an AppError of status 404 while the page loads).
    await expect(getMemberPicks(handle.db, adaUserId, group.groupId, boId, 99)).rejects.toMatchObject({
      code: "error.notFound",
      status: 404,
    });
  });
});

describe("CSV export (Plus)", () => {
  it("exports the visible picks and the table to a Plus member, never another member's open pick, with formulas defused", async () => {
    const cup = await openCup(handle.db);
    const group = await createGroupAs(ada, cup.slug);
    await join(bo, group);
    const played = await cup.game();
    const open = await cup.game({ kickoff: hoursFromNow(48) });
    await pick(ada, group.groupId, played, score(2, 0));
    await pick(ada, group.groupId, open, score(3, 3));
    await pick(bo, group.groupId, played, score(1, 1));
    await pick(bo, group.groupId, open, score(7, 3));
    await kickOff(played);

    // Without Plus the link says what is missing: the export, not custom scoring or jokers.
    const refused = await expectError(await ada.get(`/api/groups/${group.groupId}/export`), 403, "error.plus.export");
    expect(refused.message).toBe("The CSV export of picks and tables comes with Plus for this tournament.");
    const german = await ada.get(`/api/groups/${group.groupId}/export?what=standings`, { "x-callit-locale": "de" });
    expect((await expectError(german, 403, "error.plus.export")).message).toBe(
      "Der CSV-Export von Tipps und Tabellen ist mit Plus für dieses Turnier verfügbar.",
    );
    await buyPlus(ada, cup.slug);
    const response = await ada.get(`/api/groups/${group.groupId}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="callit-friends-picks.csv"');
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe("matchday,kickoff,game,player,pick,joker,points");
    const body = lines.slice(1).map((l) => l.split(",").slice(2, 5).join(","));
    expect(body.sort()).toEqual(
      [
        "Home United - Away Rovers,Ada,2-0",
        "Home United - Away Rovers,Ada,3-3",
        "Home United - Away Rovers,Bo,1-1",
      ].sort(),
    );
    expect(lines.join("\n")).not.toContain("7-3");

    // A nickname made to run as a formula in a spreadsheet arrives defused.
    await cy.post(`/api/groups/${group.groupId}/join`, {
      invitationCode: group.invitationCode,
      nickname: '=HYPERLINK("http://evil")',
    });
    const table = await (await ada.get(`/api/groups/${group.groupId}/export?what=standings`)).text();
    expect(table.split("\r\n")[0]).toBe("rank,player,points,exact,outcome,scored");
    expect(table).toContain(`"'=HYPERLINK(""http://evil"")"`);
    await expectError(await cy.get(`/api/groups/${group.groupId}/export`), 403, "error.plus.export");
  });
});
