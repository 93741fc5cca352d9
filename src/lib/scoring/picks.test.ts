import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import type { GameMode, Sport } from "../sports";
import { MAX_PICK_SCORE, parsePick, pickProblem, PickError, type PickReason } from "./picks";
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

const invalid: PickReason = { code: "error.pick.invalid" };
const score: PickReason = { code: "error.pick.score", params: { max: MAX_PICK_SCORE } };
const rank = (expected: number, picked: number): PickReason => ({
  code: "error.pick.rankingCount",
  params: { expected, picked },
});
const qual = (expected: number, picked: number): PickReason => ({
  code: "error.pick.qualifiersCount",
  params: { expected, picked },
});

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
  it.each<[...Case, string, PickReason]>([
    ["an unknown outcome", "football", "simple", league, { outcome: "tie" }, "outcome", invalid],
    ["a score in simple mode", "football", "simple", league, { home: 1, away: 0 }, "outcome", invalid],
    ["a draw in hockey", "hockey", "simple", league, { outcome: "draw" }, "outcome", { code: "error.pick.hockeyDraw" }],
    [
      "a draw in basketball",
      "basketball",
      "simple",
      league,
      { outcome: "draw" },
      "outcome",
      { code: "error.pick.basketballDraw" },
    ],
    ["a negative score", "football", "expert", league, { home: -1, away: 0 }, "home", score],
    ["a fractional score", "football", "expert", league, { home: 1, away: 0.5 }, "away", score],
    ["a missing score", "football", "expert", league, { home: 1 }, "away", { code: "error.pick.incomplete" }],
    [
      "one score left empty",
      "football",
      "expert",
      league,
      { home: null, away: 2 },
      "home",
      { code: "error.pick.incomplete" },
    ],
    [
      "a hockey score left empty",
      "hockey",
      "expert",
      league,
      { home: 3, away: null, decidedIn: "regulation" },
      "away",
      { code: "error.pick.incomplete" },
    ],
    [
      "a basketball score left empty",
      "basketball",
      "expert",
      league,
      { away: 90 },
      "home",
      { code: "error.pick.incomplete" },
    ],
    ["a string score", "football", "expert", league, { home: "1", away: 0 }, "home", score],
    [
      "a knockout draw naming no one",
      "football",
      "expert",
      knockout,
      { home: 2, away: 2 },
      "advances",
      { code: "error.pick.advancesMissing" },
    ],
    [
      "who goes through in a league",
      "football",
      "expert",
      league,
      { home: 1, away: 1, advances: "home" },
      "advances",
      { code: "error.pick.advancesNotDraw" },
    ],
    [
      "who goes through after a knockout win",
      "football",
      "expert",
      knockout,
      { home: 2, away: 1, advances: "home" },
      "advances",
      { code: "error.pick.advancesNotDraw" },
    ],
    [
      "an unknown side going through",
      "football",
      "expert",
      knockout,
      { home: 1, away: 1, advances: "draw" },
      "advances",
      invalid,
    ],
    ["an extra key", "football", "expert", league, { home: 1, away: 0, joker: true }, "pick", invalid],
    ["not an object", "football", "expert", league, "2-1", "pick", invalid],
    ["null", "hockey", "simple", league, null, "pick", invalid],
    [
      "a hockey draw",
      "hockey",
      "expert",
      league,
      { home: 2, away: 2, decidedIn: "regulation" },
      "home",
      { code: "error.pick.hockeyDraw" },
    ],
    [
      "overtime by two goals",
      "hockey",
      "expert",
      league,
      { home: 4, away: 2, decidedIn: "overtime" },
      "decidedIn",
      { code: "error.pick.overtimeMargin" },
    ],
    [
      "a shoot-out by three",
      "hockey",
      "expert",
      league,
      { home: 0, away: 3, decidedIn: "shootout" },
      "decidedIn",
      { code: "error.pick.overtimeMargin" },
    ],
    ["hockey without how it was decided", "hockey", "expert", league, { home: 3, away: 1 }, "decidedIn", invalid],
    [
      "penalties in hockey",
      "hockey",
      "expert",
      league,
      { home: 3, away: 2, decidedIn: "penalties" },
      "decidedIn",
      invalid,
    ],
    [
      "a basketball draw",
      "basketball",
      "expert",
      league,
      { home: 99, away: 99 },
      "home",
      { code: "error.pick.basketballDraw" },
    ],
    ["a podium of two", "formula1", "simple", race, { ranking: range(1, 2) }, "ranking", rank(3, 2)],
    ["a podium of four", "formula1", "simple", race, { ranking: range(1, 4) }, "ranking", rank(3, 4)],
    ["a top 3 in expert mode", "formula1", "expert", race, { ranking: range(1, 3) }, "ranking", rank(10, 3)],
    [
      "a driver twice",
      "formula1",
      "simple",
      race,
      { ranking: [uuid(1), uuid(2), uuid(1)] },
      "ranking",
      { code: "error.pick.entrantTwice" },
    ],
    [
      "a driver of another race",
      "formula1",
      "simple",
      race,
      { ranking: [uuid(1), uuid(2), uuid(21)] },
      "ranking",
      { code: "error.pick.unknownEntrant" },
    ],
    ["an empty id", "formula1", "simple", race, { ranking: [uuid(1), uuid(2), ""] }, "ranking", invalid],
    ["qualifiers in a final", "eurovision", "expert", final, { qualifiers: range(1, 10) }, "ranking", invalid],
    ["a ranking in a semi-final", "eurovision", "expert", semi, { ranking: range(1, 10) }, "qualifiers", invalid],
    ["9 qualifiers", "eurovision", "simple", semi, { qualifiers: range(1, 9) }, "qualifiers", qual(10, 9)],
    ["11 qualifiers", "eurovision", "simple", semi, { qualifiers: range(1, 11) }, "qualifiers", qual(10, 11)],
    [
      "a qualifier twice",
      "eurovision",
      "simple",
      semi,
      { qualifiers: [...range(1, 9), uuid(1)] },
      "qualifiers",
      { code: "error.pick.entrantTwice" },
    ],
    [
      "a qualifier from the other semi-final",
      "eurovision",
      "simple",
      semi,
      { qualifiers: [...range(1, 9), uuid(17)] },
      "qualifiers",
      { code: "error.pick.unknownEntrant" },
    ],
    [
      "a ranking when the event has no field",
      "formula1",
      "simple",
      { knockout: false, stage: "race", entrantIds: null },
      { ranking: range(1, 3) },
      "ranking",
      { code: "error.pick.noField" },
    ],
  ])("%s", (_name, sport, mode, context, json, formField, reason) => {
    let thrown: unknown;
    try {
      parsePick(sport, mode, context, json);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PickError);
    expect(thrown).toMatchObject({ code: reason.code, formField, name: "PickError" });
    expect((thrown as PickError).reason).toEqual(reason);
    expect(pickProblem(sport, mode, context, json)).toEqual({ formField, reason });
  });
});

describe("the reason as a player reads it", () => {
  const read = (
    locale: string,
    json: unknown,
    sport: Sport = "eurovision",
    mode: GameMode = "simple",
    context: GameContext = semi,
  ) => {
    const messages = JSON.parse(
      readFileSync(path.join(process.cwd(), "messages", locale, "common.json"), "utf8"),
    ) as Record<string, unknown>;
    const { reason } = pickProblem(sport, mode, context, json)!;
    return createTranslator({ locale, messages })(
      reason.code as never,
      ("params" in reason ? reason.params : undefined) as never,
    );
  };

  it("counts qualifiers and places with the language's plural forms", () => {
    expect(read("en", { qualifiers: range(1, 8) })).toBe("Pick 10 qualifiers, you picked 8.");
    expect(read("en", { ranking: range(1, 2) }, "formula1", "simple", race)).toBe("Rank 3 entrants, you ranked 2.");
    expect(read("pl", { qualifiers: range(1, 8) })).toBe("Wybierz 10 awansujących, wybrano 8.");
    expect(read("uk", { ranking: range(1, 2) }, "formula1", "simple", race)).toBe(
      "Розставте за місцями 3 учасників; ви розставили 2.",
    );
    expect(read("lt", { qualifiers: range(1, 8) })).toBe("Pasirinkite 10 toliau patenkančių dalyvių, pasirinkote 8.");
  });

  it("says a basketball or hockey game has a winner", () => {
    expect(read("en", { home: 80, away: 80 }, "basketball", "expert", league)).toBe(
      "A basketball game cannot end in a draw: one side must win.",
    );
    expect(read("de", { home: 2, away: 2, decidedIn: "regulation" }, "hockey", "expert", league)).toBe(
      "Ein Eishockeyspiel kann nicht unentschieden enden: Eine Seite muss gewinnen.",
    );
  });
});
