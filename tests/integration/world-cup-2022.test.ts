/**
 * The 2022 FIFA World Cup played through the API, as an admin and a handful of friends would play it.
 *
 * The real fixture list (openfootball, ../shared/data) is imported without any score and five years
 * ahead, so that nothing is locked yet. Scripted members pick every game, matchday by matchday,
 * before it kicks off; then the admin moves each game's kickoff back to its real 2022 instant (as if
 * the kickoff had passed) and enters the real result: regular time, plus extra time and penalties
 * in the knockout rounds. After every matchday, both groups' tables (the matchday's and the overall
 * one) and every member's points per game must equal what this file works out on its own from the
 * rules of PRODUCT.md §1, without the app's scoring code.
 */
import { existsSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { resetEnvForTests } from "@/lib/env";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { importThroughJob } from "../support/imports";
import { createPlayer } from "../support/players";
import { buyPlus } from "../support/plus";
import { sharedData } from "../support/shared-data";

/** A refused pick as the API answers it, in the seed's error shape with its English message. */
const LOCKED = { code: "error.pick.locked", message: "This game is locked: picks can no longer be changed." };

const FILE = sharedData("openfootball/worldcup.json/2022/worldcup.json");
const SLUG = "world-cup-2022-replay";
const ADMIN = "var@example.com";
const YEARS_AHEAD = 5;
/** Doha: kick-off times in the file are local, and Qatar keeps UTC+3 all year. */
const QATAR = "+03:00";

// ---------------------------------------------------------------------------------------------
// The file and the games

type Pair = { home: number; away: number };
type Side = "home" | "away";
type Outcome = Side | "draw";
type Result = Pair & { extraTime?: Pair; penalties?: Pair };
type ExpertPick = Pair & { advances?: Side };
type SimplePick = { outcome: Outcome };
type Mode = "expert" | "simple";

interface FileMatch {
  round: string;
  date: string;
  time: string;
  team1: string;
  team2: string;
  group?: string;
  score: { ft: [number, number]; et?: [number, number]; p?: [number, number]; ht?: [number, number] };
  goals1?: unknown;
  goals2?: unknown;
}

interface Game {
  /** Position in the file: the scripted members pick by it, so their picks do not depend on the API's order. */
  index: number;
  id: string;
  label: string;
  round: string;
  matchday: number;
  knockout: boolean;
  /** The real kickoff, 2022, as an ISO instant. */
  kickoff: string;
  result: Result;
}

const file = (existsSync(FILE) ? JSON.parse(readFileSync(FILE, "utf8")) : { name: "World Cup 2022", matches: [] }) as {
  name: string;
  matches: FileMatch[];
};

const pair = ([home, away]: [number, number]): Pair => ({ home, away });
const instant = (date: string, time: string) => new Date(`${date}T${time}:00${QATAR}`).toISOString();
const yearsAhead = (date: string) => `${Number(date.slice(0, 4)) + YEARS_AHEAD}${date.slice(4)}`;
const labelOf = (home: string, away: string) => `${home} v ${away}`;

/** The result as the admin enters it: regular time, then extra time and penalties when the file has them. */
function resultOf(match: FileMatch): Result {
  const { ft, et, p } = match.score;
  return { ...pair(ft), ...(et && { extraTime: pair(et) }), ...(p && { penalties: pair(p) }) };
}

/** The same file as it would have looked five years before the tournament: no scores, no scorers. */
function fixturesAhead(): string {
  const matches = file.matches.map(({ score: _score, goals1: _goals1, goals2: _goals2, ...match }) => ({
    ...match,
    date: yearsAhead(match.date),
  }));
  return JSON.stringify({ ...file, matches });
}

/** Rounds in the order they were played ("Matchday N" are tournament days, then the knockout rounds). */
function roundsInOrder(): string[] {
  const first = new Map<string, string>();
  for (const match of file.matches) {
    const kickoff = instant(match.date, match.time);
    if (!first.has(match.round) || kickoff < first.get(match.round)!) first.set(match.round, kickoff);
  }
  return [...first].sort((a, b) => a[1].localeCompare(b[1])).map(([round]) => round);
}

// ---------------------------------------------------------------------------------------------
// The rules, worked out here (PRODUCT.md §1), never by src/lib/scoring

interface Scored {
  points: number;
  exact: boolean;
  outcome: boolean;
}

const outcomeOf = ({ home, away }: Pair): Outcome => (home === away ? "draw" : home > away ? "home" : "away");

/** Who went through a knockout game: the side ahead after 90 minutes, else after extra time, else on penalties. */
function wentThrough(result: Result): Side {
  const decided = [result, result.extraTime, result.penalties].find(
    (score) => score !== undefined && score.home !== score.away,
  );
  if (!decided) throw new Error("a knockout game must have a winner");
  return decided.home > decided.away ? "home" : "away";
}

/** Football expert, default numbers: exact 4, goal difference of a won game 3, outcome 2; +1 for naming who goes through; a joker doubles. */
function expertPoints(pick: ExpertPick, game: Game, result: Result, joker: boolean): Scored {
  const exact = pick.home === result.home && pick.away === result.away;
  const outcome = outcomeOf(pick) === outcomeOf(result);
  const sameWinningMargin =
    outcome && outcomeOf(result) !== "draw" && pick.home - pick.away === result.home - result.away;
  let points = exact ? 4 : sameWinningMargin ? 3 : outcome ? 2 : 0;
  if (game.knockout && pick.advances !== undefined && pick.advances === wentThrough(result)) points += 1;
  return { points: joker ? 2 * points : points, exact, outcome };
}

/** Football simple: the right outcome after regular time is worth 3. */
function simplePoints(pick: SimplePick, result: Result): Scored {
  const outcome = pick.outcome === outcomeOf(result);
  return { points: outcome ? 3 : 0, exact: false, outcome };
}

// ---------------------------------------------------------------------------------------------
// The players and what they pick

/** mulberry32: a small seeded generator, so "random" picks are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Player {
  nickname: string;
  email: string;
  client?: TestClient;
}

const players = {
  referee: { nickname: "Referee", email: ADMIN },
  homer: { nickname: "Homer", email: "homer@example.com" },
  pythia: { nickname: "Pythia", email: "pythia@example.com" },
  dora: { nickname: "Dora", email: "dora@example.com" },
  rex: { nickname: "Rex", email: "rex@example.com" },
  eve: { nickname: "Eve", email: "eve@example.com" },
  finn: { nickname: "Finn", email: "finn@example.com" },
} satisfies Record<string, Player>;
type PlayerKey = keyof typeof players;

const clientOf = (key: PlayerKey): TestClient => {
  const client = (players[key] as Player).client;
  if (!client) throw new Error(`${key} is not signed in`);
  return client;
};

/** Pythia knows every third game of the file (the real score, and who goes through) and guesses 0-2 on the rest. */
const pythiaKnows = (game: Game) => game.index % 3 === 0;

/** One pick per member and game, made once from the file, so that the expected points never read the API. */
interface Plan {
  expert: Map<PlayerKey, Map<number, ExpertPick>>;
  simple: Map<PlayerKey, Map<number, SimplePick>>;
  /** Expert group only: the one game per matchday a member puts the joker on. */
  jokers: Map<PlayerKey, Set<number>>;
}

function planPicks(games: Game[]): Plan {
  const rexDice = seeded(2022);
  const refereeDice = seeded(1930);
  const expert = new Map<PlayerKey, Map<number, ExpertPick>>([
    ["homer", new Map()],
    ["pythia", new Map()],
    ["dora", new Map()],
    ["rex", new Map()],
  ]);
  const simple = new Map<PlayerKey, Map<number, SimplePick>>([
    ["dora", new Map()],
    ["referee", new Map()],
    ["eve", new Map()],
    ["finn", new Map()],
  ]);
  for (const game of [...games].sort((a, b) => a.index - b.index)) {
    const [home, away] = game.label.split(" v ") as [string, string];
    expert.get("homer")!.set(game.index, { home: 1, away: 0 });
    if (pythiaKnows(game)) {
      const { home: h, away: a } = game.result;
      expert
        .get("pythia")!
        .set(game.index, { home: h, away: a, ...(game.knockout && h === a && { advances: wentThrough(game.result) }) });
    } else {
      expert.get("pythia")!.set(game.index, { home: 0, away: 2 });
    }
    expert.get("dora")!.set(game.index, { home: 1, away: 1, ...(game.knockout && { advances: "away" as const }) });
    const h = Math.floor(rexDice() * 4);
    const a = Math.floor(rexDice() * 4);
    const advances: Side = rexDice() < 0.5 ? "home" : "away";
    expert.get("rex")!.set(game.index, { home: h, away: a, ...(game.knockout && h === a && { advances }) });

    simple.get("dora")!.set(game.index, { outcome: "draw" });
    simple
      .get("referee")!
      .set(game.index, { outcome: (["home", "draw", "away"] as const)[Math.floor(refereeDice() * 3)]! });
    simple.get("eve")!.set(game.index, { outcome: home.localeCompare(away) < 0 ? "home" : "away" });
    simple.get("finn")!.set(game.index, { outcome: "away" });
  }

  const jokers = new Map<PlayerKey, Set<number>>([
    ["homer", new Set()],
    ["pythia", new Set()],
    ["rex", new Set()],
  ]);
  const jokerDice = seeded(18);
  for (const matchday of [...new Set(games.map((g) => g.matchday))].sort((a, b) => a - b)) {
    const day = games
      .filter((g) => g.matchday === matchday)
      .sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.index - b.index);
    jokers.get("homer")!.add(day[0]!.index);
    const known = day.find(pythiaKnows);
    if (known) jokers.get("pythia")!.add(known.index);
    jokers.get("rex")!.add(day[Math.floor(jokerDice() * day.length)]!.index);
  }
  return { expert, simple, jokers };
}

// ---------------------------------------------------------------------------------------------
// Groups, tables

interface GroupPlan {
  name: string;
  mode: Mode;
  jokers: boolean;
  /** In the order they joined: the owner first. */
  members: PlayerKey[];
  groupId: string;
  invitationCode: string;
  groupUserIds: Map<PlayerKey, string>;
}

type StandingRow = {
  rank: number;
  groupUserId: string;
  nickname: string;
  points: number;
  exact: number;
  outcome: number;
  played: number;
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
type SaveResult = { saved: { gameId: string; joker: boolean }[]; rejected: { gameId: string; code: string }[] };
type GameFromApi = {
  id: string;
  matchdayOrdinal: number;
  kickoff: string;
  knockout: boolean;
  stage: string | null;
  status: string;
  result: unknown;
  home: { name: string } | null;
  away: { name: string } | null;
};

let handle: DbHandle;
let games: Game[] = [];
let plan: Plan;
const expertGroup: GroupPlan = {
  name: "Pundits",
  mode: "expert",
  jokers: true,
  members: ["homer", "pythia", "dora", "rex"],
  groupId: "",
  invitationCode: "",
  groupUserIds: new Map(),
};
const simpleGroup: GroupPlan = {
  name: "Sofa",
  mode: "simple",
  jokers: false,
  members: ["dora", "referee", "eve", "finn"],
  groupId: "",
  invitationCode: "",
  groupUserIds: new Map(),
};
const groups = [expertGroup, simpleGroup];
/** What the admin has entered so far, game by game (a correction replaces the entry). */
const entered = new Map<string, Result>();
/** The rank columns seen ("1-2-2-4"): the tie rule must have been exercised by the end. */
const rankPatterns = new Set<string>();

function pickOf(group: GroupPlan, member: PlayerKey, game: Game): ExpertPick | SimplePick {
  const pick = plan[group.mode].get(member)?.get(game.index);
  if (!pick) throw new Error(`${member} has no ${group.mode} pick for ${game.label}`);
  return pick;
}

const jokerOn = (group: GroupPlan, member: PlayerKey, game: Game) =>
  group.jokers && (plan.jokers.get(member)?.has(game.index) ?? false);

function expectedScore(group: GroupPlan, member: PlayerKey, game: Game, result: Result): Scored {
  return group.mode === "expert"
    ? expertPoints(pickOf(group, member, game) as ExpertPick, game, result, jokerOn(group, member, game))
    : simplePoints(pickOf(group, member, game) as SimplePick, result);
}

/** The table as PRODUCT.md §1 describes it, from the results entered so far. */
function expectedTable(group: GroupPlan, matchday?: number): StandingRow[] {
  const rows = group.members.map((member, joinOrder) => {
    const row = {
      joinOrder,
      groupUserId: group.groupUserIds.get(member)!,
      nickname: players[member].nickname,
      points: 0,
      exact: 0,
      outcome: 0,
      played: 0,
    };
    for (const game of games) {
      const result = entered.get(game.id);
      if (!result || (matchday !== undefined && game.matchday !== matchday)) continue;
      const scored = expectedScore(group, member, game, result);
      row.points += scored.points;
      row.exact += scored.exact ? 1 : 0;
      row.outcome += scored.outcome ? 1 : 0;
      row.played += 1;
    }
    return row;
  });
  rows.sort((a, b) => b.points - a.points || b.exact - a.exact || b.outcome - a.outcome || a.joinOrder - b.joinOrder);
  return rows.map(({ joinOrder: _joinOrder, ...row }) => ({
    rank: 1 + rows.filter((other) => other.points > row.points).length,
    ...row,
  }));
}

const put = (client: TestClient, path: string, body: unknown) => client.request("PUT", path, body);

async function standings(group: GroupPlan, matchday?: number): Promise<StandingRow[]> {
  // Any member may read the table; the last one to join does.
  const response = await clientOf(group.members.at(-1)!).get(
    `/api/groups/${group.groupId}/standings${matchday === undefined ? "" : `?matchday=${matchday}`}`,
  );
  expect(response.status).toBe(200);
  const rows = await json<StandingRow[]>(response);
  return rows.map(({ rank, groupUserId, nickname, points, exact, outcome, played }) => ({
    rank,
    groupUserId,
    nickname,
    points,
    exact,
    outcome,
    played,
  }));
}

async function expectTable(group: GroupPlan, matchday: number | undefined, when: string): Promise<StandingRow[]> {
  const actual = await standings(group, matchday);
  expect(actual, `${group.name}, ${matchday === undefined ? "overall" : `matchday ${matchday}`}, ${when}`).toEqual(
    expectedTable(group, matchday),
  );
  rankPatterns.add(actual.map((r) => r.rank).join("-"));
  return actual;
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

async function picksSeen(client: TestClient, group: GroupPlan, matchday: number): Promise<PickRow[]> {
  const response = await client.get(`/api/groups/${group.groupId}/picks?matchday=${matchday}`);
  expect(response.status).toBe(200);
  return json<PickRow[]>(response);
}

/** The kickoff passes: the admin moves it back to the real 2022 instant, which locks the game. */
async function kickOff(game: Game) {
  const response = await admin().request("PATCH", `/api/admin/games/${game.id}`, { kickoff: game.kickoff });
  expect(response.status, `kickoff of ${game.label}`).toBe(200);
}

async function enterResult(game: Game, result: Result) {
  const response = await put(admin(), `/api/admin/games/${game.id}/result`, { result });
  expect(response.status, `result of ${game.label}`).toBe(200);
  entered.set(game.id, result);
}

const admin = () => clientOf("referee");

// ---------------------------------------------------------------------------------------------
// Results first entered wrong, then corrected

const WRONG_FIRST = new Map<string, Result>([
  // England 6-2 Iran typed as 1-0: Homer's 1-0 (his joker, the matchday's first game) is exact for a while.
  ["England v Iran", { home: 1, away: 0 }],
  // The final, with the shoot-out the wrong way round: France would have gone through.
  ["Argentina v France", { home: 2, away: 2, extraTime: { home: 3, away: 3 }, penalties: { home: 2, away: 4 } }],
]);

async function playMatchday(matchday: number) {
  const day = games
    .filter((g) => g.matchday === matchday)
    .sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.index - b.index);
  expect(day.length, `games of matchday ${matchday}`).toBeGreaterThan(0);

  // Every member picks the whole matchday in one request per group, before the first kickoff.
  for (const group of groups) {
    for (const member of group.members) {
      const picks = day.map((game) => ({
        gameId: game.id,
        pick: pickOf(group, member, game),
        ...(jokerOn(group, member, game) && { joker: true }),
      }));
      const answer = await savePicks(clientOf(member), group.groupId, picks);
      expect(answer.rejected, `${member}'s picks in ${group.name}, matchday ${matchday}`).toEqual([]);
      expect(answer.saved).toEqual(day.map((game) => ({ gameId: game.id, joker: jokerOn(group, member, game) })));
    }
  }
  if (matchday === 1) {
    // Before the kickoff, each member sees only their own picks.
    const seen = await picksSeen(clientOf("pythia"), expertGroup, 1);
    expect(seen.map((r) => r.nickname)).toEqual(day.map(() => "Pythia"));
    expect(seen.every((r) => !r.locked && r.points === null)).toBe(true);
  }

  for (const game of day) {
    await kickOff(game);
    if (matchday === 1 && game === day[0]) {
      // Too late now: Homer tries to change his 1-0 into the real score. Refused, and nothing stored
      // (his points below are those of 1-0).
      const late = await savePicks(clientOf("homer"), expertGroup.groupId, [
        { gameId: game.id, pick: { home: game.result.home, away: game.result.away } },
      ]);
      expect(late).toEqual({ saved: [], rejected: [{ gameId: game.id, ...LOCKED }] });
    }
    const wrong = WRONG_FIRST.get(game.label);
    if (!wrong) {
      await enterResult(game, game.result);
      continue;
    }
    const before = await Promise.all(groups.map((group) => standings(group)));
    await enterResult(game, wrong);
    const wrongTables: StandingRow[][] = [];
    for (const group of groups) wrongTables.push(await expectTable(group, undefined, `after the wrong ${game.label}`));
    await enterResult(game, game.result);
    const after = await Promise.all(
      groups.map((group) => expectTable(group, undefined, `after correcting ${game.label}`)),
    );
    // The wrong result did pay differently (Homer's joker on England v Iran, the final's +1 for who went through).
    expect(after).not.toEqual(wrongTables);
    // The correction replaced the wrong points: each member gained this game's real points once, nothing more.
    groups.forEach((group, g) => {
      for (const member of group.members) {
        const id = group.groupUserIds.get(member)!;
        const gained =
          after[g]!.find((r) => r.groupUserId === id)!.points - before[g]!.find((r) => r.groupUserId === id)!.points;
        expect(gained, `${member} in ${group.name}, ${game.label}`).toBe(
          expectedScore(group, member, game, game.result).points,
        );
        expect(
          after[g]!.find((r) => r.groupUserId === id)!.played - before[g]!.find((r) => r.groupUserId === id)!.played,
        ).toBe(1);
      }
    });
    // Saving the corrected result once more changes nothing.
    await enterResult(game, game.result);
    for (const group of groups) expect(await standings(group)).toEqual(after[groups.indexOf(group)]);
  }

  for (const group of groups) {
    // Every member's points per game, as any member now sees them.
    const seen = await picksSeen(clientOf(group.members[0]!), group, matchday);
    const actual = Object.fromEntries(
      seen.map((r) => [
        `${r.nickname}: ${games.find((g) => g.id === r.gameId)?.label}`,
        { points: r.points, exact: r.exact, outcome: r.outcome, joker: r.joker, locked: r.locked },
      ]),
    );
    const expected = Object.fromEntries(
      group.members.flatMap((member) =>
        day.map((game) => [
          `${players[member].nickname}: ${game.label}`,
          { ...expectedScore(group, member, game, game.result), joker: jokerOn(group, member, game), locked: true },
        ]),
      ),
    );
    expect(actual, `${group.name}: picks of matchday ${matchday}`).toEqual(expected);
    await expectTable(group, matchday, `after matchday ${matchday}`);
    await expectTable(group, undefined, `after matchday ${matchday}`);
  }
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  process.env.ADMIN_EMAILS = ADMIN;
  resetEnvForTests();
  handle = await createTestDb();
  if (!existsSync(FILE)) return;
  for (const player of Object.values(players) as Player[])
    player.client = await createPlayer(handle, player.email, player.nickname);
});
afterAll(async () => handle?.close());

describe.skipIf(!existsSync(FILE))("the 2022 World Cup played through: picks, results, corrections and tables", () => {
  it("imports the fixtures without scores, five years ahead: 64 games in 18 matchdays, nothing locked", async () => {
    const form = new FormData();
    form.set("format", "openfootball");
    form.set("timeZone", "Asia/Qatar");
    form.set("file", new Blob([fixturesAhead()], { type: "application/json" }), "worldcup.json");
    const run = await importThroughJob(handle, admin(), SLUG, form);
    const rounds = roundsInOrder();
    expect(rounds).toHaveLength(18);
    expect(run).toMatchObject({
      status: "succeeded",
      result: {
        tournament: SLUG,
        tournamentCreated: true,
        competitors: 32,
        matchdays: 18,
        created: 64,
        updated: 0,
        unchanged: 0,
        results: 0,
      },
    });

    const tournament = await json<{ matchdays: { ordinal: number; name: string }[] }>(
      await new TestClient().get(`/api/tournaments/${SLUG}`),
    );
    expect(tournament.matchdays.map((m) => [m.ordinal, m.name])).toEqual(rounds.map((round, i) => [i + 1, round]));

    const listed = await json<GameFromApi[]>(await new TestClient().get(`/api/tournaments/${SLUG}/games`));
    expect(listed).toHaveLength(64);
    const byKey = new Map(
      listed.map((g) => [`${g.home?.name}|${g.away?.name}|${new Date(g.kickoff).toISOString()}`, g]),
    );
    expect(byKey.size).toBe(64);
    games = file.matches.map((match, index) => {
      const row = byKey.get(`${match.team1}|${match.team2}|${instant(yearsAhead(match.date), match.time)}`);
      expect(row, `${match.team1} v ${match.team2} on ${yearsAhead(match.date)} ${match.time} in Doha`).toBeDefined();
      expect(row).toMatchObject({
        status: "scheduled",
        result: null,
        knockout: match.group === undefined,
        matchdayOrdinal: rounds.indexOf(match.round) + 1,
      });
      return {
        index,
        id: row!.id,
        label: labelOf(match.team1, match.team2),
        round: match.round,
        matchday: row!.matchdayOrdinal,
        knockout: row!.knockout,
        kickoff: instant(match.date, match.time),
        result: resultOf(match),
      };
    });
    expect(new Set(games.map((g) => g.label)).size).toBe(64);
    expect(games.filter((g) => g.knockout)).toHaveLength(16);
    expect(games.filter((g) => g.result.penalties)).toHaveLength(5);
    // Matchdays follow each other: every game of one kicks off before every game of the next.
    for (let ordinal = 1; ordinal < 18; ordinal++) {
      const last = games
        .filter((g) => g.matchday === ordinal)
        .map((g) => g.kickoff)
        .sort()
        .at(-1)!;
      const next = games
        .filter((g) => g.matchday === ordinal + 1)
        .map((g) => g.kickoff)
        .sort()[0]!;
      expect(last < next, `matchday ${ordinal} before ${ordinal + 1}`).toBe(true);
    }
    plan = planPicks(games);
  });

  it("makes two groups: Pundits (expert, jokers on) and Sofa (simple), with Dora in both", async () => {
    for (const group of groups) {
      const [owner, ...others] = group.members;
      // Jokers are Plus: the owner of the expert group buys it for the tournament.
      if (group.jokers) await buyPlus(clientOf(owner!), SLUG);
      const created = await clientOf(owner!).post("/api/groups", {
        tournament: SLUG,
        name: group.name,
        mode: group.mode,
        jokers: group.jokers,
        nickname: players[owner!].nickname,
      });
      expect(created.status).toBe(201);
      const { groupId, invitationCode, groupUserId } = await json<{
        groupId: string;
        invitationCode: string;
        groupUserId: string;
      }>(created);
      Object.assign(group, { groupId, invitationCode });
      group.groupUserIds.set(owner!, groupUserId);
      for (const member of others) {
        const joined = await clientOf(member).post(`/api/groups/${groupId}/join`, {
          invitationCode,
          nickname: players[member].nickname,
        });
        expect(joined.status).toBe(200);
        group.groupUserIds.set(member, (await json<{ groupUserId: string }>(joined)).groupUserId);
      }
      const view = await json<{
        group: { mode: string; jokers: boolean; scoring: Record<string, unknown> };
        members: { nickname: string }[];
      }>(await clientOf(owner!).get(`/api/groups/${groupId}`));
      expect(view.group).toMatchObject({ mode: group.mode, jokers: group.jokers });
      expect(view.group.scoring).toMatchObject(
        group.mode === "expert"
          ? { exact: 4, goalDifference: 3, outcome: 2, advances: 1, basis: "regular" }
          : { outcome: 3, basis: "regular" },
      );
      expect(view.members.map((m) => m.nickname)).toEqual(group.members.map((m) => players[m].nickname));
      // Nothing played yet: everybody on 0, all sharing rank 1.
      await expectTable(group, undefined, "before the tournament");
    }
  });

  it("plays the group stage, tournament day by tournament day (matchdays 1-13)", async () => {
    for (let matchday = 1; matchday <= 13; matchday++) await playMatchday(matchday);
    expect(entered.size).toBe(48);
  }, 240_000);

  it("plays the knockout rounds with extra time and penalties (matchdays 14-18)", async () => {
    for (let matchday = 14; matchday <= 18; matchday++) await playMatchday(matchday);
    expect(entered.size).toBe(64);
    for (const game of games) expect(entered.get(game.id), game.label).toEqual(game.result);
  }, 120_000);

  it("ends with overall tables that are the sum of the matchday tables, with ranks shared along the way (1, 2, 2, 4)", async () => {
    for (const group of groups) {
      const overall = await expectTable(group, undefined, "at the end");
      const sums = new Map<string, { points: number; exact: number; outcome: number; played: number }>();
      for (let matchday = 1; matchday <= 18; matchday++) {
        for (const row of await standings(group, matchday)) {
          const sum = sums.get(row.groupUserId) ?? { points: 0, exact: 0, outcome: 0, played: 0 };
          sums.set(row.groupUserId, {
            points: sum.points + row.points,
            exact: sum.exact + row.exact,
            outcome: sum.outcome + row.outcome,
            played: sum.played + row.played,
          });
        }
      }
      for (const row of overall) {
        expect(sums.get(row.groupUserId), `${group.name}: ${row.nickname}`).toEqual({
          points: row.points,
          exact: row.exact,
          outcome: row.outcome,
          played: 64,
        });
      }
    }
    // Same points, same rank: 1, 2, 2, 4 (and the other shapes of a tie) came up along the way.
    expect([...rankPatterns]).toEqual(
      expect.arrayContaining(["1-1-1-1", "1-2-2-4", "1-1-3-3", "1-1-3-4", "1-2-2-2", "1-2-3-4"]),
    );
  }, 60_000);
});
