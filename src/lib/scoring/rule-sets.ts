/**
 * Scoring rule sets (PRODUCT.md §1 "Default scoring"): one per sport and mode, stored as JSON in a
 * group's settings. Every number is an integer 0..50; a missing field takes its default, so `{}`
 * is the default rule set. Tiers must not reward a near miss more than a hit (an exact score is
 * worth at least a goal difference, which is worth at least the outcome), so a perfect pick is
 * always the best pick.
 */
import { z } from "zod";
import {
  footballResult,
  hockeyResult,
  qualifiersResult,
  rankingResult,
  type GameResult,
  type ResultContext,
} from "../schemas/results";
import type { GameMode, Sport } from "../sports";
import { advancerOf, basisScore, classifiedOf, outcomeOf } from "./outcomes";
import {
  multiplierOf,
  MULTIPLIER_MAX,
  MULTIPLIER_MIN,
  MULTIPLIER_STEP,
  RULE_POINTS_MAX,
  RULE_POINTS_MIN,
  weighted,
} from "./weights";
import { isSemiFinal, pickSize, RANKING_PLACES } from "./pick-size";

export { isSemiFinal, pickSize, QUALIFIER_PICKS, RANKING_PLACES } from "./pick-size";

/** A game as the scoring sees it: its result's context, and the ordinal of its matchday (for a matchday's weight). */
export type GameContext = ResultContext & { matchday?: number };

const points = (fallback: number) => z.number().int().min(RULE_POINTS_MIN).max(RULE_POINTS_MAX).default(fallback);

const factor = z.number().min(MULTIPLIER_MIN).max(MULTIPLIER_MAX).multipleOf(MULTIPLIER_STEP);

/**
 * Stage and matchday weights (issue 14, `weights.ts`): a game's points are multiplied by its
 * stage's weight, else its matchday's, else 1; rounded half up. Absent from the default rule sets.
 */
export const multipliersSchema = z
  .strictObject({
    stages: z.record(z.string().trim().min(1).max(40), factor).optional(),
    matchdays: z.record(z.string().regex(/^[1-9][0-9]{0,2}$/), factor).optional(),
  })
  .optional();
const weights = { multipliers: multipliersSchema };
export { multiplierOf, weighted, MULTIPLIER_MAX };

/** Must each value be at least the next one? Adds an issue on the first that is smaller. */
function descending<T extends Record<string, unknown>>(keys: readonly (keyof T & string)[]) {
  return (value: T, ctx: z.core.$RefinementCtx<T>) => {
    keys.slice(1).forEach((key, i) => {
      const higher = keys[i] as keyof T & string;
      if (Number(value[key]) > Number(value[higher])) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `${key} must not be more than ${higher}`,
          input: value[key],
        });
      }
    });
  };
}

export const footballExpertRules = z
  .strictObject({
    exact: points(4),
    goalDifference: points(3),
    outcome: points(2),
    advances: points(1),
    /** "regular": 90 minutes; "final": 90 minutes + extra time. Penalties never count as goals. */
    basis: z.enum(["regular", "final"]).default("regular"),
    ...weights,
  })
  .superRefine(descending(["exact", "goalDifference", "outcome"]));

export const footballSimpleRules = z.strictObject({
  outcome: points(3),
  basis: z.enum(["regular", "final"]).default("regular"),
  ...weights,
});

export const hockeyExpertRules = z
  .strictObject({ exact: points(5), goalDifference: points(3), winner: points(2), decidedIn: points(1), ...weights })
  .superRefine(descending(["exact", "goalDifference", "winner"]));

export const basketballExpertRules = z
  .strictObject({
    winner: points(3),
    marginExact: points(5),
    marginWithin2: points(3),
    marginWithin5: points(2),
    marginWithin10: points(1),
    ...weights,
  })
  .superRefine(descending(["marginExact", "marginWithin2", "marginWithin5", "marginWithin10"]));

export const winnerSimpleRules = z.strictObject({ winner: points(3), ...weights });

/** Ranking events (formula1, eurovision): the size of the pick is fixed by the mode. */
function rankingRuleSchema(mode: GameMode) {
  const places = RANKING_PLACES[mode];
  return z.strictObject({
    places: z.literal(places).default(places),
    /** Points per entrant inside the places: max(1, placeCap − |picked place − real place|). */
    placeCap: points(3),
    exactOrderBonus: points(places),
    /** Per right qualifier in a semi-final. */
    qualifier: points(1),
    ...weights,
  });
}

export const rankingSimpleRules = rankingRuleSchema("simple");
export const rankingExpertRules = rankingRuleSchema("expert");
export const rankingRules = (mode: GameMode) => (mode === "simple" ? rankingSimpleRules : rankingExpertRules);

const RULE_SETS = {
  football: { simple: footballSimpleRules, expert: footballExpertRules },
  hockey: { simple: winnerSimpleRules, expert: hockeyExpertRules },
  basketball: { simple: winnerSimpleRules, expert: basketballExpertRules },
  formula1: { simple: rankingSimpleRules, expert: rankingExpertRules },
  eurovision: { simple: rankingSimpleRules, expert: rankingExpertRules },
} as const satisfies Record<Sport, Record<GameMode, z.ZodType>>;

type RuleSchemas = typeof RULE_SETS;
export type RuleSetOf<S extends Sport, M extends GameMode> = z.output<RuleSchemas[S][M]>;
export type FootballExpertRules = z.output<typeof footballExpertRules>;
export type FootballSimpleRules = z.output<typeof footballSimpleRules>;
export type HockeyExpertRules = z.output<typeof hockeyExpertRules>;
export type BasketballExpertRules = z.output<typeof basketballExpertRules>;
export type WinnerSimpleRules = z.output<typeof winnerSimpleRules>;
export type RankingRules = z.output<typeof rankingSimpleRules> | z.output<typeof rankingExpertRules>;
export type RuleSet =
  | FootballExpertRules
  | FootballSimpleRules
  | HockeyExpertRules
  | BasketballExpertRules
  | WinnerSimpleRules
  | RankingRules;

export function ruleSetSchema<S extends Sport, M extends GameMode>(sport: S, mode: M): RuleSchemas[S][M] {
  return RULE_SETS[sport][mode];
}

/** Validates a stored or submitted rule set; throws a ZodError on bad input. */
export function parseRuleSet<S extends Sport, M extends GameMode>(sport: S, mode: M, json: unknown): RuleSetOf<S, M> {
  const schema: z.ZodType = ruleSetSchema(sport, mode);
  return schema.parse(json) as RuleSetOf<S, M>;
}

export function defaultRuleSet<S extends Sport, M extends GameMode>(sport: S, mode: M): RuleSetOf<S, M> {
  return parseRuleSet(sport, mode, {});
}

/**
 * Rules a sport's events never use, though its rule set (shared with another sport) has them: a
 * race has no qualifiers. The forms do not offer them; stored rule sets keep them as they are.
 */
const UNUSED_RULES: Partial<Record<Sport, readonly string[]>> = { formula1: ["qualifier"] };

/** The default rule set of a sport in each mode, for a form that edits a group's scoring (without the rules it never uses). */
export function scoringDefaults(sport: Sport): Record<GameMode, Record<string, unknown>> {
  const offered = (rules: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(rules).filter(([key]) => !UNUSED_RULES[sport]?.includes(key)));
  return { simple: offered(defaultRuleSet(sport, "simple")), expert: offered(defaultRuleSet(sport, "expert")) };
}

/**
 * What a perfect pick earns, joker excluded. Without a result: the most any pick can earn in this
 * game. With the result: what the pick equal to that result earns, which can be less — in a
 * knockout the "who goes through" bonus needs a draw on the scored basis, a hockey result that
 * does not say how it was decided gives no bonus, and a ranking with fewer classified entrants
 * than the pick names cannot give every place nor the order bonus.
 */
export function maxPoints(
  sport: Sport,
  mode: GameMode,
  ruleSet: RuleSet,
  context: GameContext,
  result?: GameResult | null,
): number {
  return weighted(unweightedMax(sport, mode, ruleSet, context, result), multiplierOf(ruleSet, context));
}

function unweightedMax(
  sport: Sport,
  mode: GameMode,
  ruleSet: RuleSet,
  context: GameContext,
  result?: GameResult | null,
): number {
  if (sport === "formula1" || sport === "eurovision") return rankingMax(sport, mode, ruleSet, context, result);
  if (mode === "simple")
    return sport === "football" ? footballSimpleRules.parse(ruleSet).outcome : winnerSimpleRules.parse(ruleSet).winner;
  if (sport === "football") return footballMax(footballExpertRules.parse(ruleSet), context, result);
  if (sport === "hockey") {
    const rules = hockeyExpertRules.parse(ruleSet);
    const decided = !result || hockeyResult.parse(result).decidedIn !== undefined;
    return rules.exact + (decided ? rules.decidedIn : 0);
  }
  const rules = basketballExpertRules.parse(ruleSet);
  return rules.winner + rules.marginExact;
}

function footballMax(rules: FootballExpertRules, context: GameContext, result?: GameResult | null): number {
  if (!context.knockout) return rules.exact;
  if (!result) return rules.exact + rules.advances;
  const real = footballResult.parse(result);
  const drawn = outcomeOf(basisScore(real, rules.basis)) === "draw" && advancerOf(real) !== null;
  return rules.exact + (drawn ? rules.advances : 0);
}

function rankingMax(
  sport: Sport,
  mode: GameMode,
  ruleSet: RuleSet,
  context: GameContext,
  result?: GameResult | null,
): number {
  const rules = rankingRules(mode).parse(ruleSet);
  const size = pickSize(sport, mode, context);
  if (isSemiFinal(sport, context)) {
    const qualifiers = result ? qualifiersResult.parse(result).qualifiers.length : size;
    return rules.qualifier * Math.min(size, qualifiers);
  }
  const classified = result ? classifiedOf(rankingResult.parse(result)).length : size;
  const hits = Math.min(size, classified);
  const bonus = size > 0 && hits === size ? rules.exactOrderBonus : 0;
  return hits * Math.max(1, rules.placeCap) + bonus;
}
