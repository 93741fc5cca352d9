import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultShowTimes, EUROVISION_COLUMNS, parseEurovisionCsv, parseMirovision } from "./eurovision-csv";
import { sharedData } from "../../../../tests/support/shared-data";
import { importErrorOf } from "../../../../tests/support/import-errors";

const fixtures = path.join(import.meta.dirname, "fixtures");
const mirovision = sharedData("eurovision/mirovision/contestants_no_lyrics.csv");
const read = (file: string) => readFileSync(file, "utf8");

const header = EUROVISION_COLUMNS.join(",");
const csvOf = (...lines: string[]) => [header, ...lines].join("\n");

describe("parseEurovisionCsv", () => {
  const t = parseEurovisionCsv(read(path.join(fixtures, "eurovision-2099.csv")), {
    year: 2099,
    name: "Eurovision 2099",
    showTimes: { final: "2099-05-16T21:00:00+02:00" },
  });

  it("makes one matchday and game per show, in contest order; semi-finals default to the final's week", () => {
    expect(t).toMatchObject({
      sport: "eurovision",
      name: "Eurovision 2099",
      season: "2099",
    });
    expect(t.matchdays).toEqual([
      { ordinal: 1, name: "Semi-final 1" },
      { ordinal: 2, name: "Semi-final 2" },
      { ordinal: 3, name: "Grand final" },
    ]);
    expect(t.games.map((g) => [g.externalId, g.matchday, g.kickoff])).toEqual([
      ["2099-semi-final-1", 1, "2099-05-12T19:00:00Z"],
      ["2099-semi-final-2", 2, "2099-05-14T19:00:00Z"],
      ["2099-final", 3, "2099-05-16T19:00:00Z"],
    ]);
  });

  it("has countries as competitors with ISO codes", () => {
    expect(t.competitors[0]).toEqual({
      externalId: "NO",
      name: "Norway",
      code: "NO",
      kind: "country",
    });
    expect(t.competitors.map((c) => c.code)).toEqual(["NO", "SE", "FI", "UA", "PL", "GB"]);
  });

  it("semi-finals give qualifiers (and a ranking from points); the final a ranking by place", () => {
    expect(t.games[0]).toMatchObject({
      entrants: ["NO", "SE", "FI"],
      status: "finished",
      result: { qualifiers: ["SE", "FI"], ranking: ["SE", "FI", "NO"] },
    });
    expect(t.games[1]).toMatchObject({
      entrants: ["UA", "PL"],
      status: "finished",
      result: { qualifiers: ["UA"] },
    });
    expect(t.games[1]?.result).not.toHaveProperty("ranking");
    expect(t.games[2]).toMatchObject({
      entrants: ["FI", "GB", "SE", "UA"],
      status: "finished",
      result: { ranking: ["SE", "FI", "GB", "UA"] },
    });
  });

  it("ranks the final by points when there is no place; no points, no result", () => {
    const byPoints = parseEurovisionCsv(csvOf("final,1,SE,,,10,,", "final,2,NO,,,30,,"), { year: 2099 });
    expect(byPoints.games[0]?.result).toEqual({ ranking: ["NO", "SE"] });
    expect(byPoints.name).toBe("Eurovision Song Contest 2099");
    const before = parseEurovisionCsv(csvOf("semi-final-1,1,SE,,,,,", "final,1,GB,,,,,"), { year: 2099 });
    expect(before.games.map((g) => [g.status, g.result])).toEqual([
      ["scheduled", undefined],
      ["scheduled", undefined],
    ]);
  });

  it.each([
    [
      csvOf("semi-final-3,1,SE,,,,,"),
      'line 2: show must be one of semi-final, semi-final-1, semi-final-2, final; found "semi-final-3"',
    ],
    [
      csvOf("final,1,XX,,,,,"),
      'line 2: country must be the ISO 3166-1 alpha-2 code of a Eurovision country such as "SE", found "XX"',
    ],
    [csvOf("final,1,SE,,,,,", "final,2,SE,,,,,"), "line 3: SE appears twice in final (also line 2)"],
    [csvOf("final,1,SE,,,,,", "final,1,NO,,,,,"), "line 3: running_order 1 appears twice in final (also line 2)"],
    [
      csvOf("final,1,SE,,,10,,", "final,2,NO,,,10,,"),
      "line 3: NO has as many points (10) as SE on line 2; add place to settle the tie",
    ],
    [csvOf("final,1,SE,,,10,1,", "final,2,NO,,,5,,"), "line 3: place is missing while other lines of final have one"],
    [csvOf("final,1,SE,,,10,1,", "final,2,NO,,,5,1,"), "line 3: place 1 appears twice in final (also line 2)"],
    [csvOf("final,1,SE,,,-3,,"), 'line 2: points must be a whole number ≥ 0, found "-3"'],
    [csvOf("final,1,SE,,,,,yes"), "line 2: qualified is for semi-finals only; leave it empty in the final"],
    [csvOf("semi-final-1,1,SE,,,,,perhaps"), 'line 2: qualified must be true/false, yes/no or 1/0, found "perhaps"'],
    [
      csvOf("semi-final,1,SE,,,,,", "semi-final-1,1,NO,,,,,"),
      'show: use either one "semi-final" or "semi-final-1" and "semi-final-2", not both',
    ],
    ["show,country,votes\nfinal,SE,1\n", 'line 1: unknown column "votes"'],
  ])("refuses %#", (content, message) => {
    expect(importErrorOf(() => parseEurovisionCsv(content, { year: 2099 })).message).toBe(message);
  });

  it("refuses a bad show time and a bad year", () => {
    const content = csvOf("final,1,SE,,,,,");
    expect(
      importErrorOf(() =>
        parseEurovisionCsv(content, {
          year: 2099,
          showTimes: { final: "16 May" },
        }),
      ).where,
    ).toBe("options.showTimes.final");
    expect(importErrorOf(() => parseEurovisionCsv(content, { year: 99 })).where).toBe("options.year");
  });
});

describe("parseMirovision refusals", () => {
  const header =
    "year,country,semifinal_number,semifinal_running_order,semifinal_place,final_running_order,final_televoting_points,final_total_points";

  it("refuses a year without any show, and bad numbers", () => {
    expect(importErrorOf(() => parseMirovision(`${header}\n2099,SE,NA,NA,NA,NA,NA,NA\n`, 2099)).message).toBe(
      "year: no show took place in 2099 (no semi-final number or final running order)",
    );
    expect(importErrorOf(() => parseMirovision(`${header}\n2099,SE,NA,NA,NA,1,NA,lots\n`, 2099)).message).toBe(
      'line 2: final_total_points must be a whole number ≥ 0, found "lots"',
    );
    expect(importErrorOf(() => parseMirovision("year,country\n2099,SE\n", 2099)).where).toBe("line 1");
  });
});

describe("defaultShowTimes", () => {
  it("puts the final on May's second Saturday and the semi-finals on the Tuesday and Thursday before, 21:00 CEST", () => {
    expect(defaultShowTimes(2022)).toEqual({
      "semi-final-1": "2022-05-10T19:00:00Z",
      "semi-final-2": "2022-05-12T19:00:00Z",
      "semi-final": "2022-05-12T19:00:00Z",
      final: "2022-05-14T19:00:00Z",
    });
    expect(defaultShowTimes(2024).final).toBe("2024-05-11T19:00:00Z");
    expect(defaultShowTimes(2025, "2025-05-17T19:00:00Z")["semi-final-1"]).toBe("2025-05-13T19:00:00Z");
  });
});

describe.skipIf(!existsSync(mirovision))(
  `parseMirovision on ${mirovision} (skipped when the shared data is absent)`,
  () => {
    it("2022: 25 finalists, Ukraine first, then United Kingdom and Spain", () => {
      const t = parseMirovision(read(mirovision), 2022);
      expect(t.matchdays.map((m) => m.name)).toEqual(["Semi-final 1", "Semi-final 2", "Grand final"]);
      expect(t.competitors).toHaveLength(40);
      const final = t.games[2];
      const ranking = (final?.result && "ranking" in final.result ? final.result.ranking : undefined) ?? [];
      expect(final?.entrants).toHaveLength(25);
      expect(ranking).toHaveLength(25);
      expect(ranking.slice(0, 4)).toEqual(["UA", "GB", "ES", "SE"]);
      expect(ranking.indexOf("FI")).toBeLessThan(ranking.indexOf("CZ")); // 38 points each, Finland's televote is higher
      expect(final?.entrants?.[0]).toBe("CZ"); // running order
      for (const [i, size] of [
        [0, 17],
        [1, 18],
      ] as const) {
        const semi = t.games[i];
        expect(semi?.entrants).toHaveLength(size);
        expect(semi?.result && "qualifiers" in semi.result ? semi.result.qualifiers : []).toHaveLength(10);
      }
      expect(t.games[0]?.result).toMatchObject({
        ranking: expect.arrayContaining(["UA"]),
      });
      expect(t.games.every((g) => g.status === "finished")).toBe(true);
    });

    it("2023: semi-final line-ups only, results NA → all three shows scheduled", () => {
      const t = parseMirovision(read(mirovision), 2023);
      expect(t.games.map((g) => [g.status, g.entrants?.length])).toEqual([
        ["scheduled", 15],
        ["scheduled", 16],
        ["scheduled", 2],
      ]);
    });

    it("1975: a final only; unknown year refused", () => {
      const t = parseMirovision(read(mirovision), 1975);
      expect(t.matchdays).toEqual([{ ordinal: 1, name: "Grand final" }]);
      expect(importErrorOf(() => parseMirovision(read(mirovision), 2030)).message).toBe(
        "year: no contestants for 2030",
      );
    });

    it("2020 (cancelled after the draw): nothing decided", () => {
      const t = parseMirovision(read(mirovision), 2020);
      expect(t.games.every((g) => g.status === "scheduled" && g.result === undefined)).toBe(true);
    });
  },
);
