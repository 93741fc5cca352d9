/**
 * Bonus questions (issue 14, decision 0049), for both sides: what an answer is for each kind, the
 * questions suggested per sport, and the inputs of their API. Answers are compared in SQL
 * (`src/server/bonus/points.ts`); names there without case and surrounding spaces.
 */
import { z } from "zod";
import type { Sport } from "./sports";

import { BONUS_KINDS, type BonusKind } from "./bonus-kinds";

export { BONUS_KINDS, type BonusKind };

/** The questions offered to a group's owner per sport; their texts are translated (`bonus.key.*`). */
export const BONUS_SUGGESTIONS = {
  football: [
    { key: "winner", kind: "competitor", points: 10 },
    { key: "runnerUp", kind: "competitor", points: 5 },
    { key: "topScorer", kind: "name", points: 5 },
  ],
  formula1: [
    { key: "champion", kind: "competitor", points: 10 },
    { key: "constructorsChampion", kind: "name", points: 5 },
  ],
  eurovision: [{ key: "winner", kind: "competitor", points: 10 }],
  basketball: [{ key: "champion", kind: "competitor", points: 10 }],
  hockey: [{ key: "champion", kind: "competitor", points: 10 }],
} as const satisfies Record<Sport, readonly { key: string; kind: BonusKind; points: number }[]>;

export type BonusKey = (typeof BONUS_SUGGESTIONS)[Sport][number]["key"];
export const BONUS_KEYS = [
  "winner",
  "runnerUp",
  "topScorer",
  "champion",
  "constructorsChampion",
] as const satisfies readonly BonusKey[];

/** The keys the final's result answers: its winner, and the runner-up of a head-to-head final. */
export const WINNER_KEYS = ["winner", "champion"] as const;
export const RUNNER_UP_KEY = "runnerUp";

export function suggestionsFor(sport: Sport) {
  return BONUS_SUGGESTIONS[sport];
}

/** A question's points in a group. */
export const BONUS_POINTS_MAX = 50;
const bonusPoints = z.number().int().min(1).max(BONUS_POINTS_MAX);

/** The answer of one kind, as stored (JSON). */
export function answerSchema(kind: BonusKind) {
  switch (kind) {
    case "competitor":
      return z.uuid();
    case "name":
      return z.string().trim().min(1).max(80);
    case "number":
      return z.number().int().min(0).max(100_000);
    case "yesNo":
      return z.boolean();
  }
}

/** Checks an answer against its question's kind; null when it does not fit. */
export function parseAnswer(kind: BonusKind, value: unknown): string | number | boolean | null {
  const parsed = answerSchema(kind).safeParse(value);
  return parsed.success ? parsed.data : null;
}

const answerValue = z.union([z.string().max(200), z.number(), z.boolean()]);

/** A group's choice of questions (its owner's): each either an existing question of the tournament or a suggested key. */
export const groupBonusInput = z.strictObject({
  questions: z
    .array(
      z.union([
        z.strictObject({ questionId: z.uuid(), points: bonusPoints }),
        z.strictObject({ key: z.enum(BONUS_KEYS), points: bonusPoints }),
      ]),
    )
    .max(30),
});
export type GroupBonusInput = z.infer<typeof groupBonusInput>;

/** A member's answers. */
export const bonusAnswersInput = z.strictObject({
  answers: z
    .array(z.strictObject({ questionId: z.uuid(), answer: answerValue }))
    .min(1)
    .max(30),
});
export type BonusAnswersInput = z.infer<typeof bonusAnswersInput>;

/** The admin's own question of a tournament. */
export const createBonusQuestionInput = z.strictObject({
  kind: z.enum(BONUS_KINDS),
  text: z.string().trim().min(3).max(200),
  locksAt: z.iso.datetime({ offset: true }).optional(),
});
export type CreateBonusQuestionInput = z.infer<typeof createBonusQuestionInput>;

/** The admin's answer (null clears it) and the question's own lock. */
export const updateBonusQuestionInput = z.strictObject({
  answer: answerValue.nullable().optional(),
  locksAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type UpdateBonusQuestionInput = z.infer<typeof updateBonusQuestionInput>;
