import "server-only";
import { parseHeadToHeadCsv, type HeadToHeadCsvOptions } from "./csv-head-to-head";
import { parseEurovisionCsv, type EurovisionOptions } from "./eurovision-csv";
import { parseF1db, type F1dbOptions } from "./f1db";
import { parseOpenfootball, type OpenfootballOptions } from "./openfootball";
import type { ImportedTournament } from "./types";

export { ImportError } from "./types";
export type { ImportedCompetitor, ImportedGame, ImportedMatchday, ImportedResult, ImportedTournament } from "./types";
export { parseHeadToHeadCsv, HEAD_TO_HEAD_COLUMNS } from "./csv-head-to-head";
export { parseNhlSchedule } from "./nhl-schedule";
export { parseEurovisionCsv, parseMirovision, defaultShowTimes, EUROVISION_COLUMNS } from "./eurovision-csv";
export { parseF1db } from "./f1db";
export { parseOpenfootball } from "./openfootball";

export const IMPORT_FORMATS = ["openfootball", "f1db", "csv", "eurovision"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** What each format needs: file content plus options, or (F1DB) a season folder on disk. */
export interface ImportInputs {
  openfootball: { content: string } & OpenfootballOptions;
  f1db: F1dbOptions;
  csv: { content: string } & HeadToHeadCsvOptions;
  eurovision: { content: string } & EurovisionOptions;
}

const PARSERS: {
  [F in ImportFormat]: (input: ImportInputs[F]) => ImportedTournament;
} = {
  openfootball: ({ content, ...options }) => parseOpenfootball(content, options),
  f1db: (options) => parseF1db(options),
  csv: ({ content, ...options }) => parseHeadToHeadCsv(content, options),
  eurovision: ({ content, ...options }) => parseEurovisionCsv(content, options),
};

/** Parses one import; throws ImportError (naming the line or field) and never returns a partial tournament. */
export function parseImport<F extends ImportFormat>(format: F, input: ImportInputs[F]): ImportedTournament {
  const parse: (input: ImportInputs[F]) => ImportedTournament = PARSERS[format];
  return parse(input);
}
