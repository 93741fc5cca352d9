import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isKnockoutRound, isPlaceholderTeam, parseOpenfootball } from "./openfootball";
import type { ImportedGame } from "./types";
import { sharedData } from "../../../../tests/support/shared-data";
import { importErrorOf } from "../../../../tests/support/import-errors";

const fixtures = path.join(import.meta.dirname, "fixtures");
const data = sharedData("openfootball");
const read = (file: string) => readFileSync(file, "utf8");

const file = (matches: unknown[]) => JSON.stringify({ name: "Test", matches });
const match = (extra: Record<string, unknown> = {}) => ({
  round: "Matchday 1",
  date: "2099-01-01",
  time: "15:00",
  team1: "A",
  team2: "B",
  ...extra,
});
const byId = (games: ImportedGame[], id: string) => games.find((game) => game.externalId === id);

describe("parseOpenfootball on our fixture", () => {
  const tournament = parseOpenfootball(read(path.join(fixtures, "openfootball-mini.json")), {
    timeZone: "Europe/Paris",
    teams: read(path.join(fixtures, "worldcup-teams-mini.json")),
  });

  it("reads name, competitors with ISO codes (none for England) and skips placeholders", () => {
    expect(tournament).toMatchObject({
      sport: "football",
      name: "Mini Cup 2099",
      timeZone: "Europe/Paris",
    });
    expect(tournament.competitors).toEqual([
      { externalId: "France", name: "France", kind: "team", code: "FR" },
      { externalId: "Brazil", name: "Brazil", kind: "team", code: "BR" },
      { externalId: "England", name: "England", kind: "team" },
      { externalId: "Japan", name: "Japan", kind: "team", code: "JP" },
    ]);
  });

  it("orders matchdays by when their games are played", () => {
    expect(tournament.matchdays).toEqual([
      { ordinal: 1, name: "Matchday 1" },
      { ordinal: 2, name: "Matchday 2" },
      { ordinal: 3, name: "Match for third place" },
      { ordinal: 4, name: "Final" },
    ]);
  });

  it("turns local times, UTC offsets and missing times into instants", () => {
    const [paris, offset, noTime] = tournament.games;
    expect(paris?.kickoff).toBe("2099-06-10T16:00:00Z");
    expect(offset?.kickoff).toBe("2099-06-11T03:00:00Z");
    expect(noTime?.kickoff).toBe("2099-06-14T10:00:00Z");
  });

  it("maps scores, statuses, labels and ids", () => {
    expect(tournament.games[0]).toEqual({
      externalId: "2099-06-10-France-Brazil",
      matchday: 1,
      kickoff: "2099-06-10T16:00:00Z",
      home: "France",
      away: "Brazil",
      knockout: false,
      stage: "Group A",
      venue: "Paris",
      status: "finished",
      result: { home: 1, away: 1 },
    });
    expect(byId(tournament.games, "2099-06-14-Brazil-Japan")).toMatchObject({
      status: "postponed",
    });
    expect(byId(tournament.games, "4")).toMatchObject({
      knockout: true,
      status: "finished",
      result: {
        home: 1,
        away: 1,
        extraTime: { home: 2, away: 2 },
        penalties: { home: 5, away: 4 },
      },
    });
    const third = byId(tournament.games, "2099-06-19-L1-2nd Group B");
    expect(third).toMatchObject({
      homeLabel: "L1",
      awayLabel: "2nd Group B",
      status: "scheduled",
      knockout: true,
    });
    expect(third?.home).toBeUndefined();
  });
});

describe("parseOpenfootball refuses a malformed file whole", () => {
  it.each([
    ["not JSON", "{ nope", "line 1"],
    ["no matches list", JSON.stringify({ name: "x" }), "matches"],
    [
      "a negative score",
      file([match(), match({ date: "2099-01-02", score: { ft: [-1, 0] } })]),
      "matches[1].score.ft[0]",
    ],
    ["a fractional score", file([match({ score: { ft: [1.5, 0] } })]), "matches[0].score.ft[0]"],
    ["a three-number score", file([match({ score: { ft: [1, 0, 2] } })]), "matches[0].score.ft"],
    ["a drawn shoot-out", file([match({ score: { ft: [1, 1], et: [1, 1], p: [4, 4] } })]), "matches[0].score.p"],
    ["extra time below full time", file([match({ score: { ft: [2, 1], et: [1, 1] } })]), "matches[0].score.et"],
    ["penalties without full time", file([match({ score: { p: [3, 2] } })]), "matches[0].score.ft"],
    ["an impossible date", file([match({ date: "2099-02-30" })]), "matches[0].date"],
    ["a bad time", file([match({ time: "7pm" })]), "matches[0].time"],
    ["a missing team", file([match({ team2: "" })]), "matches[0].team2"],
    ["an unknown status", file([match({ status: "delayed" })]), "matches[0].status"],
    [
      "a postponed game with a score",
      file([match({ status: "postponed", score: { ft: [1, 0] } })]),
      "matches[0].score.ft",
    ],
    ["the same game twice", file([match(), match()]), "matches[1]"],
    [
      "a score between placeholders",
      file([match({ team1: "W1", team2: "W2", score: { ft: [1, 0] } })]),
      "matches[0].score.ft",
    ],
  ])("%s", (_, content, where) => {
    expect(importErrorOf(() => parseOpenfootball(content)).where).toBe(where);
  });

  it("refuses an unknown time zone", () => {
    expect(importErrorOf(() => parseOpenfootball(file([match()]), { timeZone: "Nowhere/City" })).where).toBe(
      "options.timeZone",
    );
  });
});

describe("placeholders and knockout rounds", () => {
  it("recognises knock-out slots, not team names", () => {
    for (const name of ["1A", "2L", "3B/E/F/I/J", "W101", "L102", "2nd Group A", "Winner Match 49", "TBD"])
      expect(isPlaceholderTeam(name)).toBe(true);
    for (const name of ["France", "1. FC Union Berlin", "Wales", "Leeds United FC"])
      expect(isPlaceholderTeam(name)).toBe(false);
  });

  it("tells knockout rounds from group and league rounds", () => {
    for (const round of [
      "Round of 16",
      "Quarter-finals",
      "Semi-final",
      "Final",
      "Match for third place",
      "Round of 32",
      "Playoffs, Matchday 1",
      "Finals, Quarterfinals",
    ]) {
      expect(isKnockoutRound(round)).toBe(true);
    }
    for (const round of ["Matchday 3", "League, Matchday 8", "Group A"]) expect(isKnockoutRound(round)).toBe(false);
  });
});

describe.skipIf(!existsSync(data))(`parseOpenfootball on ${data} (skipped when the shared data is absent)`, () => {
  it("World Cup 2022: 64 games, 32 teams, 18 rounds, the final decided on penalties", () => {
    const t = parseOpenfootball(read(`${data}/worldcup.json/2022/worldcup.json`), { timeZone: "Asia/Qatar" });
    expect(t.games).toHaveLength(64);
    expect(t.competitors).toHaveLength(32);
    expect(t.matchdays.map((m) => m.name)).toEqual([
      ...Array.from({ length: 13 }, (_, i) => `Matchday ${i + 1}`),
      "Round of 16",
      "Quarter-finals",
      "Semi-finals",
      "Match for third place",
      "Final",
    ]);
    expect(t.games.every((g) => g.status === "finished")).toBe(true);
    expect(t.games.filter((g) => g.knockout)).toHaveLength(16);
    expect(t.games[0]).toMatchObject({
      home: "Qatar",
      away: "Ecuador",
      kickoff: "2022-11-20T16:00:00Z",
      stage: "Group A",
      result: { home: 0, away: 2 },
    });
    const final = t.games.find((g) => g.matchday === 18);
    expect(final).toMatchObject({
      externalId: "2022-12-18-Argentina-France",
      kickoff: "2022-12-18T15:00:00Z",
      knockout: true,
      result: {
        home: 2,
        away: 2,
        extraTime: { home: 3, away: 3 },
        penalties: { home: 4, away: 2 },
      },
    });
    expect(t.games.filter((g) => g.result && "penalties" in g.result)).toHaveLength(5);
    expect(t.competitors.find((c) => c.name === "England")?.code).toBeUndefined();
    expect(t.competitors.find((c) => c.name === "USA")?.code).toBe("US");
  });

  it("World Cup 2026: 104 games, own UTC offsets converted", () => {
    const t = parseOpenfootball(read(`${data}/worldcup.json/2026/worldcup.json`), {
      teams: read(`${data}/worldcup.json/2026/worldcup.teams.json`),
    });
    expect(t.games).toHaveLength(104);
    expect(t.competitors).toHaveLength(48);
    expect(t.matchdays).toHaveLength(23);
    expect(t.games[0]).toMatchObject({
      home: "Mexico",
      away: "South Africa",
      kickoff: "2026-06-11T19:00:00Z",
    }); // 13:00 UTC-6
    expect(byId(t.games, "104")).toMatchObject({
      home: "Spain",
      away: "Argentina",
      kickoff: "2026-07-19T19:00:00Z", // 15:00 UTC-4
      result: { home: 0, away: 0, extraTime: { home: 1, away: 0 } },
    });
    expect(t.games.filter((g) => g.result && "extraTime" in g.result)).toHaveLength(9);
    expect(t.games.filter((g) => g.result && "penalties" in g.result)).toHaveLength(4);
    expect(
      t.competitors
        .filter((c) => !c.code)
        .map((c) => c.name)
        .sort(),
    ).toEqual(["England", "Scotland"]);
    expect(t.competitors.find((c) => c.name === "Curaçao")?.code).toBe("CW");
  });

  it("World Cup 2026 before kick-off: placeholders become labels, nothing decided", () => {
    const t = parseOpenfootball(read(`${data}/worldcup.json/2026/worldcup.pre-tournament.json`));
    expect(t.games).toHaveLength(104);
    expect(t.competitors).toHaveLength(48);
    expect(t.games.every((g) => g.status === "scheduled" && g.result === undefined)).toBe(true);
    expect(t.games.filter((g) => g.knockout)).toHaveLength(32);
    expect(t.games.filter((g) => g.homeLabel && g.awayLabel)).toHaveLength(32);
    expect(byId(t.games, "74")).toMatchObject({
      homeLabel: "1E",
      awayLabel: "3A/B/C/D/F",
    });
    expect(byId(t.games, "2026-07-19-W101-W102")).toMatchObject({
      homeLabel: "W101",
      awayLabel: "W102",
      kickoff: "2026-07-19T19:00:00Z",
    });
  });

  it("Premier League 2025/26 in progress: 291 finished, 1 postponed, 88 scheduled", () => {
    const t = parseOpenfootball(read(`${data}/football.json/2025-26/en.1.json`), { timeZone: "Europe/London" });
    expect(t.games).toHaveLength(380);
    expect(t.competitors).toHaveLength(20);
    expect(t.competitors.every((c) => c.code === undefined)).toBe(true);
    expect(t.matchdays.map((m) => m.name)).toEqual(Array.from({ length: 38 }, (_, i) => `Matchday ${i + 1}`));
    const count = (status: string) => t.games.filter((g) => g.status === status).length;
    expect([count("finished"), count("postponed"), count("scheduled")]).toEqual([291, 1, 88]);
    expect(t.games.find((g) => g.status === "postponed")).toMatchObject({
      home: "Manchester City FC",
      away: "Crystal Palace FC",
      kickoff: "2026-03-21T12:00:00Z",
    });
    expect(t.games[0]).toMatchObject({
      home: "Liverpool FC",
      kickoff: "2025-08-15T19:00:00Z",
      knockout: false,
      result: { home: 4, away: 2 },
    });
  });

  it("Bundesliga 2024/25: the awarded game counts as finished", () => {
    const t = parseOpenfootball(read(`${data}/football.json/2024-25/de.1.json`), { timeZone: "Europe/Berlin" });
    expect(t.games.filter((g) => g.status === "finished")).toHaveLength(306);
  });

  it("Champions League 2024/25 is refused for its 4-4 shoot-out", () => {
    const error = importErrorOf(() =>
      parseOpenfootball(read(`${data}/football.json/2024-25/uefa.cl.json`), {
        timeZone: "Europe/Paris",
      }),
    );
    expect(error.where).toBe("matches[169].score.p");
    expect(error.message).toBe("matches[169].score.p: a penalty shoot-out can't end in a draw (4-4)");
  });
});

describe.skipIf(!existsSync(data))("openfootball: the competition and the top scorer (decision 0063)", () => {
  const parse = (file: string) => parseOpenfootball(read(`${data}/${file}`));

  it("names the competition of the source, whatever the season", () => {
    expect(parse("worldcup.json/2022/worldcup.json").competition).toBe("fifa-world-cup");
    expect(parse("worldcup.json/2026/worldcup.json").competition).toBe("fifa-world-cup");
    expect(parse("football.json/2024-25/en.1.json").competition).toBe("premier-league");
    expect(parse("football.json/2025-26/en.1.json").competition).toBe("premier-league");
    expect(parse("football.json/2024-25/de.1.json").competition).toBe("bundesliga");
  });

  it("answers the top scorer from the listed goals: 2022 counts Mbappé's goals written short as his", () => {
    // The file writes "Mbappé" for two of his eight goals: counted by name alone, Messi (7) would lead.
    expect(parse("worldcup.json/2022/worldcup.json").bonusAnswers).toEqual([
      { key: "topScorer", name: "Kylian Mbappé" },
    ]);
    expect(parse("worldcup.json/2026/worldcup.json").bonusAnswers).toEqual([
      { key: "topScorer", name: "Kylian Mbappé" },
    ]);
  });

  it("answers nothing where the file does not say it: no scorers (club files), or games still to play", () => {
    expect(parse("football.json/2024-25/en.1.json").bonusAnswers).toBeUndefined();
    expect(parse("football.json/2025-26/en.1.json").bonusAnswers).toBeUndefined();
    expect(parse("worldcup.json/2026/worldcup.pre-tournament.json").bonusAnswers).toBeUndefined();
  });

  it("answers nothing for a tie at the top or a game whose scorers do not add up to its score", () => {
    const match = (team1: string, team2: string, ft: [number, number], goals1: unknown[], goals2: unknown[]) => ({
      round: "Matchday 1",
      date: "2030-06-01",
      team1,
      team2,
      score: { ft },
      goals1,
      goals2,
    });
    const file = (matches: unknown[]) => JSON.stringify({ name: "World Cup 2030", matches });
    const tie = file([match("Spain", "Italy", [1, 1], [{ name: "A Sol" }], [{ name: "B Luna" }])]);
    expect(parseOpenfootball(tie).bonusAnswers).toBeUndefined();
    const ownGoal = file([
      match("Spain", "Italy", [2, 1], [{ name: "A Sol" }, { name: "C Own", owngoal: true }], [{ name: "B Luna" }]),
    ]);
    expect(parseOpenfootball(ownGoal).bonusAnswers).toBeUndefined();
    const missing = file([match("Spain", "Italy", [2, 0], [{ name: "A Sol" }], [])]);
    expect(parseOpenfootball(missing).bonusAnswers).toBeUndefined();
    const sole = file([match("Spain", "Italy", [2, 0], [{ name: "A Sol" }, { name: "Sol" }], [])]);
    expect(parseOpenfootball(sole).bonusAnswers).toEqual([{ key: "topScorer", name: "A Sol" }]);
  });
});
