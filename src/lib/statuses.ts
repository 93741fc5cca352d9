/**
 * The statuses of PRODUCT.md §3, one typed list each: games; tournaments and matchdays (their
 * running status); Plus purchases. The database schema, the zod schemas, the services and the
 * pages all read these lists; `statuses.test.ts` fails on a hand-kept copy anywhere else.
 * Which moves are allowed lives with each: `running-status.ts`, `server/billing/subscriptions.ts`;
 * which games are open for picks: `server/groups/lock.ts`.
 */

/** A game: not started, under way, over, moved to a later date, or called off. */
export const GAME_STATUSES = ["scheduled", "live", "finished", "postponed", "cancelled"] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** A tournament or a matchday: not started, under way, paused, over. */
export const RUNNING_STATUSES = ["idle", "started", "suspended", "finished"] as const;
export type RunningStatus = (typeof RUNNING_STATUSES)[number];

/** A Plus purchase: waiting for the provider, held, or settled without Plus. */
export const SUBSCRIPTION_STATUSES = ["pending", "active", "failed", "canceled", "refunded", "expired"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A run of a background job (decision 0036): under way, or over with its outcome. */
export const JOB_RUN_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/** Every list, by what it is the status of (for checks that walk them all). */
export const STATUS_LISTS = {
  game: GAME_STATUSES,
  running: RUNNING_STATUSES,
  subscription: SUBSCRIPTION_STATUSES,
  jobRun: JOB_RUN_STATUSES,
} as const;
