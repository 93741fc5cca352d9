import type { FlagOf } from "@/lib/competitor-name";

/** A pick sheet as the browser gets it: built on the server (src/server/picks/sheet-game.ts), drawn by the pick sheet. */
export interface SheetGame {
  id: string;
  kickoff: string;
  /** The kickoff as the viewer reads it, formatted on the server in their zone (decision 0006). */
  when: string;
  lockAt: string;
  /**
   * The lock as the viewer reads it, formatted on the server as `when` is: a lock more than a week
   * away shows as this date, and the browser formats none while it hydrates (issue 13).
   */
  lockWhen: string;
  locked: boolean;
  knockout: boolean;
  stage: string | null;
  home: string;
  away: string;
  /** The flags of national teams and countries (null for clubs and where we ship none). */
  homeFlag: FlagOf | null;
  awayFlag: FlagOf | null;
  entrants: { id: string; name: string; flag: FlagOf | null }[];
  /** A game under way shows its running score (when one is known) and its minute. */
  live: boolean;
  running: { home: number; away: number } | null;
  /** A finished head-to-head game's final score (null otherwise): shown on its row beside the player's points. */
  final: { home: number; away: number } | null;
  /** A finished ranking event's order (its top places, as many as a pick names) or a semi-final's qualifiers (null otherwise). */
  finalOrder: { ranking: string[] } | { qualifiers: string[] } | null;
  pick: unknown;
  joker: boolean;
  points: number | null;
  /**
   * The group's weight of this game (its stage's or matchday's, decision 0049), written by the
   * server in the viewer's language ("1.5", "1,5"); null when it weighs 1.
   */
  multiplier: string | null;
}

export interface SheetMatchday {
  ordinal: number;
  name: string | null;
  games: SheetGame[];
}
