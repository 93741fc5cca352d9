import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseNhlSchedule } from "./nhl-schedule";
import { sharedData } from "../../../../tests/support/shared-data";
import { importErrorOf } from "../../../../tests/support/import-errors";

const fixtures = path.join(import.meta.dirname, "fixtures");
const nhlFile = sharedData("nhl/fastRhockey/nhl_schedule_2024-25.csv");
const read = (file: string) => readFileSync(file, "utf8");

describe("parseNhlSchedule", () => {
  it("maps our small sample: weeks, then play-off rounds; regulation only when won by 2+", () => {
    const t = parseNhlSchedule(read(path.join(fixtures, "nhl-mini.csv")));
    expect(t).toMatchObject({
      sport: "hockey",
      name: "NHL 2099-00",
      season: "2099-00",
    });
    expect(t.matchdays).toEqual([
      { ordinal: 1, name: "Week 1" },
      { ordinal: 2, name: "Week 2" },
      { ordinal: 3, name: "First Round" },
    ]);
    expect(t.competitors.map((c) => c.externalId)).toEqual(["BOS", "TOR", "EDM"]);
    expect(t.games.map((g) => [g.externalId, g.matchday, g.status, g.knockout, g.result])).toEqual([
      ["9099020001", 1, "finished", false, { home: 4, away: 1, decidedIn: "regulation" }],
      ["9099020002", 2, "finished", false, { home: 2, away: 3 }],
      ["9099020003", 2, "scheduled", false, undefined],
      ["9099030111", 3, "finished", true, { home: 5, away: 2, decidedIn: "regulation" }],
    ]);
    expect(t.games[1]).toMatchObject({
      kickoff: "2099-10-13T02:00:00Z",
      venue: "Rogers Place",
    });
    expect(t.games[3]?.stage).toBe("Series A, game 1");
  });

  it("refuses bad lines", () => {
    const content = read(path.join(fixtures, "nhl-mini.csv"));
    expect(importErrorOf(() => parseNhlSchedule(content.replace(",R,2099-10-12", ",X,2099-10-12"))).message).toBe(
      'line 3: game_type must be R (regular season) or P (play-offs), found "X"',
    );
    expect(importErrorOf(() => parseNhlSchedule(content.replace("4,1,OFF", "1,1,OFF"))).message).toBe(
      "line 2: an NHL game ends with a winner, found 1-1",
    );
    expect(importErrorOf(() => parseNhlSchedule(content.replace("4,1,OFF", ",,OFF"))).where).toBe("line 2");
    expect(importErrorOf(() => parseNhlSchedule(content.replace("OFF,Garden,1", "OFF,Garden,"))).where).toBe("line 5");
  });
});

describe.skipIf(!existsSync(nhlFile))(`parseNhlSchedule on ${nhlFile} (skipped when the shared data is absent)`, () => {
  it("reads the 2024-25 NHL season: 1,398 finished games", () => {
    const t = parseNhlSchedule(read(nhlFile));
    expect(t).toMatchObject({ name: "NHL 2024-25", season: "2024-25" });
    expect(t.games).toHaveLength(1398);
    expect(t.games.every((g) => g.status === "finished")).toBe(true);
    expect(t.competitors).toHaveLength(32);
    expect(t.games.filter((g) => g.knockout)).toHaveLength(86);
    expect(t.matchdays.slice(-4).map((m) => m.name)).toEqual([
      "First Round",
      "Second Round",
      "Conference Finals",
      "Stanley Cup Final",
    ]);
    expect(t.matchdays.map((m) => m.ordinal)).toEqual(t.matchdays.map((_, i) => i + 1));
    const regulation = t.games.filter((g) => g.result && "decidedIn" in g.result);
    expect(regulation).toHaveLength(1398 - 529);
    expect(t.games[0]).toMatchObject({
      home: "BUF",
      away: "NJD",
      kickoff: "2024-10-04T17:00:00Z",
      matchday: 1,
      result: { home: 1, away: 4, decidedIn: "regulation" },
    });
  });
});
