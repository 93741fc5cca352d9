/**
 * Bonus questions (issue 14, decision 0049), for both sides: what an answer is for each kind, the
 * questions suggested per sport, and the inputs of their API. Answers are compared in SQL
 * (`src/server/bonus/points.ts`); names there by their key (`nameKey`).
 */
import { z } from "zod";
import { TEXT_LIMITS } from "./schemas/limits";
import type { Sport } from "./sports";

import { BONUS_KINDS, BONUS_NUMBER_MAX, BONUS_POINTS_MAX, type BonusKind } from "./bonus-kinds";
import { lineText } from "./schemas/text";

export { BONUS_KINDS, BONUS_POINTS_MAX, type BonusKind };

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

const bonusPoints = z.number().int().min(1).max(BONUS_POINTS_MAX);

/** The answer of one kind, as stored (JSON). */
export function answerSchema(kind: BonusKind) {
  switch (kind) {
    case "competitor":
      return z.uuid();
    case "name":
      return lineText(TEXT_LIMITS.bonusAnswer);
    case "number":
      return z.number().int().min(0).max(BONUS_NUMBER_MAX);
    case "yesNo":
      return z.boolean();
  }
}

/** Checks an answer against its question's kind; null when it does not fit. */
export function parseAnswer(kind: BonusKind, value: unknown): string | number | boolean | null {
  const parsed = answerSchema(kind).safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Typographic letters that do not decompose (NFKD) into a base letter and marks, by what a player
 * types for them: "Ødegaard" is "odegaard", "Großkreutz" "grosskreutz". Both cases, folded before
 * lowering so the migration's SQL (0025) needs no locale's case rules.
 */
const FOLDS: Readonly<Record<string, string>> = {
  ß: "ss",
  ẞ: "ss",
  æ: "ae",
  Æ: "ae",
  œ: "oe",
  Œ: "oe",
  þ: "th",
  Þ: "th",
  ø: "o",
  Ø: "o",
  đ: "d",
  Đ: "d",
  ð: "d",
  Ð: "d",
  ł: "l",
  Ł: "l",
  ı: "i",
  ħ: "h",
  Ħ: "h",
  "\u2018": "'",
  "\u2019": "'",
  "\u02bc": "'",
  "\u2010": "-",
};
const FOLD = new RegExp(`[${Object.keys(FOLDS).join("")}]`, "g");
/** Combining marks left by NFKD (accents, cedillas, ogoneks…). */
const MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

/**
 * The key a name answer is compared by (decision 0061): without accents, case, typographic
 * variants and extra spaces, so "Kylian  Mbappé" is "kylian mbappe". Computed once when an answer
 * (a member's or the official one) is written and stored beside it (`answer_key`), so PGlite and
 * PostgreSQL compare the same strings whatever their locale.
 */
export function nameKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(MARKS, "")
    .replace(FOLD, (c) => FOLDS[c]!)
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** What an answer of `kind` is compared by, stored beside it: a name's key; null for the other kinds (compared as they are). */
export function answerKeyOf(kind: BonusKind, answer: unknown): string | null {
  return kind === "name" && typeof answer === "string" ? nameKey(answer) : null;
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
  text: z.string().trim().min(TEXT_LIMITS.bonusQuestion.min).max(TEXT_LIMITS.bonusQuestion.max),
  locksAt: z.iso.datetime({ offset: true }).optional(),
});
export type CreateBonusQuestionInput = z.infer<typeof createBonusQuestionInput>;

/** The admin's answer (null clears it) and the question's own lock. */
export const updateBonusQuestionInput = z.strictObject({
  answer: answerValue.nullable().optional(),
  locksAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type UpdateBonusQuestionInput = z.infer<typeof updateBonusQuestionInput>;

/**
 * An answer as its field holds it (a select's value, a number's digits, a name) in its question's
 * kind: blank is no answer (null), else it must fit the kind or the field says `invalid`.
 */
function typedAnswer(kind: BonusKind, invalid: "error.validation.invalid" | "error.bonus.invalidAnswer") {
  return z.string().transform((raw, ctx) => {
    // Blank is no answer, spaces too: a box that looks empty never sends 0 (`Number("  ")`) or a refusal.
    if (raw.trim() === "") return null;
    const parsed = answerSchema(kind).safeParse(
      kind === "number" ? Number(raw) : kind === "yesNo" ? raw === "true" : raw,
    );
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message: invalid, input: raw });
    return z.NEVER;
  });
}

/** The admin's right answer as its field holds it: blank clears it (null), else it must fit the question's kind. */
export const rightAnswerForm = (kind: BonusKind) => z.object({ answer: typedAnswer(kind, "error.validation.invalid") });

/**
 * A member's open answers as the form holds them, by question id: blank is no answer (null), else
 * it must fit its question's kind, refused with the server's own `error.bonus.invalidAnswer`.
 */
export const bonusAnswersForm = (questions: readonly { id: string; kind: BonusKind }[]) =>
  z.object(Object.fromEntries(questions.map((q) => [q.id, typedAnswer(q.kind, "error.bonus.invalidAnswer")])));

/**
 * The owner's choice as the setup form holds it: a row per offered question, in order. A chosen
 * row's points must be a whole number from 1 to BONUS_POINTS_MAX (`error.bonus.points` on the
 * row's points); an unchosen row's points are not looked at and come out null.
 */
export const bonusSetupForm = z.object({
  options: z.array(
    z.object({ chosen: z.boolean(), points: z.string() }).transform((row, ctx) => {
      if (!row.chosen) return { chosen: false, points: null };
      const points = bonusPoints.safeParse(row.points.trim() === "" ? Number.NaN : Number(row.points));
      if (points.success) return { chosen: true, points: points.data };
      ctx.addIssue({
        code: "custom",
        path: ["points"],
        message: "error.bonus.points",
        params: { max: BONUS_POINTS_MAX },
        input: row.points,
      });
      return z.NEVER;
    }),
  ),
});

/** An admin's own question, as the form holds it. */
export const newBonusQuestionForm = createBonusQuestionInput.pick({ kind: true, text: true });
