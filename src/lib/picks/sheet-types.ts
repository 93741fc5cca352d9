/** A pick sheet as the browser gets it: built on the server (src/server/picks/sheet-game.ts), drawn by the pick sheet. */
export interface SheetGame {
  id: string;
  kickoff: string;
  lockAt: string;
  locked: boolean;
  knockout: boolean;
  stage: string | null;
  home: string;
  away: string;
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
