import { describe, expect, it } from "vitest";
import type { GameMode, Sport } from "../sports";
import { parsePick, PickError } from "./picks";
import type { GameContext } from "./rule-sets";

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const field = (size: number) => Array.from({ length: size }, (_, i) => uuid(i + 1));
const range = (from: number, to: number) => field(to).slice(from - 1);

const league: GameContext = { knockout: false, stage: null, entrantIds: null };
const knockout: GameContext = { knockout: true, stage: "round-of-16", entrantIds: null };
const race: GameContext = { knockout: false, stage: "race", entrantIds: field(20) };
const final: GameContext = { knockout: false, stage: "final", entrantIds: field(26) };
const semi: GameContext = { knockout: false, stage: "semi-final-2", entrantIds: field(16) };
const smallSemi: GameContext = { knockout: false, stage: "semi-final", entrantIds: field(8) };

type Case = [string, Sport, GameMode, GameContext, unknown];

describe("parsePick accepts", () => {
  it.each<Case>([
    ["a football outcome", "football", "simple", league, { outcome: "draw" }],
    ["a knockout draw outcome, no one named in simple mode", "football", "simple", knockout, { outcome: "draw" }],
    ["a football score", "football", "expert", league, { home: 2, away: 1 }],
    ["a league draw", "football", "expert", league, { home: 1, away: 1 }],
    ["a knockout win", "football", "expert", knockout, { home: 0, away: 3 }],
    ["a knockout draw naming who goes through", "football", "expert", knockout, { home: 1, away: 1, advances: "away" }],
    ["a hockey winner", "hockey", "simple", league, { outcome: "away" }],
    ["a hockey score in regulation", "hockey", "expert", league, { home: 4, away: 1, decidedIn: "regulation" }],
    ["a one-goal regulation win", "hockey", "expert", league, { home: 2, away: 1, decidedIn: "regulation" }],
    ["a hockey score in overtime", "hockey", "expert", league, { home: 3, away: 2, decidedIn: "overtime" }],
    ["a hockey score in a shoot-out", "hockey", "expert", league, { home: 3, away: 4, decidedIn: "shootout" }],
    ["a basketball winner", "basketball", "simple", league, { outcome: "home" }],
    ["basketball scores", "basketball", "expert", league, { home: 110, away: 100 }],
    ["a podium", "formula1", "simple", race, { ranking: range(4, 6) }],
    ["a top 10", "formula1", "expert", race, { ranking: range(11, 20) }],
    ["a Eurovision top 3", "eurovision", "simple", final, { ranking: range(1, 3) }],
    ["a Eurovision top 10", "eurovision", "expert", final, { ranking: range(17, 26) }],
    ["10 qualifiers in a semi-final", "eurovision", "simple", semi, { qualifiers: range(7, 16) }],
    ["10 qualifiers in expert mode too", "eurovision", "expert", semi, { qualifiers: range(1, 10) }],
    ["all of a field of 8", "eurovision", "expert", smallSemi, { qualifiers: range(1, 8) }],
  ])("%s", (_name, sport, mode, context, json) => {
    expect(parsePick(sport, mode, context, json)).toEqual(json);
  });
});

describe("parsePick refuses", () => {
  it.each<[...Case, string]>([
    ["an unknown outcome", "football", "simple", league, { outcome: "tie" }, "outcome"],
    ["a score in simple mode", "football", "simple", league, { home: 1, away: 0 }, "outcome"],
    ["a draw in hockey", "hockey", "simple", league, { outcome: "draw" }, "outcome"],
    ["a draw in basketball", "basketball", "simple", league, { outcome: "draw" }, "outcome"],
    ["a negative score", "football", "expert", league, { home: -1, away: 0 }, "home"],
    ["a fractional score", "football", "expert", league, { home: 1, away: 0.5 }, "away"],
    ["a missing score", "football", "expert", league, { home: 1 }, "away"],
    ["a string score", "football", "expert", league, { home: "1", away: 0 }, "home"],
    ["a knockout draw naming no one", "football", "expert", knockout, { home: 2, away: 2 }, "advances"],
    ["who goes through in a league", "football", "expert", league, { home: 1, away: 1, advances: "home" }, "advances"],
    ["who goes through after a knockout win", "football", "expert", knockout, { home: 2, away: 1, advances: "home" }, "advances"],
    ["an unknown side going through", "football", "expert", knockout, { home: 1, away: 1, advances: "draw" }, "advances"],
    ["an extra key", "football", "expert", league, { home: 1, away: 0, joker: true }, "pick"],
    ["not an object", "football", "expert", league, "2-1", "pick"],
    ["null", "hockey", "simple", league, null, "pick"],
    ["a hockey draw", "hockey", "expert", league, { home: 2, away: 2, decidedIn: "regulation" }, "home"],
    ["overtime by two goals", "hockey", "expert", league, { home: 4, away: 2, decidedIn: "overtime" }, "decidedIn"],
    ["a shoot-out by three", "hockey", "expert", league, { home: 0, away: 3, decidedIn: "shootout" }, "decidedIn"],
    ["hockey without how it was decided", "hockey", "expert", league, { home: 3, away: 1 }, "decidedIn"],
    ["penalties in hockey", "hockey", "expert", league, { home: 3, away: 2, decidedIn: "penalties" }, "decidedIn"],
    ["a basketball draw", "basketball", "expert", league, { home: 99, away: 99 }, "home"],
    ["a podium of two", "formula1", "simple", race, { ranking: range(1, 2) }, "ranking"],
    ["a podium of four", "formula1", "simple", race, { ranking: range(1, 4) }, "ranking"],
    ["a top 3 in expert mode", "formula1", "expert", race, { ranking: range(1, 3) }, "ranking"],
    ["a driver twice", "formula1", "simple", race, { ranking: [uuid(1), uuid(2), uuid(1)] }, "ranking"],
    ["a driver of another race", "formula1", "simple", race, { ranking: [uuid(1), uuid(2), uuid(21)] }, "ranking"],
    ["an empty id", "formula1", "simple", race, { ranking: [uuid(1), uuid(2), ""] }, "ranking"],
    ["qualifiers in a final", "eurovision", "expert", final, { qualifiers: range(1, 10) }, "ranking"],
    ["a ranking in a semi-final", "eurovision", "expert", semi, { ranking: range(1, 10) }, "qualifiers"],
    ["9 qualifiers", "eurovision", "simple", semi, { qualifiers: range(1, 9) }, "qualifiers"],
    ["11 qualifiers", "eurovision", "simple", semi, { qualifiers: range(1, 11) }, "qualifiers"],
    ["a qualifier twice", "eurovision", "simple", semi, { qualifiers: [...range(1, 9), uuid(1)] }, "qualifiers"],
    ["a qualifier from the other semi-final", "eurovision", "simple", semi, { qualifiers: [...range(1, 9), uuid(17)] }, "qualifiers"],
    ["a ranking when the event has no field", "formula1", "simple", { knockout: false, stage: "race", entrantIds: null }, { ranking: range(1, 3) }, "ranking"],
  ])("%s", (_name, sport, mode, context, json, formField) => {
    let thrown: unknown;
    try {
      parsePick(sport, mode, context, json);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PickError);
    expect(thrown).toMatchObject({ code: "error.pick.invalid", formField, name: "PickError" });
  });
});
