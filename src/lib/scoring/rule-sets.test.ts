import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import type { GameResult } from "../schemas/results";
import type { GameMode, Sport } from "../sports";
import {
  defaultRuleSet,
  maxPoints,
  multiplierOf,
  parseRuleSet,
  pickSize,
  ruleSetSchema,
  scoringDefaults,
  weighted,
  type GameContext,
} from "./rule-sets";
import { scorePick } from "./score";

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const field = (size: number) => Array.from({ length: size }, (_, i) => uuid(i + 1));

const league: GameContext = { knockout: false, stage: null, entrantIds: null };
const knockout: GameContext = { knockout: true, stage: "quarter-final", entrantIds: null };
const race = (size = 20): GameContext => ({ knockout: false, stage: "race", entrantIds: field(size) });
const final = (size = 26): GameContext => ({ knockout: false, stage: "final", entrantIds: field(size) });
const semi = (size = 16): GameContext => ({ knockout: false, stage: "semi-final-1", entrantIds: field(size) });

describe("defaultRuleSet", () => {
  it.each<[Sport, GameMode, object]>([
    ["football", "expert", { exact: 4, goalDifference: 3, outcome: 2, advances: 1, basis: "regular" }],
    ["football", "simple", { outcome: 3, basis: "regular" }],
    ["hockey", "expert", { exact: 5, goalDifference: 3, winner: 2, decidedIn: 1 }],
    ["hockey", "simple", { winner: 3 }],
    ["basketball", "expert", { winner: 3, marginExact: 5, marginWithin2: 3, marginWithin5: 2, marginWithin10: 1 }],
    ["basketball", "simple", { winner: 3 }],
    ["formula1", "simple", { places: 3, placeCap: 3, exactOrderBonus: 3, qualifier: 1 }],
    ["formula1", "expert", { places: 10, placeCap: 3, exactOrderBonus: 10, qualifier: 1 }],
    ["eurovision", "simple", { places: 3, placeCap: 3, exactOrderBonus: 3, qualifier: 1 }],
    ["eurovision", "expert", { places: 10, placeCap: 3, exactOrderBonus: 10, qualifier: 1 }],
  ])("%s %s is PRODUCT.md's default", (sport, mode, expected) => {
    expect(defaultRuleSet(sport, mode)).toEqual(expected);
    expect(ruleSetSchema(sport, mode).parse(expected)).toEqual(expected);
  });
});

describe("scoringDefaults", () => {
  it("offers only the rules a sport's events use: a race has no qualifiers, a song contest's semi-finals do", () => {
    for (const mode of ["simple", "expert"] as const) {
      expect(scoringDefaults("formula1")[mode]).not.toHaveProperty("qualifier");
      expect(scoringDefaults("formula1")[mode]).toHaveProperty("placeCap");
      expect(scoringDefaults("eurovision")[mode]).toHaveProperty("qualifier", 1);
    }
    // A stored Formula 1 rule set with the rule still reads (and keeps it).
    expect(parseRuleSet("formula1", "expert", { qualifier: 2 })).toHaveProperty("qualifier", 2);
  });
});

describe("parseRuleSet", () => {
  it.each<[Sport, GameMode, object, object]>([
    [
      "football",
      "expert",
      { exact: 5, basis: "final" },
      { exact: 5, goalDifference: 3, outcome: 2, advances: 1, basis: "final" },
    ],
    ["football", "simple", { outcome: 50 }, { outcome: 50, basis: "regular" }],
    ["hockey", "expert", { decidedIn: 0 }, { exact: 5, goalDifference: 3, winner: 2, decidedIn: 0 }],
    [
      "basketball",
      "expert",
      { marginExact: 3, marginWithin2: 3 },
      { winner: 3, marginExact: 3, marginWithin2: 3, marginWithin5: 2, marginWithin10: 1 },
    ],
    [
      "formula1",
      "expert",
      { placeCap: 5, exactOrderBonus: 0 },
      { places: 10, placeCap: 5, exactOrderBonus: 0, qualifier: 1 },
    ],
    ["eurovision", "simple", { qualifier: 2 }, { places: 3, placeCap: 3, exactOrderBonus: 3, qualifier: 2 }],
  ])("%s %s fills what is missing from the defaults: %j", (sport, mode, input, expected) => {
    expect(parseRuleSet(sport, mode, input)).toEqual(expected);
  });

  it.each<[string, Sport, GameMode, unknown]>([
    ["a negative number", "football", "expert", { exact: -1 }],
    ["more than 50", "football", "simple", { outcome: 51 }],
    ["a fraction", "hockey", "simple", { winner: 2.5 }],
    ["a string for a number", "basketball", "simple", { winner: "3" }],
    ["an unknown basis", "football", "expert", { basis: "penalties" }],
    ["an unknown key", "hockey", "expert", { exact: 5, bonus: 1 }],
    ["a key of another sport", "basketball", "expert", { goalDifference: 3 }],
    ["another number of places", "formula1", "simple", { places: 5 }],
    ["expert places in simple mode", "eurovision", "simple", { places: 10 }],
    ["goal difference above exact", "football", "expert", { exact: 2, goalDifference: 3 }],
    ["outcome above goal difference", "football", "expert", { outcome: 4 }],
    ["hockey winner above goal difference", "hockey", "expert", { winner: 4 }],
    ["a wide margin above a close one", "basketball", "expert", { marginWithin10: 4 }],
    ["not an object", "football", "simple", [3]],
    ["null", "hockey", "simple", null],
  ])("refuses %s with a ZodError", (_name, sport, mode, input) => {
    expect(() => parseRuleSet(sport, mode, input)).toThrow(ZodError);
  });

  it("names the field that breaks the tiers", () => {
    const result = ruleSetSchema("football", "expert").safeParse({ exact: 2 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["goalDifference"]);
  });
});

describe("pickSize", () => {
  it.each<[Sport, GameMode, GameContext, number]>([
    ["formula1", "simple", race(), 3],
    ["formula1", "expert", race(), 10],
    ["formula1", "expert", race(8), 8],
    ["eurovision", "expert", final(), 10],
    ["eurovision", "simple", semi(), 10],
    ["eurovision", "expert", semi(9), 9],
    ["eurovision", "expert", { knockout: false, stage: null, entrantIds: field(26) }, 10],
    ["eurovision", "expert", { knockout: false, stage: "final", entrantIds: null }, 0],
  ])("%s %s in %j names %i entrants", (sport, mode, context, size) => {
    expect(pickSize(sport, mode, context)).toBe(size);
  });
});

describe("maxPoints", () => {
  it.each<[string, Sport, GameMode, GameContext, number]>([
    ["football expert, league", "football", "expert", league, 4],
    ["football expert, knockout (a draw names who goes through)", "football", "expert", knockout, 5],
    ["football simple", "football", "simple", knockout, 3],
    ["hockey expert", "hockey", "expert", league, 6],
    ["hockey simple", "hockey", "simple", league, 3],
    ["basketball expert", "basketball", "expert", league, 8],
    ["basketball simple", "basketball", "simple", league, 3],
    ["formula1 simple: 3 + 3 + 3 + 3", "formula1", "simple", race(), 12],
    ["formula1 expert: 10 × 3 + 10", "formula1", "expert", race(), 40],
    ["eurovision simple final", "eurovision", "simple", final(), 12],
    ["eurovision expert final", "eurovision", "expert", final(), 40],
    ["eurovision semi-final, 10 qualifiers", "eurovision", "simple", semi(), 10],
    ["eurovision semi-final of 8", "eurovision", "expert", semi(8), 8],
    ["formula1 expert with a field of 6", "formula1", "expert", race(6), 6 * 3 + 10],
  ])("%s: %i", (_name, sport, mode, context, expected) => {
    expect(maxPoints(sport, mode, defaultRuleSet(sport, mode), context)).toBe(expected);
  });

  it("follows the group's numbers", () => {
    expect(
      maxPoints("football", "expert", parseRuleSet("football", "expert", { exact: 6, advances: 2 }), knockout),
    ).toBe(8);
    expect(
      maxPoints("basketball", "expert", parseRuleSet("basketball", "expert", { winner: 1, marginExact: 10 }), league),
    ).toBe(11);
    expect(
      maxPoints("formula1", "simple", parseRuleSet("formula1", "simple", { placeCap: 0, exactOrderBonus: 7 }), race()),
    ).toBe(3 * 1 + 7);
    expect(maxPoints("eurovision", "expert", parseRuleSet("eurovision", "expert", { qualifier: 3 }), semi())).toBe(30);
  });

  it.each<[string, Sport, GameMode, GameContext, GameResult, number]>([
    ["knockout won in regular time: no one to name", "football", "expert", knockout, { home: 2, away: 1 }, 4],
    [
      "knockout decided in extra time",
      "football",
      "expert",
      knockout,
      { home: 1, away: 1, extraTime: { home: 2, away: 1 } },
      5,
    ],
    ["knockout drawn with no extra time recorded", "football", "expert", knockout, { home: 1, away: 1 }, 4],
    ["hockey, decided in overtime", "hockey", "expert", league, { home: 3, away: 2, decidedIn: "overtime" }, 6],
    ["hockey, how it was decided unknown", "hockey", "expert", league, { home: 3, away: 2 }, 5],
    [
      "formula1, 2 classified of a podium",
      "formula1",
      "simple",
      race(4),
      { ranking: field(4), statuses: { [uuid(3)]: "DNF", [uuid(4)]: "DSQ" } },
      6,
    ],
    ["semi-final with 10 qualifiers", "eurovision", "expert", semi(), { qualifiers: field(10) }, 10],
  ])("for a result, %s: %i", (_name, sport, mode, context, result, expected) => {
    expect(maxPoints(sport, mode, defaultRuleSet(sport, mode), context, result)).toBe(expected);
  });

  it("counts extra time only when the group scores on the final result", () => {
    const result = { home: 1, away: 1, extraTime: { home: 2, away: 1 } };
    expect(
      maxPoints("football", "expert", parseRuleSet("football", "expert", { basis: "final" }), knockout, result),
    ).toBe(4);
  });
});

describe("stage and matchday weights", () => {
  const ruleSet = parseRuleSet("football", "expert", {
    multipliers: { stages: { final: 3, "round-of-16": 1.5 }, matchdays: { "5": 2 } },
  });

  it("weigh a game by its stage, else its matchday, else 1", () => {
    expect(multiplierOf(ruleSet, { stage: "final", matchday: 5 })).toBe(3);
    expect(multiplierOf(ruleSet, { stage: null, matchday: 5 })).toBe(2);
    expect(multiplierOf(ruleSet, { stage: "group-a", matchday: 1 })).toBe(1);
    expect(multiplierOf(defaultRuleSet("football", "expert"), { stage: "final", matchday: 5 })).toBe(1);
  });

  it("multiply the points, rounded half up, and the most a pick can earn", () => {
    expect(weighted(3, 1.5)).toBe(5);
    expect(weighted(4, 1.5)).toBe(6);
    expect(weighted(0, 3)).toBe(0);
    const context = { knockout: false, stage: "round-of-16", entrantIds: null, matchday: 4 };
    expect(maxPoints("football", "expert", ruleSet, context)).toBe(6);
    const result = { home: 2, away: 1 };
    expect(
      scorePick({
        sport: "football",
        mode: "expert",
        ruleSet,
        context,
        pick: { home: 1, away: 0 },
        result,
        status: "finished",
      })?.points,
    ).toBe(5);
    expect(
      scorePick({
        sport: "football",
        mode: "expert",
        ruleSet,
        context,
        pick: { home: 2, away: 1 },
        result,
        status: "finished",
        joker: true,
      })?.points,
    ).toBe(12);
  });

  it("are whole or half weights from 1 to 5, on known matchday ordinals", () => {
    for (const multipliers of [
      { stages: { final: 5.5 } },
      { stages: { final: 0.5 } },
      { stages: { final: 2.25 } },
      { matchdays: { x: 2 } },
      { matchdays: { "0": 2 } },
      { other: {} },
    ]) {
      expect(() => parseRuleSet("football", "simple", { multipliers })).toThrow();
    }
    expect(parseRuleSet("hockey", "expert", { multipliers: { matchdays: { "12": 2.5 } } }).multipliers).toEqual({
      matchdays: { "12": 2.5 },
    });
  });
});
