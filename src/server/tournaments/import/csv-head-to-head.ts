import "server-only";
import { SHAPE_OF, type Sport } from "@/lib/sports";
import type { GameStatus } from "@/lib/statuses";
import { readCsvTable, type CsvRow } from "./csv";
import { booleanText, wholeNumberText } from "./fields";
import { isPlaceholderTeam } from "./openfootball";
import { checkTimeZone, isCalendarDate, parseInstant } from "./time";
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
type Pair = { home: number; away: number };

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

function required(csv: CsvRow, column: string): string {
  const value = csv.cell(column);
  if (!value) throw new ImportError(`${column} is required`, csv.where);
  return value;
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
  if (!status) throw new ImportError(`status must be one of ${Object.keys(STATUSES).join(", ")}; found "${csv.cell("status")}"`, csv.where);
  game.status = status;
  if (status === "finished" && !score) throw new ImportError("a finished game needs home_score and away_score", csv.where);
  if (status !== "finished" && score)
    throw new ImportError(`a ${status} game can't have a score; leave home_score and away_score empty`, csv.where);
  if (!score) return checkNoResultDetails(csv);
  if (game.homeLabel || game.awayLabel) throw new ImportError("a finished game needs both teams, not placeholders", csv.where);
  game.result = RESULT_OF[sport](csv, score);
}

/** Both cells or neither; each a whole number ≥ 0. */
function pairOf(csv: CsvRow, homeColumn: string, awayColumn: string): Pair | undefined {
  const [home, away] = [csv.cell(homeColumn), csv.cell(awayColumn)];
  if (!home && !away) return undefined;
  if (!home || !away) throw new ImportError(`give both ${homeColumn} and ${awayColumn}, or neither`, csv.where);
  return {
    home: wholeNumberText(home, csv.where, homeColumn),
    away: wholeNumberText(away, csv.where, awayColumn),
  };
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
    throw new ImportError("the extra-time score counts regulation goals too, so it can't be lower than home_score/away_score", csv.where);
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
  if (score.home === score.away) throw new ImportError(`a basketball game can't end in a draw (${score.home}-${score.away})`, csv.where);
  return { ...score };
}

const DECIDED_IN = ["regulation", "overtime", "shootout"] as const;
type DecidedIn = (typeof DECIDED_IN)[number];

/** The score is final (overtime and shoot-out winner included); decided_in may be left empty when the margin is 2 or more. */
function hockeyResult(csv: CsvRow, score: Pair): ImportedResult {
  refuseColumns(csv, DETAIL_COLUMNS.slice(1), "hockey");
  const margin = Math.abs(score.home - score.away);
  if (margin === 0)
    throw new ImportError(`a hockey game ends with a winner (overtime or shoot-out), found ${score.home}-${score.away}`, csv.where);
  const written = csv.cell("decided_in").toLowerCase();
  if (!written && margin === 1)
    throw new ImportError("decided_in is required for a one-goal game: regulation, overtime or shootout", csv.where);
  const decidedIn = (written || "regulation") as DecidedIn;
  if (!DECIDED_IN.includes(decidedIn))
    throw new ImportError(`decided_in must be regulation, overtime or shootout; found "${written}"`, csv.where);
  if (decidedIn !== "regulation" && margin !== 1) {
    throw new ImportError(`a game decided in ${decidedIn} is won by exactly one goal, found ${score.home}-${score.away}`, csv.where);
  }
  return { ...score, decidedIn };
}

function checkUniqueIds(ids: { id: string; where: string }[]): void {
  const seen = new Map<string, string>();
  for (const { id, where } of ids) {
    const other = seen.get(id);
    if (other) throw new ImportError(`game id "${id}" is also used on ${other}`, where);
    seen.set(id, where);
  }
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

// ---------------------------------------------------------------------------------------------------------------
// NHL schedule (fastRhockey export) → hockey tournament.

const NHL_REQUIRED = [
  "game_id",
  "game_type",
  "game_date",
  "game_time",
  "home_team_abbr",
  "home_team_name",
  "away_team_abbr",
  "away_team_name",
  "home_score",
  "away_score",
  "game_state",
] as const;

const NHL_PLAYOFF_ROUNDS: Record<number, string> = {
  1: "First Round",
  2: "Second Round",
  3: "Conference Finals",
  4: "Stanley Cup Final",
};

const NHL_STATES: Record<string, GameStatus> = {
  FUT: "scheduled",
  PRE: "scheduled",
  LIVE: "live",
  CRIT: "live",
  OFF: "finished",
  FINAL: "finished",
  PPD: "postponed",
  CNCL: "cancelled",
};

interface NhlGame {
  csv: CsvRow;
  type: "R" | "P";
  date: string;
  playoffRound?: number;
  game: ImportedGame;
}

export interface NhlScheduleOptions {
  name?: string;
}

/**
 * The NHL schedule export of sportsdataverse/fastRhockey (one line per game). Matchdays: regular-season games by
 * calendar week (Monday to Sunday, by `game_date`), "Week 1", "Week 2"… (weeks without games are skipped), then one
 * matchday per play-off round. The file has no overtime/shoot-out flag: games won by 2+ goals are `regulation`,
 * one-goal games get a score without `decidedIn`.
 */
export function parseNhlSchedule(content: string, options: NhlScheduleOptions = {}): ImportedTournament {
  const table = readCsvTable(content, { required: NHL_REQUIRED });
  if (table.rows.length === 0) throw new ImportError("no games after the header", "line 2");
  const games = table.rows.map(readNhlGame);
  checkUniqueIds(games.map((g) => ({ id: g.game.externalId, where: g.csv.where })));
  const matchdays = nhlMatchdays(games);
  const season = nhlSeason(table.rows[0]?.cell("season_full") ?? "");
  const teams = new Map<string, ImportedCompetitor>();
  for (const { csv } of games) {
    for (const side of ["home", "away"]) {
      const id = csv.cell(`${side}_team_abbr`);
      if (!teams.has(id))
        teams.set(id, {
          externalId: id,
          name: csv.cell(`${side}_team_name`) || id,
          kind: "team",
        });
    }
  }
  const tournament: ImportedTournament = {
    sport: "hockey",
    name: options.name ?? (season ? `NHL ${season}` : "NHL"),
    timeZone: "America/New_York",
    competitors: [...teams.values()],
    matchdays,
    games: games.map((g) => g.game),
  };
  if (season) tournament.season = season;
  return tournament;
}

/** "20242025" → "2024-25". */
function nhlSeason(seasonFull: string): string | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(seasonFull);
  return match ? `${match[1]}-${match[3]}` : undefined;
}

function readNhlGame(csv: CsvRow): NhlGame {
  const where = csv.where;
  const type = required(csv, "game_type");
  if (type !== "R" && type !== "P") throw new ImportError(`game_type must be R (regular season) or P (play-offs), found "${type}"`, where);
  const date = required(csv, "game_date");
  if (!isCalendarDate(date)) throw new ImportError(`game_date must be a date YYYY-MM-DD, found "${date}"`, where);
  const [home, away] = [required(csv, "home_team_abbr"), required(csv, "away_team_abbr")];
  if (home === away) throw new ImportError(`home and away are the same team ("${home}")`, where);
  const state = required(csv, "game_state");
  const status = NHL_STATES[state];
  if (!status) throw new ImportError(`game_state must be one of ${Object.keys(NHL_STATES).join(", ")}; found "${state}"`, where);
  const game: ImportedGame = {
    externalId: required(csv, "game_id"),
    matchday: 0,
    kickoff: parseInstant(required(csv, "game_time"), where, "game_time"),
    home,
    away,
    status,
    knockout: type === "P",
  };
  if (csv.cell("venue")) game.venue = csv.cell("venue");
  if (status === "finished") game.result = nhlResult(csv);
  const nhl: NhlGame = { csv, type, date, game };
  if (type === "P") {
    nhl.playoffRound = wholeNumberText(csv.cell("playoff_round"), where, "playoff_round", 1);
    const series = csv.cell("series_letter");
    const number = csv.cell("series_game_number");
    if (series) game.stage = number ? `Series ${series}, game ${number}` : `Series ${series}`;
  }
  return nhl;
}

function nhlResult(csv: CsvRow): ImportedResult {
  const score = pairOf(csv, "home_score", "away_score");
  if (!score) throw new ImportError("a final game needs home_score and away_score", csv.where);
  const margin = Math.abs(score.home - score.away);
  if (margin === 0) throw new ImportError(`an NHL game ends with a winner, found ${score.home}-${score.away}`, csv.where);
  return margin >= 2 ? { ...score, decidedIn: "regulation" } : { ...score };
}

function nhlMatchdays(games: NhlGame[]): ImportedMatchday[] {
  const weeks = [...new Set(games.filter((g) => g.type === "R").map((g) => mondayOf(g.date)))].sort();
  const rounds = [...new Set(games.flatMap((g) => (g.playoffRound === undefined ? [] : [g.playoffRound])))].sort((a, b) => a - b);
  const weekOrdinal = new Map(weeks.map((week, i) => [week, i + 1]));
  const roundOrdinal = new Map(rounds.map((round, i) => [round, weeks.length + i + 1]));
  for (const g of games) {
    g.game.matchday = (g.playoffRound === undefined ? weekOrdinal.get(mondayOf(g.date)) : roundOrdinal.get(g.playoffRound)) ?? 0;
  }
  return [
    ...weeks.map((_, i) => ({ ordinal: i + 1, name: `Week ${i + 1}` })),
    ...rounds.map((round, i) => ({
      ordinal: weeks.length + i + 1,
      name: NHL_PLAYOFF_ROUNDS[round] ?? `Play-off round ${round}`,
    })),
  ];
}

/** "2024-10-10" (a Thursday) → "2024-10-07". */
function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}
