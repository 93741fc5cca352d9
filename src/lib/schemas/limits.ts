/**
 * The lengths of the text a player or an operator types, one home for the zod schemas and the
 * forms' inputs (`maxLength`), kept free of zod so that a page's bundle takes only the numbers.
 */
export const TEXT_LIMITS = {
  /** A player's name in a group. */
  nickname: 40,
  /** A group's or a league's name. */
  groupName: 60,
  /** A player's own name (profile). */
  playerName: 50,
  /** The name a player gives their phone. */
  phoneName: 60,
  /** The code an SMS brings (digits). */
  smsCode: 6,
  /** A bonus question's free-text answer. */
  bonusAnswer: 80,
  /** An admin's own bonus question. */
  bonusQuestion: { min: 3, max: 200 },
  /** A competitor's country code (ISO 3166-1 alpha-2). */
  competitorCode: 2,
} as const;
