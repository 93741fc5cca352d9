import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HEAD_TO_HEAD_COLUMNS, parseHeadToHeadCsv } from "./csv-head-to-head";
import { importErrorOf } from "../../../../tests/support/import-errors";

const fixtures = path.join(import.meta.dirname, "fixtures");
const read = (file: string) => readFileSync(file, "utf8");

/** A CSV with the full header and the given lines (line 2 onwards). */
const csvOf = (...lines: string[]) => [HEAD_TO_HEAD_COLUMNS.join(","), ...lines].join("\n");
/** One line in the full header's column order. */
const line = (cells: Partial<Record<(typeof HEAD_TO_HEAD_COLUMNS)[number], string>>) =>
  HEAD_TO_HEAD_COLUMNS.map((c) => cells[c] ?? "").join(",");
const base = {
  matchday: "1",
  kickoff: "2099-01-01T20:00:00+01:00",
  home: "Home",
  away: "Away",
};

describe("parseHeadToHeadCsv: football", () => {
  const t = parseHeadToHeadCsv(read(path.join(fixtures, "football.csv")), {
    sport: "football",
    name: "Mini Cup",
    season: "2099",
    timeZone: "Europe/Paris",
  });

  it("reads tournament, matchdays and competitors", () => {
    expect(t).toMatchObject({
      sport: "football",
      name: "Mini Cup",
      season: "2099",
      timeZone: "Europe/Paris",
    });
    expect(t.matchdays).toEqual([
      { ordinal: 1, name: "Group stage" },
      { ordinal: 2, name: "Final" },
    ]);
    expect(t.competitors).toEqual([
      { externalId: "France", name: "France", kind: "team", code: "FR" },
      { externalId: "Brazil", name: "Brazil", kind: "team", code: "BR" },
      {
        externalId: "Bosnia and Herzegovina, the team",
        name: "Bosnia and Herzegovina, the team",
        kind: "team",
      },
      { externalId: "Japan", name: "Japan", kind: "team", code: "JP" },
    ]);
  });

  it("reads games: draw, extra time and penalties, placeholders, ids", () => {
    expect(t.games[0]).toEqual({
      externalId: "2099-06-10-France-Brazil",
      matchday: 1,
      kickoff: "2099-06-10T19:00:00Z",
      home: "France",
      away: "Brazil",
      status: "finished",
      result: { home: 1, away: 1 },
    });
    expect(t.games[1]).toMatchObject({
      externalId: "g2",
      knockout: false,
      result: { home: 0, away: 2 },
    });
    expect(t.games[2]).toMatchObject({
      kickoff: "2099-06-21T00:00:00Z",
      knockout: true,
      result: {
        home: 1,
        away: 1,
        extraTime: { home: 2, away: 2 },
        penalties: { home: 5, away: 4 },
      },
    });
    expect(t.games[3]).toMatchObject({
      home: "Japan",
      awayLabel: "W1",
      status: "scheduled",
      knockout: true,
    });
    expect(t.games[3]?.away).toBeUndefined();
  });

  it("needs only matchday, kickoff, home and away", () => {
    const minimal = parseHeadToHeadCsv("matchday,kickoff,home,away\n3,2099-01-01T12:00:00Z,A,B\n", {
      sport: "football",
      name: "x",
    });
    expect(minimal.matchdays).toEqual([{ ordinal: 3, name: "Matchday 3" }]);
    expect(minimal.games[0]).toMatchObject({
      status: "scheduled",
      externalId: "2099-01-01-A-B",
    });
  });
});

describe("parseHeadToHeadCsv: hockey and basketball", () => {
  it("hockey: decided_in, inferred regulation for 2+ goal margins", () => {
    const t = parseHeadToHeadCsv(read(path.join(fixtures, "hockey.csv")), {
      sport: "hockey",
      name: "Mini League",
    });
    expect(t.games.map((g) => g.result)).toEqual([
      { home: 4, away: 1, decidedIn: "regulation" },
      { home: 3, away: 2, decidedIn: "overtime" },
      { home: 2, away: 3, decidedIn: "shootout" },
      undefined,
    ]);
    expect(t.games[3]?.status).toBe("scheduled");
  });

  it("basketball: scores and a postponed game", () => {
    const t = parseHeadToHeadCsv(read(path.join(fixtures, "basketball.csv")), {
      sport: "basketball",
      name: "Hoops",
    });
    expect(t.games.map((g) => [g.status, g.result])).toEqual([
      ["finished", { home: 109, away: 101 }],
      ["postponed", undefined],
    ]);
  });

  it("refuses ranking sports", () => {
    expect(importErrorOf(() => parseHeadToHeadCsv(csvOf(line(base)), { sport: "formula1", name: "x" })).where).toBe(
      "options.sport",
    );
  });
});

describe("parseHeadToHeadCsv refuses a bad line, naming it", () => {
  it.each([
    [
      "football",
      line({ ...base, away_score: "1", home_score: "-1" }),
      'line 2: home_score must be a whole number ≥ 0, found "-1"',
    ],
    [
      "football",
      line({ ...base, home_score: "1", away_score: "x" }),
      'line 2: away_score must be a whole number ≥ 0, found "x"',
    ],
    ["football", line({ ...base, home_score: "1" }), "line 2: give both home_score and away_score, or neither"],
    ["football", line({ ...base, matchday: "0" }), 'line 2: matchday must be a whole number ≥ 1, found "0"'],
    [
      "football",
      line({ ...base, kickoff: "2099-01-01 20:00" }),
      'line 2: kickoff must be an ISO 8601 date-time with an offset, e.g. 2025-10-04T19:00:00+02:00, found "2099-01-01 20:00"',
    ],
    ["football", line({ ...base, away: "Home" }), 'line 2: home and away are the same team ("Home")'],
    ["football", line({ ...base, home: "" }), "line 2: home is required"],
    ["football", line({ ...base, status: "finished" }), "line 2: a finished game needs home_score and away_score"],
    [
      "football",
      line({ ...base, status: "postponed", home_score: "1", away_score: "0" }),
      "line 2: a postponed game can't have a score; leave home_score and away_score empty",
    ],
    [
      "football",
      line({ ...base, status: "over" }),
      'line 2: status must be one of scheduled, live, finished, postponed, cancelled, canceled; found "over"',
    ],
    [
      "football",
      line({
        ...base,
        home_score: "1",
        away_score: "1",
        penalties_home: "3",
        penalties_away: "3",
      }),
      "line 2: a penalty shoot-out can't end in a draw (3-3)",
    ],
    [
      "football",
      line({
        ...base,
        home_score: "2",
        away_score: "1",
        extra_time_home: "1",
        extra_time_away: "1",
      }),
      "line 2: the extra-time score counts regulation goals too, so it can't be lower than home_score/away_score",
    ],
    [
      "football",
      line({
        ...base,
        home_score: "2",
        away_score: "1",
        decided_in: "overtime",
      }),
      "line 2: decided_in doesn't apply to football",
    ],
    [
      "football",
      line({ ...base, penalties_home: "3", penalties_away: "2" }),
      "line 2: penalties_home needs a finished game with a score",
    ],
    [
      "football",
      line({ ...base, knockout: "maybe" }),
      'line 2: knockout must be true/false, yes/no or 1/0, found "maybe"',
    ],
    [
      "football",
      line({ ...base, home_code: "FRA" }),
      'line 2: home_code must be an ISO 3166-1 alpha-2 code such as "FR", found "FRA"',
    ],
    [
      "hockey",
      line({
        ...base,
        home_score: "3",
        away_score: "3",
        decided_in: "regulation",
      }),
      "line 2: a hockey game ends with a winner (overtime or shoot-out), found 3-3",
    ],
    [
      "hockey",
      line({
        ...base,
        home_score: "4",
        away_score: "2",
        decided_in: "overtime",
      }),
      "line 2: a game decided in overtime is won by exactly one goal, found 4-2",
    ],
    [
      "hockey",
      line({ ...base, home_score: "3", away_score: "2" }),
      "line 2: decided_in is required for a one-goal game: regulation, overtime or shootout",
    ],
    [
      "hockey",
      line({
        ...base,
        home_score: "3",
        away_score: "2",
        decided_in: "sudden death",
      }),
      'line 2: decided_in must be regulation, overtime or shootout; found "sudden death"',
    ],
    [
      "hockey",
      line({
        ...base,
        home_score: "3",
        away_score: "2",
        decided_in: "overtime",
        penalties_home: "1",
        penalties_away: "0",
      }),
      "line 2: penalties_home doesn't apply to hockey",
    ],
    [
      "basketball",
      line({ ...base, home_score: "100", away_score: "100" }),
      "line 2: a basketball game can't end in a draw (100-100)",
    ],
    [
      "basketball",
      line({
        ...base,
        home_score: "100",
        away_score: "98",
        decided_in: "overtime",
      }),
      "line 2: decided_in doesn't apply to basketball",
    ],
  ] as const)("%s: %s", (sport, bad, message) => {
    expect(importErrorOf(() => parseHeadToHeadCsv(csvOf(bad), { sport, name: "x" })).message).toBe(message);
  });

  it("names the later line when two lines clash", () => {
    const twice = csvOf(line(base), line({ ...base, matchday: "2" }));
    expect(importErrorOf(() => parseHeadToHeadCsv(twice, { sport: "football", name: "x" })).message).toBe(
      'line 3: game id "2099-01-01-Home-Away" is also used on line 2',
    );
    const names = csvOf(
      line({ ...base, matchday_name: "Week 1" }),
      line({ ...base, away: "Other", matchday_name: "Round 1" }),
    );
    expect(importErrorOf(() => parseHeadToHeadCsv(names, { sport: "football", name: "x" })).message).toBe(
      'line 3: matchday 1 is named "Round 1" here but "Week 1" on line 2',
    );
    const codes = csvOf(line({ ...base, home_code: "FR" }), line({ ...base, away: "Other", home_code: "BE" }));
    expect(importErrorOf(() => parseHeadToHeadCsv(codes, { sport: "football", name: "x" })).message).toBe(
      'line 3: home_code BE for "Home" differs from FR on line 2',
    );
  });

  it("refuses a good file with one bad line whole, and files without games or with unknown columns", () => {
    const content = read(path.join(fixtures, "football.csv")).replace("0,2,finished", "0,two,finished");
    expect(importErrorOf(() => parseHeadToHeadCsv(content, { sport: "football", name: "x" })).where).toBe("line 3");
    expect(importErrorOf(() => parseHeadToHeadCsv(csvOf(), { sport: "football", name: "x" })).where).toBe("line 2");
    expect(
      importErrorOf(() =>
        parseHeadToHeadCsv("matchday,kickoff,home,away,home_scor\n", {
          sport: "football",
          name: "x",
        }),
      ).message,
    ).toBe('line 1: unknown column "home_scor"');
  });
});
