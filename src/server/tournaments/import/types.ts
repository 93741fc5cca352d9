/**
 * What every importer produces from its file format: one tournament, with competitors, matchdays
 * and games referring to each other by `externalId`. `applyImport` writes it idempotently.
 */
import type { EntrantStatus, Sport } from "@/lib/sports";
import type { GameStatus } from "@/lib/statuses";

export interface ImportedCompetitor {
  externalId: string;
  name: string;
  /** ISO 3166-1 alpha-2 (upper case) for national teams and Eurovision countries, when known. */
  code?: string;
  kind: "team" | "driver" | "country";
}

export interface ImportedMatchday {
  ordinal: number;
  name: string;
}

/** Results use competitor externalIds; applyImport maps them to our ids. */
export type ImportedResult =
  | {
      home: number;
      away: number;
      extraTime?: { home: number; away: number };
      penalties?: { home: number; away: number };
    } // football
  | { home: number; away: number; decidedIn: "regulation" | "overtime" | "shootout" } // hockey
  | { home: number; away: number } // basketball
  | { ranking: string[]; statuses?: Record<string, EntrantStatus> } // formula1, eurovision final
  | { qualifiers: string[]; ranking?: string[] }; // eurovision semi-final

export interface ImportedGame {
  externalId: string;
  matchday: number;
  /** ISO 8601 instant with offset or Z. */
  kickoff: string;
  /** When picks lock, if earlier than kickoff (Formula 1: qualifying start). */
  locksAt?: string;
  home?: string;
  away?: string;
  /** A knockout slot not decided yet, e.g. "W101" or "1A". */
  homeLabel?: string;
  awayLabel?: string;
  entrants?: string[];
  knockout?: boolean;
  stage?: string;
  venue?: string;
  status: GameStatus;
  result?: ImportedResult;
}

/**
 * The right answer of a suggested bonus question that the source itself gives (decision 0063): a
 * competitor by its externalId, or a name (compared without case).
 */
export type ImportedBonusAnswer =
  { key: "champion"; competitor: string } | { key: "constructorsChampion" | "topScorer"; name: string };

export interface ImportedTournament {
  sport: Sport;
  name: string;
  season?: string;
  /** The competition it is a season of (decision 0052); default: `competitionOf(name, sport)`. */
  competition?: string;
  timeZone?: string;
  competitors: ImportedCompetitor[];
  matchdays: ImportedMatchday[];
  games: ImportedGame[];
  /** Only what the source states once the tournament is over: never guessed, never before. */
  bonusAnswers?: ImportedBonusAnswer[];
}

/** A malformed file is refused whole, naming where it is wrong. */
export class ImportError extends Error {
  constructor(
    message: string,
    /** "line 12", "matches[3].score.ft", "race-results.yml[4].position" … */
    readonly where: string,
  ) {
    super(`${where}: ${message}`);
    this.name = "ImportError";
  }
}
