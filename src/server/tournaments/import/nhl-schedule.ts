import "server-only";
import type { GameStatus } from "@/lib/statuses";
import { SOURCE_COMPETITIONS } from "@/lib/competition";
import { checkUniqueIds, pairOf, readCsvTable, required, type CsvRow } from "./csv";
import { wholeNumberText } from "./fields";
import { isCalendarDate, parseInstant } from "./time";
import {
  type ImportedCompetitor,
  type ImportedGame,
  type ImportedMatchday,
  type ImportedResult,
  type ImportedTournament,
  ImportError,
} from "./types";

/** The NHL schedule export of sportsdataverse/fastRhockey (one line per game) → a hockey tournament. */
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
    competition: SOURCE_COMPETITIONS.nhl,
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
  if (type !== "R" && type !== "P")
    throw new ImportError(`game_type must be R (regular season) or P (play-offs), found "${type}"`, where);
  const date = required(csv, "game_date");
  if (!isCalendarDate(date)) throw new ImportError(`game_date must be a date YYYY-MM-DD, found "${date}"`, where);
  const [home, away] = [required(csv, "home_team_abbr"), required(csv, "away_team_abbr")];
  if (home === away) throw new ImportError(`home and away are the same team ("${home}")`, where);
  const state = required(csv, "game_state");
  const status = NHL_STATES[state];
  if (!status)
    throw new ImportError(`game_state must be one of ${Object.keys(NHL_STATES).join(", ")}; found "${state}"`, where);
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
  if (margin === 0)
    throw new ImportError(`an NHL game ends with a winner, found ${score.home}-${score.away}`, csv.where);
  return margin >= 2 ? { ...score, decidedIn: "regulation" } : { ...score };
}

function nhlMatchdays(games: NhlGame[]): ImportedMatchday[] {
  const weeks = [...new Set(games.filter((g) => g.type === "R").map((g) => mondayOf(g.date)))].sort();
  const rounds = [...new Set(games.flatMap((g) => (g.playoffRound === undefined ? [] : [g.playoffRound])))].sort(
    (a, b) => a - b,
  );
  const weekOrdinal = new Map(weeks.map((week, i) => [week, i + 1]));
  const roundOrdinal = new Map(rounds.map((round, i) => [round, weeks.length + i + 1]));
  for (const g of games) {
    g.game.matchday =
      (g.playoffRound === undefined ? weekOrdinal.get(mondayOf(g.date)) : roundOrdinal.get(g.playoffRound)) ?? 0;
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
