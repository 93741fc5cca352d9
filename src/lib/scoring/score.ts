/**
 * The points of one pick for one game (PRODUCT.md §1, §2). Pure: the same inputs always give the
 * same score, so a corrected result simply replaces the points it gave.
 *
 * `exact` and `outcome` are the standings' tie-breakers: an exact score (or the exact full ranking,
 * or every qualifier) and a right outcome (or winner, or first place, or at least half the
 * qualifiers).
 */
import type { z } from "zod";
import {
  basketballResult,
  footballResult,
  hockeyResult,
  qualifiersResult,
  rankingResult,
  type FootballResult,
  type GameResult,
  type HockeyResult,
} from "../schemas/results";
import { SHAPE_OF, type GameMode, type Sport } from "../sports";
import type { GameStatus } from "../statuses";
import { advancerOf, basisScore, classifiedOf, marginOf, outcomeOf, type Score2 } from "./outcomes";
import {
  basketballExpertPick,
  footballExpertPick,
  footballSimplePick,
  hockeyExpertPick,
  qualifiersPick,
  rankingPick,
  winnerPick,
  type BasketballExpertPick,
  type FootballExpertPick,
  type GamePick,
  type HockeyExpertPick,
  type QualifiersPick,
  type RankingPick,
} from "./picks";
import {
  basketballExpertRules,
  footballExpertRules,
  footballSimpleRules,
  hockeyExpertRules,
  isSemiFinal,
  multiplierOf,
  rankingRules,
  weighted,
  winnerSimpleRules,
  type BasketballExpertRules,
  type FootballExpertRules,
  type GameContext,
  type HockeyExpertRules,
  type RankingRules,
  type RuleSet,
} from "./rule-sets";

export interface ScoreInput {
  sport: Sport;
  mode: GameMode;
  ruleSet: RuleSet;
  context: GameContext;
  pick: GamePick;
  result: GameResult | null | undefined;
  status: GameStatus;
  joker?: boolean;
}

export interface PickScore {
  points: number;
  exact: boolean;
  outcome: boolean;
}

const NOTHING: PickScore = { points: 0, exact: false, outcome: false };

/**
 * Whether a pick of this sport and mode can be an exact hit at all: a simple head-to-head pick
 * names only the outcome (scoreOutcome), a simple podium can still be exactly right. Where it
 * cannot, the group's table shows no "Exact" column; the ties are ordered as everywhere.
 */
export function hasExactHits(sport: Sport, mode: GameMode): boolean {
  return mode === "expert" || SHAPE_OF[sport] === "ranking";
}

/** The score of a pick, or null while the game has no final result. A cancelled game scores 0. */
export function scorePick(input: ScoreInput): PickScore | null {
  if (input.status === "cancelled") return { ...NOTHING };
  if (input.status !== "finished" || !input.result) return null;
  const score = baseScore(input);
  const points = weighted(
    Math.max(0, score.points) * (input.joker ? 2 : 1),
    multiplierOf(input.ruleSet, input.context),
  );
  return { ...score, points };
}

/** Reads stored JSON in the shape this sport and mode use; data of another shape is a bug. */
function read<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new TypeError(`scorePick: the ${what} does not fit this sport and mode`);
  return parsed.data;
}

function baseScore(input: ScoreInput): PickScore {
  switch (input.sport) {
    case "football":
      return footballScore(input);
    case "hockey":
      return hockeyScore(input);
    case "basketball":
      return basketballScore(input);
    default:
      return rankingScore(input);
  }
}

function footballScore({ mode, ruleSet, context, pick, result }: ScoreInput): PickScore {
  const real = read(footballResult, result, "result");
  if (mode === "expert")
    return scoreFootball(
      read(footballExpertRules, ruleSet, "rule set"),
      read(footballExpertPick, pick, "pick"),
      real,
      context,
    );
  const rules = read(footballSimpleRules, ruleSet, "rule set");
  return scoreOutcome(rules.outcome, read(footballSimplePick, pick, "pick").outcome, basisScore(real, rules.basis));
}

function hockeyScore({ mode, ruleSet, pick, result }: ScoreInput): PickScore {
  const real = read(hockeyResult, result, "result");
  if (mode === "expert")
    return scoreHockey(read(hockeyExpertRules, ruleSet, "rule set"), read(hockeyExpertPick, pick, "pick"), real);
  return scoreOutcome(
    read(winnerSimpleRules, ruleSet, "rule set").winner,
    read(winnerPick, pick, "pick").outcome,
    real,
  );
}

function basketballScore({ mode, ruleSet, pick, result }: ScoreInput): PickScore {
  const real = read(basketballResult, result, "result");
  if (mode === "expert")
    return scoreBasketball(
      read(basketballExpertRules, ruleSet, "rule set"),
      read(basketballExpertPick, pick, "pick"),
      real,
    );
  return scoreOutcome(
    read(winnerSimpleRules, ruleSet, "rule set").winner,
    read(winnerPick, pick, "pick").outcome,
    real,
  );
}

function rankingScore({ sport, mode, ruleSet, context, pick, result }: ScoreInput): PickScore {
  const rules = read(rankingRules(mode), ruleSet, "rule set");
  if (isSemiFinal(sport, context))
    return scoreQualifiers(
      rules,
      read(qualifiersPick, pick, "pick"),
      read(qualifiersResult, result, "result").qualifiers,
    );
  return scoreRanking(rules, read(rankingPick, pick, "pick"), classifiedOf(read(rankingResult, result, "result")));
}

/** Simple mode: the outcome (football) or the winner (hockey, basketball). */
function scoreOutcome(points: number, picked: string, real: Score2): PickScore {
  const outcome = picked === outcomeOf(real);
  return { points: outcome ? points : 0, exact: false, outcome };
}

const sameScore = (a: Score2, b: Score2) => a.home === b.home && a.away === b.away;

/** Football expert: exact score, else goal difference of a won game, else outcome; + who goes through. */
function scoreFootball(
  rules: FootballExpertRules,
  pick: FootballExpertPick,
  result: FootballResult,
  context: GameContext,
): PickScore {
  const real = basisScore(result, rules.basis);
  const exact = sameScore(pick, real);
  const outcome = outcomeOf(pick) === outcomeOf(real);
  const goalDifference = outcome && outcomeOf(real) !== "draw" && marginOf(pick) === marginOf(real);
  const base = exact ? rules.exact : goalDifference ? rules.goalDifference : outcome ? rules.outcome : 0;
  const advances = context.knockout && pick.advances !== undefined && pick.advances === advancerOf(result);
  return { points: base + (advances ? rules.advances : 0), exact, outcome };
}

/** Hockey expert: exact final score, else winner and goal difference, else winner; + how it was decided. */
function scoreHockey(rules: HockeyExpertRules, pick: HockeyExpertPick, real: HockeyResult): PickScore {
  const exact = sameScore(pick, real);
  const outcome = outcomeOf(pick) === outcomeOf(real);
  const goalDifference = outcome && marginOf(pick) === marginOf(real);
  const base = exact ? rules.exact : goalDifference ? rules.goalDifference : outcome ? rules.winner : 0;
  const decided = outcome && real.decidedIn !== undefined && pick.decidedIn === real.decidedIn;
  return { points: base + (decided ? rules.decidedIn : 0), exact, outcome };
}

/** Basketball expert: the winner, and with it a bonus for how close the margin is. */
function scoreBasketball(rules: BasketballExpertRules, pick: BasketballExpertPick, real: Score2): PickScore {
  const outcome = outcomeOf(pick) === outcomeOf(real);
  if (!outcome) return { ...NOTHING };
  return {
    points: rules.winner + marginBonus(rules, Math.abs(marginOf(pick) - marginOf(real))),
    exact: sameScore(pick, real),
    outcome,
  };
}

function marginBonus(rules: BasketballExpertRules, off: number): number {
  if (off === 0) return rules.marginExact;
  if (off <= 2) return rules.marginWithin2;
  if (off <= 5) return rules.marginWithin5;
  return off <= 10 ? rules.marginWithin10 : 0;
}

/** Rankings: per entrant inside the scored places, max(1, placeCap − places off); + the exact order. */
function scoreRanking(rules: RankingRules, pick: RankingPick, classified: string[]): PickScore {
  const scored = classified.slice(0, rules.places);
  const points = pick.ranking.reduce((sum, id, picked) => sum + placePoints(rules, picked, scored.indexOf(id)), 0);
  const exact = pick.ranking.length > 0 && pick.ranking.every((id, place) => classified[place] === id);
  const outcome = pick.ranking[0] !== undefined && pick.ranking[0] === classified[0];
  return { points: points + (exact ? rules.exactOrderBonus : 0), exact, outcome };
}

function placePoints(rules: RankingRules, picked: number, real: number): number {
  return real < 0 ? 0 : Math.max(1, rules.placeCap - Math.abs(picked - real));
}

/** Semi-finals: per right qualifier; the order does not matter. */
function scoreQualifiers(rules: RankingRules, pick: QualifiersPick, qualifiers: string[]): PickScore {
  const real = new Set(qualifiers);
  const hits = new Set(pick.qualifiers.filter((id) => real.has(id))).size;
  const exact = hits === real.size && hits === pick.qualifiers.length;
  return { points: hits * rules.qualifier, exact, outcome: hits > 0 && hits * 2 >= pick.qualifiers.length };
}
