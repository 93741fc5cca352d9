import "server-only";
import { SHAPE_OF, type Sport } from "@/lib/sports";
import type { GameStatus } from "@/lib/statuses";
import { checkUniqueIds, pairOf, readCsvTable, required, type CsvRow, type ScorePair } from "./csv";
import { booleanText, wholeNumberText } from "./fields";
import { isPlaceholderTeam } from "./openfootball";
import { checkTimeZone, parseInstant } from "./time";
import {
  type ImportedCompetitor,
  type ImportedGame,
  type ImportedMatchday,
  type ImportedResult,
  type ImportedTournament,
  ImportError,
} from "./types";

/** Our CSV for any head-to-head sport (football, basketball, hockey). The format is described in docs/importers.md. */
export const HEAD_TO_HEAD_COLUMNS = [
  "matchday",
  "matchday_name",
  "kickoff",
  "home",
  "away",
  "home_score",
  "away_score",
  "status",
  "decided_in",
  "extra_time_home",
  "extra_time_away",
  "penalties_home",
  "penalties_away",
  "knockout",
  "home_code",
  "away_code",
  "external_id",
] as const;

const REQUIRED = ["matchday", "kickoff", "home", "away"] as const;

export interface HeadToHeadCsvOptions {
  sport: Sport;
  name: string;
  season?: string;
  /** Where the tournament is played (IANA), kept for display; kickoffs carry their own offset. */
  timeZone?: string;
}

type HeadToHeadSport = "football" | "basketball" | "hockey";
type Pair = ScorePair;

interface Row {
  csv: CsvRow;
  matchday: number;
  matchdayName: string;
  game: ImportedGame;
  codes: { home: string; away: string };
}

export function parseHeadToHeadCsv(content: string, options: HeadToHeadCsvOptions): ImportedTournament {
  const sport = headToHeadSport(options.sport);
  const name = options.name.trim();
  if (!name) throw new ImportError("the tournament needs a name", "options.name");
  const table = readCsvTable(content, {
    required: REQUIRED,
    allowed: HEAD_TO_HEAD_COLUMNS,
  });
  if (table.rows.length === 0) throw new ImportError("no games after the header", "line 2");
  const rows = table.rows.map((csv) => readRow(csv, sport));
  checkUniqueIds(rows.map((row) => ({ id: row.game.externalId, where: row.csv.where })));
  const tournament: ImportedTournament = {
    sport,
    name,
    competitors: competitorsOf(rows),
    matchdays: matchdaysOf(rows),
    games: rows.map((row) => row.game),
  };
  if (options.season) tournament.season = options.season;
  if (options.timeZone) tournament.timeZone = checkTimeZone(options.timeZone, "options.timeZone");
  return tournament;
}

function headToHeadSport(sport: Sport): HeadToHeadSport {
  if (SHAPE_OF[sport] !== "headToHead")
    throw new ImportError(`${sport} is not a head-to-head sport (football, basketball or hockey)`, "options.sport");
  return sport as HeadToHeadSport;
}

function readRow(csv: CsvRow, sport: HeadToHeadSport): Row {
  const where = csv.where;
  const matchday = wholeNumberText(required(csv, "matchday"), where, "matchday", 1);
  const kickoff = parseInstant(required(csv, "kickoff"), where);
  const home = required(csv, "home");
  const away = required(csv, "away");
  if (home === away) throw new ImportError(`home and away are the same team ("${home}")`, where);
  const game: ImportedGame = {
    externalId: csv.cell("external_id") || `${required(csv, "kickoff").slice(0, 10)}-${home}-${away}`,
    matchday,
    kickoff,
    status: "scheduled",
  };
  setSide(game, "home", home);
  setSide(game, "away", away);
  const knockout = booleanText(csv.cell("knockout"), where, "knockout");
  if (knockout !== undefined) game.knockout = knockout;
  applyOutcome(game, csv, sport);
  return {
    csv,
    matchday,
    matchdayName: csv.cell("matchday_name"),
    game,
    codes: { home: codeOf(csv, "home_code"), away: codeOf(csv, "away_code") },
  };
}

function setSide(game: ImportedGame, side: "home" | "away", team: string): void {
  if (isPlaceholderTeam(team)) game[side === "home" ? "homeLabel" : "awayLabel"] = team;
  else game[side] = team;
}

function codeOf(csv: CsvRow, column: string): string {
  const code = csv.cell(column);
  if (code && !/^[A-Za-z]{2}$/.test(code))
    throw new ImportError(`${column} must be an ISO 3166-1 alpha-2 code such as "FR", found "${code}"`, csv.where);
  return code.toUpperCase();
}

const STATUSES: Record<string, GameStatus> = {
  scheduled: "scheduled",
  live: "live",
  finished: "finished",
  postponed: "postponed",
  cancelled: "cancelled",
  canceled: "cancelled",
};

function applyOutcome(game: ImportedGame, csv: CsvRow, sport: HeadToHeadSport): void {
  const score = pairOf(csv, "home_score", "away_score");
  const written = csv.cell("status").toLowerCase();
  const status = written ? STATUSES[written] : score ? "finished" : "scheduled";
  if (!status)
    throw new ImportError(
      `status must be one of ${Object.keys(STATUSES).join(", ")}; found "${csv.cell("status")}"`,
      csv.where,
    );
  game.status = status;
  if (status === "finished" && !score)
    throw new ImportError("a finished game needs home_score and away_score", csv.where);
  if (status !== "finished" && score)
    throw new ImportError(`a ${status} game can't have a score; leave home_score and away_score empty`, csv.where);
  if (!score) return checkNoResultDetails(csv);
  if (game.homeLabel || game.awayLabel)
    throw new ImportError("a finished game needs both teams, not placeholders", csv.where);
  game.result = RESULT_OF[sport](csv, score);
}

const DETAIL_COLUMNS = ["decided_in", "extra_time_home", "extra_time_away", "penalties_home", "penalties_away"];

function checkNoResultDetails(csv: CsvRow): void {
  const column = DETAIL_COLUMNS.find((name) => csv.cell(name) !== "");
  if (column) throw new ImportError(`${column} needs a finished game with a score`, csv.where);
}

function refuseColumns(csv: CsvRow, columns: string[], sport: HeadToHeadSport): void {
  const column = columns.find((name) => csv.cell(name) !== "");
  if (column) throw new ImportError(`${column} doesn't apply to ${sport}`, csv.where);
}

const RESULT_OF: Record<HeadToHeadSport, (csv: CsvRow, score: Pair) => ImportedResult> = {
  football: footballResult,
  basketball: basketballResult,
  hockey: hockeyResult,
};

function footballResult(csv: CsvRow, score: Pair): ImportedResult {
  refuseColumns(csv, ["decided_in"], "football");
  const result: Pair & { extraTime?: Pair; penalties?: Pair } = { ...score };
  const extraTime = pairOf(csv, "extra_time_home", "extra_time_away");
  if (extraTime && (extraTime.home < score.home || extraTime.away < score.away)) {
    throw new ImportError(
      "the extra-time score counts regulation goals too, so it can't be lower than home_score/away_score",
      csv.where,
    );
  }
  const penalties = pairOf(csv, "penalties_home", "penalties_away");
  if (penalties && penalties.home === penalties.away) {
    throw new ImportError(`a penalty shoot-out can't end in a draw (${penalties.home}-${penalties.away})`, csv.where);
  }
  if (extraTime) result.extraTime = extraTime;
  if (penalties) result.penalties = penalties;
  return result;
}

function basketballResult(csv: CsvRow, score: Pair): ImportedResult {
  refuseColumns(csv, DETAIL_COLUMNS, "basketball");
  if (score.home === score.away)
    throw new ImportError(`a basketball game can't end in a draw (${score.home}-${score.away})`, csv.where);
  return { ...score };
}

const DECIDED_IN = ["regulation", "overtime", "shootout"] as const;
type DecidedIn = (typeof DECIDED_IN)[number];

/** The score is final (overtime and shoot-out winner included); decided_in may be left empty when the margin is 2 or more. */
function hockeyResult(csv: CsvRow, score: Pair): ImportedResult {
  refuseColumns(csv, DETAIL_COLUMNS.slice(1), "hockey");
  const margin = Math.abs(score.home - score.away);
  if (margin === 0)
    throw new ImportError(
      `a hockey game ends with a winner (overtime or shoot-out), found ${score.home}-${score.away}`,
      csv.where,
    );
  const written = csv.cell("decided_in").toLowerCase();
  if (!written && margin === 1)
    throw new ImportError("decided_in is required for a one-goal game: regulation, overtime or shootout", csv.where);
  const decidedIn = (written || "regulation") as DecidedIn;
  if (!DECIDED_IN.includes(decidedIn))
    throw new ImportError(`decided_in must be regulation, overtime or shootout; found "${written}"`, csv.where);
  if (decidedIn !== "regulation" && margin !== 1) {
    throw new ImportError(
      `a game decided in ${decidedIn} is won by exactly one goal, found ${score.home}-${score.away}`,
      csv.where,
    );
  }
  return { ...score, decidedIn };
}

function competitorsOf(rows: Row[]): ImportedCompetitor[] {
  const competitors = new Map<string, ImportedCompetitor & { where: string }>();
  for (const row of rows) {
    for (const side of ["home", "away"] as const) {
      const team = row.game[side];
      if (team) addTeam(competitors, team, row.codes[side], row.csv.where, `${side}_code`);
    }
  }
  return [...competitors.values()].map(({ where: _where, ...competitor }) => competitor);
}

function addTeam(
  teams: Map<string, ImportedCompetitor & { where: string }>,
  name: string,
  code: string,
  where: string,
  column: string,
): void {
  const known = teams.get(name);
  if (known && code && known.code && known.code !== code) {
    throw new ImportError(`${column} ${code} for "${name}" differs from ${known.code} on ${known.where}`, where);
  }
  if (known) {
    if (code) known.code = code;
    return;
  }
  teams.set(name, {
    externalId: name,
    name,
    kind: "team",
    where,
    ...(code ? { code } : {}),
  });
}

/** Matchdays by number; the name comes from matchday_name (the same on every line of that matchday) or "Matchday N". */
function matchdaysOf(rows: Row[]): ImportedMatchday[] {
  const names = new Map<number, { name: string; where: string }>();
  for (const row of rows) {
    const known = names.get(row.matchday);
    if (known && row.matchdayName && known.name && known.name !== row.matchdayName) {
      throw new ImportError(
        `matchday ${row.matchday} is named "${row.matchdayName}" here but "${known.name}" on ${known.where}`,
        row.csv.where,
      );
    }
    if (!known?.name) names.set(row.matchday, { name: row.matchdayName, where: row.csv.where });
  }
  return [...names]
    .sort(([a], [b]) => a - b)
    .map(([ordinal, { name }]) => ({
      ordinal,
      name: name || `Matchday ${ordinal}`,
    }));
}
