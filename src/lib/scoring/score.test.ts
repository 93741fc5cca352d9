import { describe, expect, it } from "vitest";
import { checkResult, type GameResult } from "../schemas/results";
import type { GameMode, Sport } from "../sports";
import type { GameStatus } from "../statuses";
import { parsePick, type GamePick } from "./picks";
import { defaultRuleSet, maxPoints, parseRuleSet, pickSize, type GameContext, type RuleSet } from "./rule-sets";
import { hasExactHits, scorePick, type PickScore } from "./score";

/* ----- fixtures ----- */

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const names = new Map<string, string>();
/** A stable id per entrant name, so that the examples read like the help pages. */
const e = (name: string): string => {
  if (!names.has(name)) names.set(name, uuid(names.size + 1));
  return names.get(name) as string;
};
const list = (spaced: string) => spaced.split(" ").map(e);

const league: GameContext = { knockout: false, stage: null, entrantIds: null };
const knockout: GameContext = { knockout: true, stage: "quarter-final", entrantIds: null };

const DRIVERS =
  "verstappen norris leclerc piastri sainz hamilton russell perez alonso stroll gasly ocon albon tsunoda hulkenberg bottas zhou magnussen ricciardo sargeant";
const race: GameContext = { knockout: false, stage: "race", entrantIds: list(DRIVERS) };
const COUNTRIES = "se it ua fr ch hr nl no fi es de gb il gr pt ie at lt cy lv ee pl rs be dk am";
const final: GameContext = { knockout: false, stage: "final", entrantIds: list(COUNTRIES) };
const semi: GameContext = {
  knockout: false,
  stage: "semi-final-2",
  entrantIds: list("se it ua fr ch hr nl no fi es de gb il gr pt ie"),
};

interface Options {
  context?: GameContext;
  rules?: object;
  joker?: boolean;
  status?: GameStatus;
}

function score(
  sport: Sport,
  mode: GameMode,
  pick: GamePick,
  result: GameResult | null,
  options: Options = {},
): PickScore | null {
  const context = options.context ?? league;
  return scorePick({
    sport,
    mode,
    ruleSet: parseRuleSet(sport, mode, options.rules ?? {}),
    context,
    // Through the same checks as the API, so that every example is a pick a player could make.
    pick: parsePick(sport, mode, context, pick),
    result: result && checkResult(sport, context, result),
    status: options.status ?? "finished",
    joker: options.joker,
  });
}

interface Case {
  name: string;
  pick: GamePick;
  result: GameResult;
  options?: Options;
  points: number;
  exact?: boolean;
  outcome?: boolean;
}

const expectCase = (sport: Sport, mode: GameMode) => (c: Case) => {
  const expected = {
    points: c.points,
    ...(c.exact !== undefined && { exact: c.exact }),
    ...(c.outcome !== undefined && { outcome: c.outcome }),
  };
  expect(score(sport, mode, c.pick, c.result, c.options)).toMatchObject(expected);
};

/* ----- worked examples and edge cases, per sport and mode ----- */

describe("football expert", () => {
  const finalBasis = { context: knockout, rules: { basis: "final" } };
  it.each<Case>([
    {
      name: "help: Liverpool–Arsenal 2–1, ends 3–2: goal difference",
      pick: { home: 2, away: 1 },
      result: { home: 3, away: 2 },
      points: 3,
      exact: false,
      outcome: true,
    },
    {
      name: "help: Juventus–Inter 1–1, ends 2–2: a draw is only the outcome",
      pick: { home: 1, away: 1 },
      result: { home: 2, away: 2 },
      points: 2,
      exact: false,
      outcome: true,
    },
    {
      name: "help: Benfica–Ajax 1–1, Ajax through in extra time: 4 + 1",
      pick: { home: 1, away: 1, advances: "away" },
      result: { home: 1, away: 1, extraTime: { home: 1, away: 2 } },
      options: { context: knockout },
      points: 5,
      exact: true,
      outcome: true,
    },
    {
      name: "help: Benfica–Ajax with the joker: 10",
      pick: { home: 1, away: 1, advances: "away" },
      result: { home: 1, away: 1, extraTime: { home: 1, away: 2 } },
      options: { context: knockout, joker: true },
      points: 10,
    },
    {
      name: "exact score",
      pick: { home: 2, away: 0 },
      result: { home: 2, away: 0 },
      points: 4,
      exact: true,
      outcome: true,
    },
    {
      name: "exact draw",
      pick: { home: 0, away: 0 },
      result: { home: 0, away: 0 },
      points: 4,
      exact: true,
      outcome: true,
    },
    { name: "away win by two, right difference", pick: { home: 0, away: 2 }, result: { home: 1, away: 3 }, points: 3 },
    {
      name: "right winner, other difference",
      pick: { home: 3, away: 0 },
      result: { home: 1, away: 0 },
      points: 2,
      outcome: true,
    },
    {
      name: "same difference, other winner",
      pick: { home: 2, away: 1 },
      result: { home: 1, away: 2 },
      points: 0,
      outcome: false,
    },
    {
      name: "a draw picked, a win played",
      pick: { home: 1, away: 1 },
      result: { home: 2, away: 1 },
      points: 0,
      exact: false,
      outcome: false,
    },
    {
      name: "knockout: exact draw, through on penalties",
      pick: { home: 0, away: 0, advances: "home" },
      result: { home: 0, away: 0, extraTime: { home: 0, away: 0 }, penalties: { home: 5, away: 4 } },
      options: { context: knockout },
      points: 5,
    },
    {
      name: "knockout: a draw of another score, the named team through",
      pick: { home: 1, away: 1, advances: "home" },
      result: { home: 2, away: 2, extraTime: { home: 3, away: 2 } },
      options: { context: knockout },
      points: 3,
    },
    {
      name: "knockout: a draw, the other team through",
      pick: { home: 1, away: 1, advances: "home" },
      result: { home: 2, away: 2, extraTime: { home: 2, away: 2 }, penalties: { home: 2, away: 4 } },
      options: { context: knockout },
      points: 2,
    },
    {
      name: "knockout: a draw picked, won in regular time by the named team (it goes through)",
      pick: { home: 1, away: 1, advances: "home" },
      result: { home: 2, away: 1 },
      options: { context: knockout },
      points: 1,
      outcome: false,
    },
    {
      name: "knockout: a draw with no extra time or penalties recorded names no one",
      pick: { home: 1, away: 1, advances: "away" },
      result: { home: 1, away: 1 },
      options: { context: knockout },
      points: 4,
    },
    {
      name: "knockout won in regular time, scored as usual",
      pick: { home: 2, away: 1 },
      result: { home: 3, away: 2 },
      options: { context: knockout },
      points: 3,
    },
    {
      name: "basis regular: the extra-time score does not count",
      pick: { home: 1, away: 2 },
      result: { home: 1, away: 1, extraTime: { home: 1, away: 2 } },
      options: { context: knockout },
      points: 0,
    },
    {
      name: "basis final: exact after extra time",
      pick: { home: 1, away: 2 },
      result: { home: 1, away: 1, extraTime: { home: 1, away: 2 } },
      options: finalBasis,
      points: 4,
      exact: true,
    },
    {
      name: "basis final: the regular-time draw is not the outcome, but the named team went through",
      pick: { home: 1, away: 1, advances: "home" },
      result: { home: 1, away: 1, extraTime: { home: 2, away: 1 } },
      options: finalBasis,
      points: 1,
      exact: false,
      outcome: false,
    },
    {
      name: "basis final: penalties never count as goals",
      pick: { home: 2, away: 2, advances: "away" },
      result: { home: 1, away: 1, extraTime: { home: 2, away: 2 }, penalties: { home: 3, away: 5 } },
      options: finalBasis,
      points: 5,
      exact: true,
    },
    {
      name: "basis final, no extra time played",
      pick: { home: 2, away: 0 },
      result: { home: 2, away: 0 },
      options: finalBasis,
      points: 4,
    },
    {
      name: "the group's numbers: exact",
      pick: { home: 2, away: 1 },
      result: { home: 2, away: 1 },
      options: { rules: { exact: 7, goalDifference: 5, outcome: 1 } },
      points: 7,
    },
    {
      name: "the group's numbers: difference",
      pick: { home: 2, away: 1 },
      result: { home: 3, away: 2 },
      options: { rules: { exact: 7, goalDifference: 5, outcome: 1 } },
      points: 5,
    },
    {
      name: "the group's numbers: outcome",
      pick: { home: 2, away: 1 },
      result: { home: 4, away: 0 },
      options: { rules: { exact: 7, goalDifference: 5, outcome: 1 } },
      points: 1,
    },
    {
      name: "the group's numbers: who goes through",
      pick: { home: 0, away: 0, advances: "away" },
      result: { home: 0, away: 0, extraTime: { home: 0, away: 1 } },
      options: { context: knockout, rules: { advances: 3 } },
      points: 7,
    },
  ])("$name: $points", expectCase("football", "expert"));
});

describe("football simple", () => {
  const ajaxInExtraTime = { home: 1, away: 1, extraTime: { home: 1, away: 2 } };
  it.each<Case>([
    {
      name: "help: Liverpool–Arsenal, home win, 2–1",
      pick: { outcome: "home" },
      result: { home: 2, away: 1 },
      points: 3,
      exact: false,
      outcome: true,
    },
    {
      name: "help: Juventus–Inter, home win, 1–1",
      pick: { outcome: "home" },
      result: { home: 1, away: 1 },
      points: 0,
      outcome: false,
    },
    {
      name: "help: Benfica–Ajax, draw, regular time",
      pick: { outcome: "draw" },
      result: ajaxInExtraTime,
      options: { context: knockout },
      points: 3,
    },
    {
      name: "help: Benfica–Ajax, draw, final result",
      pick: { outcome: "draw" },
      result: ajaxInExtraTime,
      options: { context: knockout, rules: { basis: "final" } },
      points: 0,
    },
    {
      name: "final result: the extra-time winner",
      pick: { outcome: "away" },
      result: ajaxInExtraTime,
      options: { context: knockout, rules: { basis: "final" } },
      points: 3,
    },
    {
      name: "final result: penalties do not make a winner",
      pick: { outcome: "draw" },
      result: { home: 1, away: 1, extraTime: { home: 1, away: 1 }, penalties: { home: 4, away: 2 } },
      options: { context: knockout, rules: { basis: "final" } },
      points: 3,
    },
    { name: "away win", pick: { outcome: "away" }, result: { home: 0, away: 1 }, points: 3 },
    {
      name: "the group's number",
      pick: { outcome: "draw" },
      result: { home: 0, away: 0 },
      options: { rules: { outcome: 5 } },
      points: 5,
    },
  ])("$name: $points", expectCase("football", "simple"));
});

describe("hockey expert", () => {
  it.each<Case>([
    {
      name: "help: Maple Leafs–Bruins 3–1 in regulation, 4–2 in regulation",
      pick: { home: 3, away: 1, decidedIn: "regulation" },
      result: { home: 4, away: 2, decidedIn: "regulation" },
      points: 4,
      exact: false,
      outcome: true,
    },
    {
      name: "help: Oilers–Panthers 3–2 in overtime, 3–2 in a shoot-out",
      pick: { home: 3, away: 2, decidedIn: "overtime" },
      result: { home: 3, away: 2, decidedIn: "shootout" },
      points: 5,
      exact: true,
    },
    {
      name: "help: Rangers–Devils 4–3 in overtime, 3–4 in overtime",
      pick: { home: 4, away: 3, decidedIn: "overtime" },
      result: { home: 3, away: 4, decidedIn: "overtime" },
      points: 0,
      outcome: false,
    },
    {
      name: "exact and how it was decided",
      pick: { home: 2, away: 1, decidedIn: "overtime" },
      result: { home: 2, away: 1, decidedIn: "overtime" },
      points: 6,
    },
    {
      name: "winner only, in regulation",
      pick: { home: 5, away: 1, decidedIn: "regulation" },
      result: { home: 2, away: 1, decidedIn: "regulation" },
      points: 3,
    },
    {
      name: "winner only, decided otherwise",
      pick: { home: 5, away: 1, decidedIn: "regulation" },
      result: { home: 3, away: 2, decidedIn: "overtime" },
      points: 2,
    },
    {
      name: "goal difference, decided otherwise",
      pick: { home: 4, away: 3, decidedIn: "shootout" },
      result: { home: 2, away: 1, decidedIn: "regulation" },
      points: 3,
    },
    {
      name: "unknown how it was decided: exact, no bonus",
      pick: { home: 3, away: 2, decidedIn: "regulation" },
      result: { home: 3, away: 2 },
      points: 5,
    },
    {
      name: "unknown how it was decided: difference, no bonus",
      pick: { home: 4, away: 2, decidedIn: "regulation" },
      result: { home: 3, away: 1 },
      points: 3,
    },
    {
      name: "joker",
      pick: { home: 1, away: 4, decidedIn: "regulation" },
      result: { home: 1, away: 4, decidedIn: "regulation" },
      options: { joker: true },
      points: 12,
    },
    {
      name: "the group's numbers",
      pick: { home: 2, away: 3, decidedIn: "shootout" },
      result: { home: 1, away: 2, decidedIn: "shootout" },
      options: { rules: { goalDifference: 4, decidedIn: 2 } },
      points: 6,
    },
  ])("$name: $points", expectCase("hockey", "expert"));
});

describe("hockey simple", () => {
  it.each<Case>([
    {
      name: "help: the Maple Leafs win 4–2",
      pick: { outcome: "home" },
      result: { home: 4, away: 2, decidedIn: "regulation" },
      points: 3,
      outcome: true,
    },
    {
      name: "help: the Panthers win in overtime",
      pick: { outcome: "home" },
      result: { home: 2, away: 3, decidedIn: "overtime" },
      points: 0,
      outcome: false,
    },
    {
      name: "help: the Devils win the shoot-out",
      pick: { outcome: "away" },
      result: { home: 3, away: 4, decidedIn: "shootout" },
      points: 3,
    },
    { name: "how it was decided unknown", pick: { outcome: "away" }, result: { home: 1, away: 2 }, points: 3 },
  ])("$name: $points", expectCase("hockey", "simple"));
});

describe("basketball expert", () => {
  it.each<Case>([
    {
      name: "help: Celtics–Lakers 110–100, 108–101",
      pick: { home: 110, away: 100 },
      result: { home: 108, away: 101 },
      points: 5,
      exact: false,
      outcome: true,
    },
    {
      name: "help: Nuggets–Heat 115–105, 121–111",
      pick: { home: 115, away: 105 },
      result: { home: 121, away: 111 },
      points: 8,
      exact: false,
    },
    {
      name: "help: Warriors–Suns 102–99, 99–102",
      pick: { home: 102, away: 99 },
      result: { home: 99, away: 102 },
      points: 0,
      outcome: false,
    },
    { name: "exact score", pick: { home: 100, away: 90 }, result: { home: 100, away: 90 }, points: 8, exact: true },
    { name: "margin off by 1", pick: { home: 100, away: 90 }, result: { home: 101, away: 90 }, points: 6 },
    { name: "margin off by 2", pick: { home: 100, away: 90 }, result: { home: 100, away: 88 }, points: 6 },
    { name: "margin off by 5", pick: { home: 80, away: 95 }, result: { home: 80, away: 90 }, points: 5 },
    { name: "margin off by 6", pick: { home: 100, away: 90 }, result: { home: 104, away: 88 }, points: 4 },
    { name: "margin off by 10", pick: { home: 100, away: 90 }, result: { home: 120, away: 100 }, points: 4 },
    { name: "margin off by 11", pick: { home: 100, away: 90 }, result: { home: 121, away: 100 }, points: 3 },
    {
      name: "joker",
      pick: { home: 100, away: 90 },
      result: { home: 121, away: 100 },
      options: { joker: true },
      points: 6,
    },
    {
      name: "the group's numbers",
      pick: { home: 90, away: 100 },
      result: { home: 95, away: 105 },
      options: { rules: { winner: 1, marginExact: 9 } },
      points: 10,
    },
  ])("$name: $points", expectCase("basketball", "expert"));
});

describe("basketball simple", () => {
  it.each<Case>([
    { name: "help: the Celtics win 112–104", pick: { outcome: "home" }, result: { home: 112, away: 104 }, points: 3 },
    { name: "help: the Nuggets win 118–109", pick: { outcome: "away" }, result: { home: 118, away: 109 }, points: 0 },
    {
      name: "help: the Suns win 121–117 in overtime",
      pick: { outcome: "away" },
      result: { home: 117, away: 121 },
      points: 3,
      outcome: true,
      exact: false,
    },
  ])("$name: $points", expectCase("basketball", "simple"));
});

const spanishPick = list("verstappen norris leclerc piastri sainz hamilton russell perez alonso stroll");
const spanishResult = {
  ranking: list(
    "norris verstappen leclerc piastri hamilton russell sainz alonso gasly ocon albon stroll tsunoda hulkenberg bottas zhou magnussen ricciardo sargeant perez",
  ),
  statuses: { [e("perez")]: "DNF" as const },
};
const spanishCorrected = {
  ranking: list(
    "norris verstappen leclerc piastri hamilton russell sainz gasly ocon albon alonso stroll tsunoda hulkenberg bottas zhou magnussen ricciardo sargeant perez",
  ),
  statuses: { [e("perez")]: "DNF" as const },
};

describe("formula1 expert", () => {
  const onRace = { context: race };
  it.each<Case>([
    {
      name: "help: Spanish Grand Prix",
      pick: { ranking: spanishPick },
      result: spanishResult,
      options: onRace,
      points: 17,
      exact: false,
      outcome: false,
    },
    {
      name: "help: Spanish Grand Prix after Alonso's penalty",
      pick: { ranking: spanishPick },
      result: spanishCorrected,
      options: onRace,
      points: 15,
    },
    {
      name: "help: perfect race",
      pick: { ranking: spanishPick },
      result: { ranking: [...spanishPick, ...list("gasly ocon")] },
      options: onRace,
      points: 40,
      exact: true,
      outcome: true,
    },
    {
      name: "perfect race with the joker",
      pick: { ranking: spanishPick },
      result: { ranking: spanishPick },
      options: { context: race, joker: true },
      points: 80,
    },
    {
      name: "only the winner right, nobody else in the top 10",
      pick: { ranking: list("verstappen gasly ocon albon tsunoda hulkenberg bottas zhou magnussen ricciardo") },
      result: { ranking: list("verstappen norris leclerc piastri sainz hamilton russell perez alonso stroll gasly") },
      options: onRace,
      points: 3,
      exact: false,
      outcome: true,
    },
  ])("$name: $points", expectCase("formula1", "expert"));
});

describe("formula1 simple", () => {
  const onRace = { context: race };
  const belgianPick = { ranking: list("hamilton russell piastri") };
  it.each<Case>([
    {
      name: "help: Italian Grand Prix",
      pick: { ranking: list("leclerc norris verstappen") },
      result: { ranking: list("norris leclerc piastri sainz verstappen") },
      options: onRace,
      points: 4,
      outcome: false,
    },
    {
      name: "help: Japanese Grand Prix",
      pick: { ranking: list("verstappen norris leclerc") },
      result: { ranking: list("verstappen norris leclerc piastri") },
      options: onRace,
      points: 12,
      exact: true,
    },
    {
      name: "help: Belgian Grand Prix on the line",
      pick: belgianPick,
      result: { ranking: list("russell hamilton piastri leclerc") },
      options: onRace,
      points: 7,
    },
    {
      name: "help: Belgian Grand Prix after Russell's disqualification",
      pick: belgianPick,
      result: { ranking: list("hamilton piastri leclerc russell"), statuses: { [e("russell")]: "DSQ" } },
      options: onRace,
      points: 5,
      outcome: true,
    },
    {
      name: "a status wherever it is listed means not classified",
      pick: { ranking: list("verstappen norris leclerc") },
      result: { ranking: list("verstappen piastri norris leclerc"), statuses: { [e("piastri")]: "DNS" } },
      options: onRace,
      points: 12,
      exact: true,
    },
    {
      name: "two places off earns 1",
      pick: { ranking: list("leclerc norris verstappen") },
      result: { ranking: list("verstappen norris leclerc") },
      options: onRace,
      points: 5,
    },
    {
      name: "a DNF picked on the podium",
      pick: { ranking: list("verstappen norris leclerc") },
      result: { ranking: list("verstappen norris piastri leclerc"), statuses: { [e("leclerc")]: "DNF" } },
      options: onRace,
      points: 6,
    },
    {
      name: "the group's numbers",
      pick: { ranking: list("leclerc norris verstappen") },
      result: { ranking: list("verstappen norris leclerc") },
      options: { context: race, rules: { placeCap: 5, exactOrderBonus: 0 } },
      points: 3 + 5 + 3,
    },
  ])("$name: $points", expectCase("formula1", "simple"));
});

describe("eurovision expert", () => {
  const finalPick = list("se it ua fr ch hr nl no fi es");
  it.each<Case>([
    {
      name: "help: second semi-final, 8 of 10 qualify",
      pick: { qualifiers: list("se it ua fr ch hr nl no fi es") },
      result: { qualifiers: list("se it ua fr ch hr nl no de gb") },
      options: { context: semi },
      points: 8,
      exact: false,
      outcome: true,
    },
    {
      // SE, HR exact (6); UA, FR, NL one off (6); IT, CH, NO two or more off (3); FI, ES outside (0).
      name: "help: grand final, 15 points",
      pick: { ranking: finalPick },
      result: { ranking: list("se ua de it fr hr gb nl ch no fi es") },
      options: { context: final },
      points: 15,
      exact: false,
      outcome: true,
    },
    {
      name: "help: perfect final",
      pick: { ranking: finalPick },
      result: { ranking: [...finalPick, e("de")] },
      options: { context: final },
      points: 40,
      exact: true,
    },
    {
      name: "all qualifiers",
      pick: { qualifiers: list("se it ua fr ch hr nl no fi es") },
      result: { qualifiers: list("es fi no nl hr ch fr ua it se") },
      options: { context: semi },
      points: 10,
      exact: true,
    },
    {
      name: "four qualifiers: less than half",
      pick: { qualifiers: list("se it ua fr ch hr nl no fi es") },
      result: { qualifiers: list("se it ua fr de gb il gr pt ie") },
      options: { context: semi },
      points: 4,
      outcome: false,
    },
    {
      name: "the group's number per qualifier, with the joker",
      pick: { qualifiers: list("se it ua fr ch hr nl no fi es") },
      result: { qualifiers: list("se it ua fr ch de gb il gr pt") },
      options: { context: semi, rules: { qualifier: 2 }, joker: true },
      points: 20,
    },
  ])("$name: $points", expectCase("eurovision", "expert"));
});

describe("eurovision simple", () => {
  it.each<Case>([
    {
      name: "help: first semi-final, 7 of 10 qualify",
      pick: { qualifiers: list("se it ua fr ch hr nl no fi es") },
      result: { qualifiers: list("se it ua fr ch hr nl de gb il"), ranking: list("se it ua") },
      options: { context: { ...semi, stage: "semi-final-1" } },
      points: 7,
    },
    {
      name: "help: grand final",
      pick: { ranking: list("se it ua") },
      result: { ranking: list("it se fr ua") },
      options: { context: final },
      points: 4,
      outcome: false,
    },
    {
      name: "help: another grand final",
      pick: { ranking: list("ch hr ua") },
      result: { ranking: list("ch hr ua se") },
      options: { context: final },
      points: 12,
      exact: true,
    },
  ])("$name: $points", expectCase("eurovision", "simple"));
});

describe("game status", () => {
  const pick = { home: 2, away: 1 };
  const result = { home: 2, away: 1 };

  it("scores 0 for everybody in a cancelled game, with or without a result", () => {
    expect(score("football", "expert", pick, result, { status: "cancelled" })).toEqual({
      points: 0,
      exact: false,
      outcome: false,
    });
    expect(score("football", "expert", pick, null, { status: "cancelled", joker: true })).toEqual({
      points: 0,
      exact: false,
      outcome: false,
    });
    expect(
      score("formula1", "simple", { ranking: list("verstappen norris leclerc") }, null, {
        status: "cancelled",
        context: race,
      }),
    ).toEqual({
      points: 0,
      exact: false,
      outcome: false,
    });
  });

  it.each<GameStatus>(["scheduled", "live", "postponed"])("leaves a %s game unscored", (status) => {
    expect(score("football", "expert", pick, result, { status })).toBeNull();
  });

  it("leaves a finished game without a result unscored", () => {
    expect(score("hockey", "simple", { outcome: "home" }, null)).toBeNull();
  });

  it("refuses a stored pick of another shape instead of scoring it", () => {
    const input = {
      sport: "football",
      mode: "expert",
      ruleSet: defaultRuleSet("football", "expert"),
      context: league,
      status: "finished",
    } as const;
    expect(() => scorePick({ ...input, pick: { outcome: "home" }, result })).toThrow(TypeError);
    expect(() => scorePick({ ...input, pick, result: { ranking: [uuid(1)] } })).toThrow(TypeError);
  });
});

/* ----- properties over seeded random games ----- */

/** mulberry32: a small seeded generator, so that every run checks the same games. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const chance = (p = 0.5) => next() < p;
  const oneOf = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const shuffled = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return { int, chance, oneOf, shuffled };
}
type Random = ReturnType<typeof randomSource>;

interface Kind {
  sport: Sport;
  mode: GameMode;
  stage: string | null;
}

const KINDS: Kind[] = [
  ...(["football", "hockey", "basketball", "formula1"] as const).flatMap((sport) =>
    (["simple", "expert"] as const).map((mode) => ({ sport, mode, stage: null })),
  ),
  ...(["simple", "expert"] as const).flatMap((mode) =>
    ["final", "semi-final-1"].map((stage) => ({ sport: "eurovision" as const, mode, stage })),
  ),
];

/** Tiers that must not rise (rule-sets.ts refuses a rule set where a near miss beats a hit). */
const TIERS: Partial<Record<Sport, string[]>> = {
  football: ["exact", "goalDifference", "outcome"],
  hockey: ["exact", "goalDifference", "winner"],
  basketball: ["marginExact", "marginWithin2", "marginWithin5", "marginWithin10"],
};

function randomRuleSet(random: Random, { sport, mode }: Kind): RuleSet {
  if (random.chance(0.3)) return defaultRuleSet(sport, mode);
  const rules: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(defaultRuleSet(sport, mode))) {
    if (key === "basis") rules[key] = random.oneOf(["regular", "final"]);
    else if (key !== "places") rules[key] = typeof value === "number" ? random.int(0, 50) : value;
  }
  const tiers = mode === "expert" ? (TIERS[sport] ?? []) : [];
  const sorted = tiers.map((key) => rules[key] as number).sort((a, b) => b - a);
  tiers.forEach((key, i) => (rules[key] = sorted[i]));
  return parseRuleSet(sport, mode, rules);
}

function randomContext(random: Random, { sport, stage }: Kind): GameContext {
  if (sport === "football") return random.chance() ? knockout : league;
  if (sport === "hockey" || sport === "basketball") return league;
  const size = stage?.startsWith("semi") ? random.int(6, 18) : random.int(2, 26);
  return {
    knockout: false,
    stage: stage ?? "race",
    entrantIds: Array.from({ length: size }, (_, i) => uuid(1000 + i)),
  };
}

const pair = (random: Random, max: number) => ({ home: random.int(0, max), away: random.int(0, max) });
const winningPair = (random: Random, min: number, max: number) => {
  const score = { home: random.int(min, max), away: random.int(min, max) };
  return score.home === score.away ? { ...score, home: score.home + 1 } : score;
};

function randomFootballResult(random: Random, context: GameContext): GameResult {
  const regular = pair(random, 4);
  if (!context.knockout || regular.home !== regular.away || random.chance(0.15)) return regular;
  const extraTime = { home: regular.home + random.int(0, 1), away: regular.away + random.int(0, 1) };
  const penalties = winningPair(random, 2, 5);
  if (extraTime.home !== extraTime.away) return { ...regular, extraTime };
  return random.chance(0.2) ? { ...regular, penalties } : { ...regular, extraTime, penalties };
}

function randomHockeyResult(random: Random): GameResult {
  const score = winningPair(random, 0, 6);
  const oneGoal = Math.abs(score.home - score.away) === 1;
  const decidedIn = random.oneOf(
    oneGoal ? (["regulation", "overtime", "shootout", undefined] as const) : (["regulation", undefined] as const),
  );
  return decidedIn ? { ...score, decidedIn } : score;
}

function randomRankingResult(random: Random, context: GameContext): GameResult {
  const order = random.shuffled(context.entrantIds ?? []);
  const out = order.slice(order.length - random.int(0, Math.min(3, order.length - 1)));
  const listed = random.chance(0.2) ? order.slice(0, random.int(1, order.length)) : order;
  if (out.length === 0 || random.chance(0.3)) return { ranking: listed };
  return {
    ranking: random.chance(0.7) ? order : random.shuffled(order),
    statuses: Object.fromEntries(out.map((id) => [id, random.oneOf(["DNF", "DSQ", "DNS"] as const)])),
  };
}

function randomResult(random: Random, kind: Kind, context: GameContext): GameResult {
  switch (kind.sport) {
    case "football":
      return randomFootballResult(random, context);
    case "hockey":
      return randomHockeyResult(random);
    case "basketball":
      return winningPair(random, 70, 130);
  }
  if (kind.stage?.startsWith("semi"))
    return { qualifiers: random.shuffled(context.entrantIds ?? []).slice(0, pickSize(kind.sport, kind.mode, context)) };
  return randomRankingResult(random, context);
}

function randomPick(random: Random, { sport, mode, stage }: Kind, context: GameContext): GamePick {
  const size = pickSize(sport, mode, context);
  if (sport === "formula1" || sport === "eurovision") {
    const ids = random.shuffled(context.entrantIds ?? []).slice(0, size);
    return stage?.startsWith("semi") ? { qualifiers: ids } : { ranking: ids };
  }
  if (mode === "simple")
    return {
      outcome:
        sport === "football"
          ? random.oneOf(["home", "draw", "away"] as const)
          : random.oneOf(["home", "away"] as const),
    };
  if (sport === "football") {
    const score = pair(random, 4);
    return context.knockout && score.home === score.away
      ? { ...score, advances: random.oneOf(["home", "away"] as const) }
      : score;
  }
  if (sport === "basketball") return winningPair(random, 70, 130);
  const score = winningPair(random, 0, 6);
  return {
    ...score,
    decidedIn:
      Math.abs(score.home - score.away) === 1
        ? random.oneOf(["regulation", "overtime", "shootout"] as const)
        : "regulation",
  };
}

const sideOf = (score: { home: number; away: number }) =>
  score.home > score.away ? "home" : score.home < score.away ? "away" : "draw";

/** The pick that says exactly what happened, written out independently of score.ts. */
function perfectPick(kind: Kind, context: GameContext, rules: RuleSet, result: GameResult): GamePick {
  const size = pickSize(kind.sport, kind.mode, context);
  if ("qualifiers" in result) return { qualifiers: result.qualifiers };
  if ("ranking" in result) {
    const classified = result.ranking.filter((id) => !result.statuses?.[id]);
    const rest = (context.entrantIds ?? []).filter((id) => !classified.includes(id));
    return { ranking: [...classified, ...rest].slice(0, size) };
  }
  const final =
    "basis" in rules && rules.basis === "final" && "extraTime" in result && result.extraTime
      ? result.extraTime
      : result;
  const score = { home: final.home, away: final.away };
  if (kind.mode === "simple") return { outcome: sideOf(score) };
  if (kind.sport === "basketball") return score;
  if (kind.sport === "hockey") {
    const decidedIn = "decidedIn" in result && result.decidedIn ? result.decidedIn : "regulation";
    return { ...score, decidedIn };
  }
  if (!context.knockout || sideOf(score) !== "draw") return score;
  const through = [
    result,
    "extraTime" in result ? result.extraTime : undefined,
    "penalties" in result ? result.penalties : undefined,
  ]
    .map((s) => (s ? sideOf(s) : "draw"))
    .find((s) => s !== "draw");
  return { ...score, advances: through ?? "home" };
}

describe.each(KINDS)("properties of $sport $mode ($stage)", (kind) => {
  const random = randomSource(20_260_000 + KINDS.indexOf(kind));
  const games = Array.from({ length: 300 }, () => {
    const context = randomContext(random, kind);
    const ruleSet = randomRuleSet(random, kind);
    const result = checkResult(kind.sport, context, randomResult(random, kind, context));
    const pick = parsePick(kind.sport, kind.mode, context, randomPick(random, kind, context));
    const perfect = parsePick(kind.sport, kind.mode, context, perfectPick(kind, context, ruleSet, result));
    return { context, ruleSet, result, pick, perfect, joker: random.chance(0.25) };
  });
  const scoreOf = (game: (typeof games)[number], pick: GamePick, joker = game.joker) =>
    scorePick({
      sport: kind.sport,
      mode: kind.mode,
      ruleSet: game.ruleSet,
      context: game.context,
      pick,
      result: game.result,
      status: "finished",
      joker,
    });
  const best = (game: (typeof games)[number], result?: GameResult) =>
    maxPoints(kind.sport, kind.mode, game.ruleSet, game.context, result);

  it("never gives negative or fractional points", () => {
    for (const game of games) {
      const points = scoreOf(game, game.pick)?.points ?? -1;
      expect(points).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(points)).toBe(true);
    }
  });

  it("gives a perfect pick exactly maxPoints, and never more than maxPoints without a result", () => {
    for (const game of games) {
      expect(scoreOf(game, game.perfect, false)?.points).toBe(best(game, game.result));
      expect(best(game, game.result)).toBeLessThanOrEqual(best(game));
    }
  });

  // Knockouts, unknown hockey decisions and short classifications can limit what the result allows.
  const unlimited = kind.sport === "football" || kind.sport === "basketball" || kind.stage?.startsWith("semi") === true;
  if (unlimited) {
    it("gives the pick that is the result the game's maxPoints outside knockouts", () => {
      for (const game of games.filter((g) => !g.context.knockout)) {
        expect(scoreOf(game, game.perfect, false)?.points).toBe(best(game));
      }
    });
  }

  it("never gives more than maxPoints, or twice that with the joker", () => {
    for (const game of games) {
      expect(scoreOf(game, game.pick)?.points).toBeLessThanOrEqual(best(game) * (game.joker ? 2 : 1));
    }
  });

  it("doubles the points with the joker", () => {
    for (const game of games) {
      expect(scoreOf(game, game.pick, true)?.points).toBe(2 * (scoreOf(game, game.pick, false)?.points ?? Number.NaN));
    }
  });

  it("is deterministic", () => {
    for (const game of games) {
      expect(scoreOf(game, game.pick)).toEqual(scoreOf(game, structuredClone(game.pick)));
    }
  });

  // The group's table shows its "Exact" column only where hasExactHits says a pick can be one.
  it(hasExactHits(kind.sport, kind.mode) ? "can score an exact hit" : "never scores an exact hit", () => {
    const exact = games.some((game) => scoreOf(game, game.perfect, false)?.exact || scoreOf(game, game.pick)?.exact);
    expect(exact).toBe(hasExactHits(kind.sport, kind.mode));
  });

  it("counts an exact hit as a right outcome too", () => {
    for (const game of games) {
      const result = scoreOf(game, game.pick);
      if (result?.exact) expect(result.outcome).toBe(true);
    }
  });
});
