/** What answers a bonus question (decision 0049), free of zod for the forms: one of the tournament's competitors, a (player's) name, a whole number, yes or no. */
export const BONUS_KINDS = ["competitor", "name", "number", "yesNo"] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** The largest whole number a "number" question takes (its schema and its field's `max`). */
export const BONUS_NUMBER_MAX = 100_000;

/** A question's points in a group (its schema and its field's `max`). */
export const BONUS_POINTS_MAX = 50;
