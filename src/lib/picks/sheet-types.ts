/** A pick sheet as the browser gets it: built on the server (src/server/picks/sheet-game.ts), drawn by the pick sheet. */
export interface SheetGame {
  id: string;
  kickoff: string;
  /** The kickoff as the viewer reads it, formatted on the server in their zone (decision 0006). */
  when: string;
  lockAt: string;
  locked: boolean;
  knockout: boolean;
  stage: string | null;
  home: string;
  away: string;
  /** Flag emoji of national teams and countries ("" for clubs and drivers). */
  homeFlag: string;
  awayFlag: string;
  entrants: { id: string; name: string }[];
  pick: unknown;
  joker: boolean;
  points: number | null;
}

export interface SheetMatchday {
  ordinal: number;
  name: string | null;
  games: SheetGame[];
}

/** How a pick sheet names a kickoff: "Sat 28 Nov, 18:00" in the viewer's language and zone. */
export const KICKOFF_FORMAT = { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" } as const;
