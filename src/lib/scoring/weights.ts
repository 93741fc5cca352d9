/**
 * Stage and matchday weights of a rule set (Superbru's multipliers, issue 14, decision 0049):
 * which weight a game has and what it does to points. Free of zod, so the group forms can offer
 * the weights; the rule sets' schema (`rule-sets.ts`) validates them with these bounds.
 */

/** A rule's points are whole numbers from 0 to 50 (the forms mark a number outside them as they are typed). */
export const RULE_POINTS_MIN = 0;
export const RULE_POINTS_MAX = 50;

/** A weight is ×1 to ×5 in halves. */
export const MULTIPLIER_MIN = 1;
export const MULTIPLIER_MAX = 5;
export const MULTIPLIER_STEP = 0.5;
export const MULTIPLIER_FACTORS: readonly number[] = Array.from(
  { length: (MULTIPLIER_MAX - MULTIPLIER_MIN) / MULTIPLIER_STEP + 1 },
  (_, i) => MULTIPLIER_MIN + i * MULTIPLIER_STEP,
);

export interface Multipliers {
  stages?: Record<string, number>;
  matchdays?: Record<string, number>;
}

/** The weight of a game under a rule set: its stage's (`games.stage`), else its matchday's (by ordinal), else 1. */
export function multiplierOf(
  ruleSet: { multipliers?: Multipliers },
  context: { stage?: string | null; matchday?: number },
): number {
  const m = ruleSet.multipliers;
  if (!m) return 1;
  const byStage = context.stage ? m.stages?.[context.stage] : undefined;
  if (byStage !== undefined) return byStage;
  const byMatchday = context.matchday !== undefined ? m.matchdays?.[String(context.matchday)] : undefined;
  return byMatchday ?? 1;
}

/** Points under a weight: whole points, half up (3 × 1.5 = 5). */
export const weighted = (points: number, multiplier: number) => Math.floor(points * multiplier + 0.5);
