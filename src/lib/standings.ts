/**
 * The rows of a group's tables (PRODUCT.md §1). They are ranked in the database
 * (`src/server/standings/queries.ts`): same points, same rank (1, 2, 2, 4); rows ordered by
 * points, then exact hits, then right outcomes, then the earlier join.
 */

export interface Tally {
  points: number;
  exact: number;
  outcome: number;
  played: number;
}

export interface StandingRow extends Tally {
  rank: number;
  groupUserId: string;
  nickname: string;
}

export interface OverallRow extends StandingRow {
  /** Places gained (positive) or lost (negative) since the table before the last scored matchday; null when there is none. */
  movement: number | null;
}

export interface MemberStats {
  groupUserId: string;
  nickname: string;
  played: number;
  /** Shares of scored picks, 0..1 (0 when none is scored yet). */
  exactRate: number;
  outcomeRate: number;
  pointsPerPick: number;
  /** The matchday with the most points (the earliest of equals), or null before any points. */
  bestMatchday: { matchday: number; points: number } | null;
}
