import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseF1db } from "./f1db";
import type { ImportedGame } from "./types";
import { sharedData } from "../../../../tests/support/shared-data";
import { importErrorOf } from "../../../../tests/support/import-errors";

const fixtureData = path.join(import.meta.dirname, "fixtures", "f1db");
const fixtureSeason = path.join(fixtureData, "seasons", "2099");
const data = sharedData("f1db");

const statusesOf = (game: ImportedGame | undefined) =>
  game?.result && "statuses" in game.result ? game.result.statuses : undefined;

describe("parseF1db on our fixture season", () => {
  const t = parseF1db({ seasonDir: fixtureSeason });

  it("makes one matchday and game per race, named by grand prix", () => {
    expect(t).toMatchObject({
      sport: "formula1",
      name: "Formula 1 2099",
      season: "2099",
    });
    expect(t.matchdays).toEqual([
      { ordinal: 1, name: "Testland Grand Prix" },
      { ordinal: 2, name: "Formula 1 Nowhere Grand Prix 2099" },
    ]);
  });

  it("reads a finished race: kickoff, qualifying lock, entrants and ranking with statuses", () => {
    expect(t.games[0]).toEqual({
      externalId: "2099-testland",
      matchday: 1,
      kickoff: "2099-03-08T05:00:00Z",
      locksAt: "2099-03-07T06:00:00Z",
      entrants: ["ann-driver", "cy-quick", "bob-racer"],
      status: "finished",
      result: {
        ranking: ["ann-driver", "bob-racer", "cy-quick"],
        statuses: { "cy-quick": "DNF" },
      },
    });
  });

  it("takes a scheduled race's entrants from entrants.yml, leaving test drivers out", () => {
    expect(t.games[1]).toEqual({
      externalId: "2099-nowhere",
      matchday: 2,
      kickoff: "2099-03-22T15:00:00Z",
      entrants: ["ann-driver", "bob-racer", "dee-reserve"],
      status: "scheduled",
    });
  });

  it("names drivers from drivers/*.yml, else from their id", () => {
    expect(t.competitors).toEqual([
      {
        externalId: "ann-driver",
        name: "Ann Driver",
        code: "NZ",
        kind: "driver",
      },
      { externalId: "cy-quick", name: "Cy Quick", kind: "driver" },
      { externalId: "bob-racer", name: "Bob Racer", kind: "driver" },
      { externalId: "dee-reserve", name: "Dee Reserve", kind: "driver" },
    ]);
  });
});

describe("parseF1db refuses a malformed season whole", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A copy of the fixture season with one file replaced. */
  function seasonWith(file: string, content: string): string {
    dir = mkdtempSync(path.join(tmpdir(), "callit-f1db-"));
    const season = path.join(dir, "seasons", "2099");
    cpSync(fixtureSeason, season, { recursive: true });
    writeFileSync(path.join(season, file), content);
    return season;
  }

  it.each([
    [
      "an unknown position",
      "races/01-testland/race-results.yml",
      "- position: DNQ\n  driverId: ann-driver\n",
      "races/01-testland/race-results.yml[0].position",
    ],
    [
      "a position used twice",
      "races/01-testland/race-results.yml",
      "- position: 1\n  driverId: a\n- position: 1\n  driverId: b\n",
      "races/01-testland/race-results.yml[1].position",
    ],
    [
      "a driver listed twice",
      "races/01-testland/race-results.yml",
      "- position: 1\n  driverId: a\n- position: 2\n  driverId: a\n",
      "races/01-testland/race-results.yml[1].driverId",
    ],
    [
      "broken YAML",
      "races/01-testland/race-results.yml",
      "- position: 1\n  driverId: [a\n",
      "races/01-testland/race-results.yml line 3",
    ],
    [
      "a bad race time",
      "races/02-nowhere/race.yml",
      "round: 2\ndate: 2099-03-22\ntime: 25:00\ngrandPrixId: nowhere\n",
      "races/02-nowhere/race.yml.time",
    ],
    [
      "a missing round",
      "races/02-nowhere/race.yml",
      "date: 2099-03-22\ngrandPrixId: nowhere\n",
      "races/02-nowhere/race.yml.round",
    ],
    [
      "a round used twice",
      "races/02-nowhere/race.yml",
      "round: 1\ndate: 2099-03-22\ngrandPrixId: nowhere\n",
      "races/02-nowhere/race.yml.round",
    ],
    [
      "bad entrant rounds",
      "entrants.yml",
      "- drivers:\n    - driverId: a\n      rounds: soon\n",
      "entrants.yml[0].drivers[0].rounds",
    ],
  ])("%s", (_, file, content, where) => {
    expect(
      importErrorOf(() =>
        parseF1db({
          seasonDir: seasonWith(file, content),
          driversDir: path.join(fixtureData, "drivers"),
        }),
      ).where,
    ).toBe(where);
  });

  it("a folder without races", () => {
    expect(importErrorOf(() => parseF1db({ seasonDir: fixtureData })).where).toBe("races");
  });
});

describe.skipIf(!existsSync(data))(`parseF1db on ${data} (skipped when the shared data is absent)`, () => {
  it("2025: 24 races, all finished, Abu Dhabi at 13:00Z, DNFs recorded", () => {
    const t = parseF1db({ seasonDir: `${data}/seasons/2025` });
    expect(t.games).toHaveLength(24);
    expect(t.matchdays.map((m) => m.ordinal)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(t.games.every((g) => g.status === "finished")).toBe(true);
    const abuDhabi = t.games[23];
    expect(abuDhabi).toMatchObject({
      externalId: "2025-abu-dhabi",
      kickoff: "2025-12-07T13:00:00Z",
      locksAt: "2025-12-06T14:00:00Z",
    });
    expect(t.matchdays[23]?.name).toBe("Abu Dhabi Grand Prix");
    expect(abuDhabi?.result && "ranking" in abuDhabi.result ? abuDhabi.result.ranking?.slice(0, 3) : []).toEqual([
      "max-verstappen",
      "oscar-piastri",
      "lando-norris",
    ]);
    const withDnf = t.games.filter((g) => Object.values(statusesOf(g) ?? {}).includes("DNF"));
    expect(withDnf.length).toBeGreaterThan(0);
    expect(t.competitors).toHaveLength(21);
    expect(t.competitors.find((c) => c.externalId === "max-verstappen")).toEqual({
      externalId: "max-verstappen",
      name: "Max Verstappen",
      code: "NL",
      kind: "driver",
    });
  });

  it("every ranked driver of a result is an entrant, ranking covers all of them", () => {
    const t = parseF1db({ seasonDir: `${data}/seasons/2025` });
    for (const game of t.games) {
      const ranking = (game.result && "ranking" in game.result ? game.result.ranking : undefined) ?? [];
      expect([...ranking].sort()).toEqual([...(game.entrants ?? [])].sort());
    }
  });

  it("2026 in progress: 23 races, 11 finished, the rest scheduled", () => {
    const t = parseF1db({ seasonDir: `${data}/seasons/2026` });
    expect(t.games).toHaveLength(23);
    expect(t.games.filter((g) => g.status === "finished")).toHaveLength(11);
    expect(t.games.filter((g) => g.status === "scheduled")).toHaveLength(12);
    expect(t.games[11]).toMatchObject({
      externalId: "2026-netherlands",
      status: "scheduled",
    });
    expect(t.games[11]?.entrants).toHaveLength(22);
    expect(t.games[11]?.entrants).toContain("yuki-tsunoda");
    expect(t.games[12]?.entrants).toBeUndefined(); // entrants.yml lists rounds 1–12 only in this snapshot
  });
});

describe.skipIf(!existsSync(data))("parseF1db: the competition and the champions (decision 0063)", () => {
  it("a finished season answers the drivers' and constructors' champions from its final standings", () => {
    const t = parseF1db({ seasonDir: `${data}/seasons/2025` });
    expect(t.competition).toBe("formula-1");
    expect(t.bonusAnswers).toEqual([
      { key: "champion", competitor: "lando-norris" },
      { key: "constructorsChampion", name: "McLaren" },
    ]);
    expect(t.competitors.map((c) => c.externalId)).toContain("lando-norris");
  });

  it("a season still running (2026: 11 of 23 races run) answers nothing, whatever its standings say", () => {
    const t = parseF1db({ seasonDir: `${data}/seasons/2026`, name: "F1 2026" });
    expect(t.competition).toBe("formula-1");
    expect(t.bonusAnswers).toBeUndefined();
  });
});
