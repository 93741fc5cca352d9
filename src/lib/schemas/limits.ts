/**
 * The lengths of the text a player or an operator types, one home for the zod schemas and the
 * forms' inputs (`maxLength`), kept free of zod so that a page's bundle takes only the numbers.
 */
export const TEXT_LIMITS = {
  /** A player's own name (profile). */
  playerName: 50,
  /** A player's name in a group: their own name unless they choose another, so as long as it. */
  nickname: 50,
  /** A group's or a league's name. */
  groupName: 60,
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
  /** A competitor's name. */
  competitorName: 80,
  /** A tournament's name, its address (slug) and its season ("2026"). */
  tournamentName: 120,
  tournamentSlug: 64,
  season: 40,
  /** A matchday's name ("Semi-finals"). */
  matchdayName: 80,
  /** A game's stage ("Final"). */
  stage: 40,
  /** A site's name, and an organisation's for its single sign-on. */
  siteName: 60,
  ssoName: 60,
  /** A site's slogan, and its ads page key. */
  siteSlogan: 120,
  adsPageKey: 120,
} as const;

/**
 * The most minutes before a game's own lock a group's "minutesBefore" policy may lock it (a day):
 * the schema's limit and the lock rule's field (free of zod, as above).
 */
export const MAX_LOCK_MINUTES_BEFORE = 24 * 60;
