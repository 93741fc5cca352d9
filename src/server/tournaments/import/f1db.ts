import "server-only";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { SOURCE_COMPETITIONS } from "@/lib/competition";
import { countryCodeOf } from "@/lib/countries";
import {
  asArray,
  asObject,
  describeValue,
  type Fields,
  isAbsent,
  optionalString,
  requiredString,
  wholeNumber,
} from "./fields";
import { formatInstant, parseDate, parseWallTime, utcMs } from "./time";
import type { EntrantStatus } from "@/lib/sports";
import {
  type ImportedBonusAnswer,
  type ImportedCompetitor,
  type ImportedGame,
  type ImportedMatchday,
  type ImportedTournament,
  ImportError,
} from "./types";

/**
 * F1DB YAML (github.com/f1db/f1db, `src/data/`): one season folder with `races/NN-<grand-prix>/race.yml`
 * (+ `race-results.yml`, `qualifying-results.yml` once run) and `entrants.yml`; drivers in `drivers/<id>.yml`
 * two levels up. See docs/importers.md.
 */
export interface F1dbOptions {
  /** e.g. ".../f1db/seasons/2025" */
  seasonDir: string;
  /** Default: `<seasonDir>/../../drivers`. */
  driversDir?: string;
  /** Default: `<seasonDir>/../../grands-prix` (readable matchday names such as "Abu Dhabi Grand Prix"). */
  grandsPrixDir?: string;
  /** Default: `<seasonDir>/../../constructors` (the constructors' champion's name). */
  constructorsDir?: string;
  /** Default: "Formula 1 <season>". */
  name?: string;
}

interface Race {
  folder: string;
  round: number;
  grandPrixId: string;
  officialName?: string;
  kickoff: string;
  locksAt?: string;
  results?: RaceResult[];
  qualifying?: string[];
}

interface RaceResult {
  driverId: string;
  position: number | EntrantStatus;
}

export function parseF1db(options: F1dbOptions): ImportedTournament {
  const seasonDir = path.resolve(options.seasonDir);
  const season = path.basename(seasonDir);
  const dataDir = path.join(seasonDir, "..", "..");
  const races = readRaces(seasonDir);
  const entered = readEntrants(seasonDir);
  const entrantsByRound = new Map(races.map((race) => [race.round, entrantsOf(race, entered)]));
  const drivers = [
    ...new Set([...[...entrantsByRound.values()].flatMap((ids) => ids ?? []), ...[...entered.values()].flat()]),
  ];
  const grandsPrixDir = options.grandsPrixDir ?? path.join(dataDir, "grands-prix");
  const champions = championsOf(seasonDir, races, options.constructorsDir ?? path.join(dataDir, "constructors"));
  return {
    sport: "formula1",
    name: options.name ?? `Formula 1 ${season}`,
    season,
    competition: SOURCE_COMPETITIONS.f1db,
    timeZone: "UTC",
    competitors: drivers.map((id) => driverOf(id, options.driversDir ?? path.join(dataDir, "drivers"))),
    matchdays: races.map((race): ImportedMatchday => ({
      ordinal: race.round,
      name: raceName(race, grandsPrixDir),
    })),
    games: races.map((race) => gameOf(race, season, entrantsByRound.get(race.round))),
    ...(champions.length > 0 && { bonusAnswers: champions }),
  };
}

/**
 * The champions once every race of the season has its results (decision 0063): the first of the
 * season's final `driver-standings.yml` (a driver: a competitor) and of `constructor-standings.yml`
 * (a name, from `constructors/<id>.yml`). A season still running, or standings without a sole
 * first, answers nothing.
 */
function championsOf(seasonDir: string, races: Race[], constructorsDir: string): ImportedBonusAnswer[] {
  if (!races.every((race) => race.results && race.results.length > 0)) return [];
  const first = (file: string, idField: string): string | undefined => {
    if (!existsSync(path.join(seasonDir, file))) return undefined;
    const rows = asArray(readYaml(path.join(seasonDir, file), file), file).map((row, i) => {
      const where = `${file}[${i}]`;
      const object = asObject(row, where);
      return {
        position: wholeNumber(object.position, `${where}.position`, 1),
        id: requiredString(object, idField, where),
      };
    });
    const leaders = rows.filter((row) => row.position === 1);
    return leaders.length === 1 ? leaders[0]!.id : undefined;
  };
  const answers: ImportedBonusAnswer[] = [];
  const driver = first("driver-standings.yml", "driverId");
  if (driver) answers.push({ key: "champion", competitor: driver });
  const constructor = first("constructor-standings.yml", "constructorId");
  if (constructor) answers.push({ key: "constructorsChampion", name: constructorName(constructor, constructorsDir) });
  return answers;
}

/** A constructor's name from `constructors/<id>.yml` ("McLaren"), else its id made readable. */
function constructorName(id: string, constructorsDir: string): string {
  const file = path.join(constructorsDir, `${id}.yml`);
  if (!existsSync(file)) return readableId(id);
  const where = `constructors/${id}.yml`;
  return optionalString(asObject(readYaml(file, where), where), "name", where) ?? readableId(id);
}

/** Parses one YAML file; a syntax error names the file and line. `where` is the file's path inside the season. */
function readYaml(file: string, where: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new ImportError("file can't be read", where);
  }
  const document = parseDocument(text);
  const [error] = document.errors;
  if (error)
    throw new ImportError(
      `not valid YAML (${error.message.split("\n")[0]})`,
      `${where} line ${error.linePos?.[0].line ?? 1}`,
    );
  return document.toJS() as unknown;
}

function readRaces(seasonDir: string): Race[] {
  const racesDir = path.join(seasonDir, "races");
  if (!existsSync(racesDir) || !statSync(racesDir).isDirectory())
    throw new ImportError("no races/ folder in the season folder", "races");
  const folders = readdirSync(racesDir)
    .filter((name) => statSync(path.join(racesDir, name)).isDirectory())
    .sort();
  if (folders.length === 0) throw new ImportError("no race folders", "races");
  const races = folders.map((folder) => readRace(path.join(racesDir, folder), `races/${folder}`));
  const rounds = new Map<number, string>();
  for (const race of races) {
    const other = rounds.get(race.round);
    if (other) throw new ImportError(`round ${race.round} is also ${other}`, `${race.folder}/race.yml.round`);
    rounds.set(race.round, race.folder);
  }
  return races.sort((a, b) => a.round - b.round);
}

function readRace(dir: string, folder: string): Race {
  const where = `${folder}/race.yml`;
  const object = asObject(readYaml(path.join(dir, "race.yml"), where), where);
  const race: Race = {
    folder,
    round: wholeNumber(object.round, `${where}.round`, 1),
    grandPrixId: requiredString(object, "grandPrixId", where),
    officialName: optionalString(object, "officialName", where),
    kickoff: instantOf(object, "date", "time", where) ?? "",
  };
  if (!race.kickoff) throw new ImportError("must be a date YYYY-MM-DD, found nothing", `${where}.date`);
  const locksAt = instantOf(object, "qualifyingDate", "qualifyingTime", where, false);
  if (locksAt) {
    if (locksAt > race.kickoff)
      throw new ImportError("qualifying can't start after the race", `${where}.qualifyingDate`);
    race.locksAt = locksAt;
  }
  const resultsFile = path.join(dir, "race-results.yml");
  if (existsSync(resultsFile)) race.results = readResults(resultsFile, `${folder}/race-results.yml`);
  const qualifyingFile = path.join(dir, "qualifying-results.yml");
  if (existsSync(qualifyingFile)) race.qualifying = readDriverIds(qualifyingFile, `${folder}/qualifying-results.yml`);
  return race;
}

/** `date` + `time` (UTC). A missing time means 12:00 UTC; with `timeRequired` false, a missing time means no instant. */
function instantOf(
  object: Fields,
  dateKey: string,
  timeKey: string,
  where: string,
  timeRequired = true,
): string | undefined {
  const dateText = optionalString(object, dateKey, where);
  if (dateText === undefined) return undefined;
  const timeText = optionalString(object, timeKey, where);
  if (timeText === undefined && !timeRequired) return undefined;
  const date = parseDate(dateText, `${where}.${dateKey}`);
  const time = timeText === undefined ? { hour: 12, minute: 0 } : parseWallTime(timeText, `${where}.${timeKey}`);
  return formatInstant(utcMs(date, time));
}

const STATUS_OF: Record<string, EntrantStatus> = {
  DNF: "DNF",
  NC: "DNF",
  DSQ: "DSQ",
  DNS: "DNS",
};

function readResults(file: string, where: string): RaceResult[] {
  const list = asArray(readYaml(file, where), where);
  const positions = new Map<number, string>();
  const drivers = new Set<string>();
  return list.map((raw, i) => {
    const at = `${where}[${i}]`;
    const object = asObject(raw, at);
    const driverId = requiredString(object, "driverId", at);
    if (drivers.has(driverId)) throw new ImportError(`driver "${driverId}" is listed twice`, `${at}.driverId`);
    drivers.add(driverId);
    const position = positionOf(object.position, `${at}.position`);
    if (typeof position === "number") {
      const other = positions.get(position);
      if (other) throw new ImportError(`position ${position} is also ${other}'s`, `${at}.position`);
      positions.set(position, driverId);
    }
    return { driverId, position };
  });
}

function positionOf(value: unknown, where: string): number | EntrantStatus {
  if (typeof value === "number") return wholeNumber(value, where, 1);
  const status = typeof value === "string" ? STATUS_OF[value] : undefined;
  if (!status)
    throw new ImportError(`must be a finishing position or DNF, DSQ, DNS, NC; found ${describeValue(value)}`, where);
  return status;
}

function readDriverIds(file: string, where: string): string[] {
  return asArray(readYaml(file, where), where).map((raw, i) =>
    requiredString(asObject(raw, `${where}[${i}]`), "driverId", `${where}[${i}]`),
  );
}

/** entrants.yml → round → driver ids (test drivers, who have no rounds, are left out). */
function readEntrants(seasonDir: string): Map<number, string[]> {
  const byRound = new Map<number, string[]>();
  const file = path.join(seasonDir, "entrants.yml");
  if (!existsSync(file)) return byRound;
  asArray(readYaml(file, "entrants.yml"), "entrants.yml").forEach((rawTeam, t) => {
    const team = asObject(rawTeam, `entrants.yml[${t}]`);
    asArray(team.drivers ?? [], `entrants.yml[${t}].drivers`).forEach((rawDriver, d) => {
      const where = `entrants.yml[${t}].drivers[${d}]`;
      const driver = asObject(rawDriver, where);
      const driverId = requiredString(driver, "driverId", where);
      for (const round of roundsOf(driver.rounds, `${where}.rounds`)) {
        const list = byRound.get(round) ?? [];
        if (!list.includes(driverId)) list.push(driverId);
        byRound.set(round, list);
      }
    });
  });
  return byRound;
}

/** "1-24", "12", 12, "1-6, 9-24" → round numbers; empty → none. */
function roundsOf(value: unknown, where: string): number[] {
  if (isAbsent(value) || value === "") return [];
  if (typeof value === "number") return [wholeNumber(value, where, 1)];
  if (typeof value !== "string")
    throw new ImportError(`must be rounds such as "1-24", found ${describeValue(value)}`, where);
  return value.split(",").flatMap((part) => {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    const from = Number(match?.[1]);
    const to = match?.[2] === undefined ? from : Number(match[2]);
    if (!match || from < 1 || to < from)
      throw new ImportError(`must be rounds such as "1-24", found "${value}"`, where);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

/** Who races: the race results once run, else the qualifying results, else the season's entry list for that round. */
function entrantsOf(race: Race, entered: Map<number, string[]>): string[] | undefined {
  if (race.results && race.results.length > 0) return race.results.map((result) => result.driverId);
  if (race.qualifying && race.qualifying.length > 0) return race.qualifying;
  return entered.get(race.round);
}

function driverOf(id: string, driversDir: string): ImportedCompetitor {
  const competitor: ImportedCompetitor = {
    externalId: id,
    name: readableId(id),
    kind: "driver",
  };
  const file = path.join(driversDir, `${id}.yml`);
  if (!existsSync(file)) return competitor;
  const where = `drivers/${id}.yml`;
  const driver = asObject(readYaml(file, where), where);
  competitor.name = optionalString(driver, "name", where) ?? competitor.name;
  const nationality = optionalString(driver, "nationalityCountryId", where);
  const code = nationality && countryCodeOf(nationality);
  if (code) competitor.code = code;
  return competitor;
}

/** "max-verstappen" → "Max Verstappen". */
function readableId(id: string): string {
  return id
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function raceName(race: Race, grandsPrixDir: string): string {
  const file = path.join(grandsPrixDir, `${race.grandPrixId}.yml`);
  if (existsSync(file)) {
    const where = `grands-prix/${race.grandPrixId}.yml`;
    const fullName = optionalString(asObject(readYaml(file, where), where), "fullName", where);
    if (fullName) return fullName;
  }
  return race.officialName ?? `${readableId(race.grandPrixId)} Grand Prix`;
}

function gameOf(race: Race, season: string, entrants: string[] | undefined): ImportedGame {
  const game: ImportedGame = {
    externalId: `${season}-${race.grandPrixId}`,
    matchday: race.round,
    kickoff: race.kickoff,
    status: "scheduled",
  };
  if (race.locksAt) game.locksAt = race.locksAt;
  if (entrants) game.entrants = entrants;
  if (race.results && race.results.length > 0) {
    game.status = "finished";
    game.result = rankingOf(race.results);
  }
  return game;
}

/** Classified drivers by position, then the others in file order, with DNF/DSQ/DNS statuses (NC counts as DNF). */
function rankingOf(results: RaceResult[]): {
  ranking: string[];
  statuses?: Record<string, EntrantStatus>;
} {
  const classified = results
    .filter((r) => typeof r.position === "number")
    .sort((a, b) => Number(a.position) - Number(b.position));
  const others = results.filter((r) => typeof r.position !== "number");
  const statuses = Object.fromEntries(others.map((r) => [r.driverId, r.position as EntrantStatus]));
  const ranking = [...classified, ...others].map((r) => r.driverId);
  return others.length > 0 ? { ranking, statuses } : { ranking };
}
