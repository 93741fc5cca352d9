/** What answers a bonus question (decision 0049), free of zod for the forms: one of the tournament's competitors, a (player's) name, a whole number, yes or no. */
export const BONUS_KINDS = ["competitor", "name", "number", "yesNo"] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];
