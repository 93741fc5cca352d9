/**
 * Plus and the free limits (PRODUCT.md §4), in one module: what Plus unlocks in its tournament,
 * whose Plus counts for each feature, the free limits, and which of a group's rules need Plus.
 * The services decide with it (the limits inside their insert's transaction, decision 0018) and
 * the pages grey out with it; who holds Plus is `hasPlus` (`server/billing/subscriptions.ts`).
 */
import { canonicalJson } from "./canonical-json";
import { AppError, type ErrorCode } from "./errors";
import type { SubscriptionStatus } from "./statuses";

/** The purchase status that holds Plus; every other status holds nothing. */
export const PLUS_HELD = "active" as const satisfies SubscriptionStatus;

/** What a free player and a free group get. */
export const FREE_LIMITS = { groupsPerTournament: 5, membersPerGroup: 50 } as const;
export type FreeLimit = keyof typeof FREE_LIMITS;

/** The refusal past each limit (its message says the limit as `{max}`). */
const LIMIT_ERROR: Record<FreeLimit, ErrorCode> = {
  groupsPerTournament: "error.group.limit",
  membersPerGroup: "error.group.full",
};

/**
 * Everything Plus unlocks, and whose Plus counts: a group's size and rules follow its owner's
 * Plus for the tournament (every member plays under them); views, files, mails and ads follow
 * the player's own.
 */
export const PLUS_UNLOCKS = {
  noAds: "player",
  /** More than FREE_LIMITS.groupsPerTournament groups of one owner in a tournament. */
  moreGroups: "owner",
  /** More than FREE_LIMITS.membersPerGroup members in a group. */
  biggerGroups: "owner",
  customScoring: "owner",
  jokers: "owner",
  /** The group's statistics. */
  stats: "player",
  /** The group's picks and table as CSV. */
  export: "player",
  /** Mails before picks lock. */
  reminders: "player",
} as const satisfies Record<string, "owner" | "player">;
export type PlusFeature = keyof typeof PLUS_UNLOCKS;

/** Who holds Plus for the tournament: the player looking, the group's owner (unknown: no). */
export type PlusHolders = { player?: boolean; owner?: boolean };

/** Is a Plus feature open, given who holds Plus? */
export function unlocks(feature: PlusFeature, plus: PlusHolders): boolean {
  return plus[PLUS_UNLOCKS[feature]] === true;
}

/** Does one more fit under a free limit, with `count` there already? */
export function underFreeLimit(limit: FreeLimit, count: number): boolean {
  return count < FREE_LIMITS[limit];
}

/** The refusal of one more past a free limit without Plus (409, with the limit as `max`). */
export function freeLimitError(limit: FreeLimit): AppError {
  return new AppError({ code: LIMIT_ERROR[limit], status: 409, params: { max: FREE_LIMITS[limit] } });
}

/**
 * The first of a group's rules that needs its owner's Plus (scoring other than the default rule
 * set of its sport and mode, `defaultRuleSet` of lib/scoring/rule-sets.ts, then jokers), or null.
 * The defaults come as an argument: the pages load this module, and the rule sets bring zod.
 */
export function plusRuleOf(defaults: unknown, scoring: unknown, jokers: boolean): "scoring" | "jokers" | null {
  if (canonicalJson(scoring) !== canonicalJson(defaults)) return "scoring";
  return jokers ? "jokers" : null;
}
