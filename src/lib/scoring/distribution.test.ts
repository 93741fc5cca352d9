import { describe, expect, it } from "vitest";
import { percentOf, pickDistribution, weightedDistribution } from "./distribution";

describe("pickDistribution", () => {
  it("splits simple football picks by outcome", () => {
    const d = pickDistribution([{ outcome: "home" }, { outcome: "home" }, { outcome: "draw" }, { outcome: "away" }]);
    expect(d).toMatchObject({ total: 4, outcomes: { home: 2, draw: 1, away: 1 }, scores: [], entrants: [] });
  });

  it("derives outcomes from expert scores and lists the most picked scores first", () => {
    const d = pickDistribution([
      { home: 2, away: 1 },
      { home: 1, away: 1, advances: "away" },
      { home: 2, away: 1 },
      { home: 0, away: 3 },
      { home: 1, away: 1, advances: "home" },
      { home: 3, away: 0 },
    ]);
    expect(d.total).toBe(6);
    expect(d.outcomes).toEqual({ home: 3, draw: 2, away: 1 });
    expect(d.scores).toEqual([
      { home: 2, away: 1, count: 2 },
      { home: 1, away: 1, count: 2 },
      { home: 3, away: 0, count: 1 },
      { home: 0, away: 3, count: 1 },
    ]);
  });

  it("counts winners of ranking picks and every member of qualifier sets", () => {
    expect(
      pickDistribution([{ ranking: ["ver", "nor", "lec"] }, { ranking: ["nor", "ver"] }, { ranking: ["ver"] }]),
    ).toMatchObject({
      total: 3,
      outcomes: null,
      entrants: [
        { id: "ver", count: 2 },
        { id: "nor", count: 1 },
      ],
    });
    expect(pickDistribution([{ qualifiers: ["se", "no"] }, { qualifiers: ["se", "fi"] }]).entrants).toEqual([
      { id: "se", count: 2 },
      { id: "fi", count: 1 },
      { id: "no", count: 1 },
    ]);
  });

  it("ignores what is not a pick and answers an empty distribution for none", () => {
    expect(pickDistribution([null, 3, "home", { nonsense: true }])).toEqual({
      total: 0,
      outcomes: null,
      scores: [],
      entrants: [],
    });
  });
});

describe("weightedDistribution", () => {
  it("counts picks the database already grouped the same as the picks one by one", () => {
    const one = [
      { home: 2, away: 1 },
      { home: 2, away: 1 },
      { home: 0, away: 0 },
      { home: 0, away: 3 },
      { home: 2, away: 1 },
    ];
    expect(
      weightedDistribution([
        { pick: { home: 2, away: 1 }, count: 3 },
        { pick: { home: 0, away: 0 }, count: 1 },
        { pick: { home: 0, away: 3 }, count: 1 },
        { pick: { home: 9, away: 9 }, count: 0 },
      ]),
    ).toEqual(pickDistribution(one));
  });
});

describe("percentOf", () => {
  it("rounds to whole percent and is 0 for an empty crowd", () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
});
