import "server-only";
import { readCsvTable, type CsvRow } from "./csv";
import { countryNameOf } from "@/lib/countries";
import { SOURCE_COMPETITIONS } from "@/lib/competition";
import { booleanText, wholeNumberText } from "./fields";
import { formatInstant, parseInstant } from "./time";
import {
  type ImportedCompetitor,
  type ImportedGame,
  type ImportedResult,
  type ImportedTournament,
  ImportError,
} from "./types";

/** Eurovision: our results CSV (docs/importers.md) and the Mirovision contestants file. One game per show. */
export const SHOWS = ["semi-final", "semi-final-1", "semi-final-2", "final"] as const;
export type Show = (typeof SHOWS)[number];

const SHOW_NAMES: Record<Show, string> = {
  "semi-final": "Semi-final",
  "semi-final-1": "Semi-final 1",
  "semi-final-2": "Semi-final 2",
  final: "Grand final",
};

export const EUROVISION_COLUMNS = [
  "show",
  "running_order",
  "country",
  "artist",
  "song",
  "points",
  "place",
  "qualified",
] as const;

export interface EurovisionOptions {
  year: number;
  /** Default: "Eurovision Song Contest <year>". */
  name?: string;
  /** Start of each show, ISO 8601 with offset. Default: see `defaultShowTimes`. */
  showTimes?: Partial<Record<Show, string>>;
}

interface Entry {
  country: string;
  where: string;
  runningOrder?: number;
  points?: number;
  place?: number;
  qualified?: boolean;
}

interface ShowPlan {
  show: Show;
  /** In running order. */
  entries: Entry[];
  result?: ImportedResult;
}

export function parseEurovisionCsv(content: string, options: EurovisionOptions): ImportedTournament {
  checkYear(options.year);
  const table = readCsvTable(content, {
    required: ["show", "country"],
    allowed: EUROVISION_COLUMNS,
  });
  if (table.rows.length === 0) throw new ImportError("no entries after the header", "line 2");
  const byShow = new Map<Show, Entry[]>();
  for (const row of table.rows) {
    const [show, entry] = readEntry(row);
    byShow.set(show, [...(byShow.get(show) ?? []), entry]);
  }
  if (byShow.has("semi-final") && (byShow.has("semi-final-1") || byShow.has("semi-final-2"))) {
    throw new ImportError('use either one "semi-final" or "semi-final-1" and "semi-final-2", not both', "show");
  }
  const plans = SHOWS.flatMap((show) => {
    const entries = byShow.get(show);
    return entries ? [planOf(show, entries)] : [];
  });
  return tournamentOf(plans, options);
}

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < 1956 || year > 2999)
    throw new ImportError(`must be a contest year such as 2025, found ${year}`, "options.year");
}

function readEntry(row: CsvRow): [Show, Entry] {
  const where = row.where;
  const show = row.cell("show").toLowerCase() as Show;
  if (!SHOWS.includes(show))
    throw new ImportError(`show must be one of ${SHOWS.join(", ")}; found "${row.cell("show")}"`, where);
  const entry: Entry = {
    country: countryOf(row.cell("country"), where),
    where,
  };
  const number = (column: string, minimum: number) =>
    row.cell(column) ? wholeNumberText(row.cell(column), where, column, minimum) : undefined;
  entry.runningOrder = number("running_order", 1);
  entry.points = number("points", 0);
  entry.place = number("place", 1);
  entry.qualified = booleanText(row.cell("qualified"), where, "qualified");
  if (show === "final" && entry.qualified !== undefined)
    throw new ImportError("qualified is for semi-finals only; leave it empty in the final", where);
  return [show, entry];
}

function countryOf(text: string, where: string): string {
  const code = text.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || !countryNameOf(code)) {
    throw new ImportError(
      `country must be the ISO 3166-1 alpha-2 code of a Eurovision country such as "SE", found "${text}"`,
      where,
    );
  }
  return code;
}

/** Checks one show's lines and works out its result: final → ranking; semi-final → qualifiers (+ ranking when known). */
function planOf(show: Show, lines: Entry[]): ShowPlan {
  checkUnique(
    lines,
    (e) => e.country,
    (e) => `${e.country} appears twice in ${show}`,
  );
  checkUnique(
    lines.filter((e) => e.runningOrder !== undefined),
    (e) => String(e.runningOrder),
    (e) => `running_order ${e.runningOrder} appears twice in ${show}`,
  );
  const entries = [...lines].sort((a, b) => (a.runningOrder ?? Infinity) - (b.runningOrder ?? Infinity));
  const ranking = rankingOf(entries, show);
  const plan: ShowPlan = { show, entries };
  if (show === "final") {
    if (ranking) plan.result = { ranking };
  } else if (entries.some((e) => e.qualified !== undefined)) {
    const qualifiers = entries.filter((e) => e.qualified).map((e) => e.country);
    plan.result = ranking ? { qualifiers, ranking } : { qualifiers };
  }
  return plan;
}

function checkUnique(entries: Entry[], keyOf: (e: Entry) => string, message: (e: Entry) => string): void {
  const seen = new Map<string, Entry>();
  for (const entry of entries) {
    const other = seen.get(keyOf(entry));
    if (other) throw new ImportError(`${message(entry)} (also ${other.where})`, entry.where);
    seen.set(keyOf(entry), entry);
  }
}

/** By place when given (on every line of the show), else by points (descending, no ties), else unknown. */
function rankingOf(entries: Entry[], show: Show): string[] | undefined {
  const byPlace = orderedBy(entries, show, "place", (a, b) => (a.place ?? 0) - (b.place ?? 0));
  if (byPlace) return byPlace;
  const byPoints = orderedBy(entries, show, "points", (a, b) => (b.points ?? 0) - (a.points ?? 0));
  if (!byPoints) return undefined;
  const sorted = [...entries].sort((a, b) => (b.points ?? 0) - (a.points ?? 0));
  sorted.forEach((entry, i) => {
    const next = sorted[i + 1];
    if (next && next.points === entry.points) {
      throw new ImportError(
        `${next.country} has as many points (${entry.points}) as ${entry.country} on ${entry.where}; add place to settle the tie`,
        next.where,
      );
    }
  });
  return byPoints;
}

function orderedBy(
  entries: Entry[],
  show: Show,
  field: "place" | "points",
  compare: (a: Entry, b: Entry) => number,
): string[] | undefined {
  const given = entries.filter((e) => e[field] !== undefined);
  if (given.length === 0) return undefined;
  const missing = entries.find((e) => e[field] === undefined);
  if (missing) throw new ImportError(`${field} is missing while other lines of ${show} have one`, missing.where);
  if (field === "place")
    checkUnique(
      entries,
      (e) => String(e.place),
      (e) => `place ${e.place} appears twice in ${show}`,
    );
  return [...entries].sort(compare).map((e) => e.country);
}

/**
 * Default show times: the final on the second Saturday of May at 21:00 CEST (19:00 UTC), or at `final` when given;
 * semi-finals 4 and 2 days before the final (Tuesday and Thursday), at the same time of day.
 */
export function defaultShowTimes(year: number, final?: string): Record<Show, string> {
  const firstOfMay = new Date(Date.UTC(year, 4, 1));
  const secondSaturday = 1 + ((6 - firstOfMay.getUTCDay() + 7) % 7) + 7;
  const finalMs = final === undefined ? Date.UTC(year, 4, secondSaturday, 19, 0) : Date.parse(final);
  const before = (days: number) => formatInstant(finalMs - days * 86_400_000);
  return {
    "semi-final-1": before(4),
    "semi-final-2": before(2),
    "semi-final": before(2),
    final: before(0),
  };
}

function showTimesOf(given: Partial<Record<string, string>>): Partial<Record<Show, string>> {
  const times: Partial<Record<Show, string>> = {};
  for (const [show, time] of Object.entries(given)) {
    const where = `options.showTimes.${show}`;
    if (!SHOWS.includes(show as Show)) throw new ImportError(`unknown show; use ${SHOWS.join(", ")}`, where);
    if (time !== undefined) times[show as Show] = parseInstant(time, where, "show time");
  }
  return times;
}

function tournamentOf(plans: ShowPlan[], options: EurovisionOptions): ImportedTournament {
  const times = showTimesOf(options.showTimes ?? {});
  const defaults = defaultShowTimes(options.year, times.final);
  const competitors = new Map<string, ImportedCompetitor>();
  for (const { country } of plans.flatMap((plan) => plan.entries)) {
    if (!competitors.has(country))
      competitors.set(country, {
        externalId: country,
        name: countryNameOf(country) ?? country,
        code: country,
        kind: "country",
      });
  }
  return {
    sport: "eurovision",
    name: options.name?.trim() || `Eurovision Song Contest ${options.year}`,
    season: String(options.year),
    competition: SOURCE_COMPETITIONS.eurovision,
    competitors: [...competitors.values()],
    matchdays: plans.map((plan, i) => ({
      ordinal: i + 1,
      name: SHOW_NAMES[plan.show],
    })),
    games: plans.map((plan, i): ImportedGame => {
      const game: ImportedGame = {
        externalId: `${options.year}-${plan.show}`,
        matchday: i + 1,
        kickoff: times[plan.show] ?? defaults[plan.show],
        entrants: plan.entries.map((e) => e.country),
        status: plan.result ? "finished" : "scheduled",
      };
      if (plan.result) game.result = plan.result;
      return game;
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Mirovision (github.com/Amsterdam-Music-Lab/mirovision, data/CSV/contestants.csv) → one contest year.

const MIROVISION_REQUIRED = [
  "year",
  "country",
  "semifinal_number",
  "semifinal_running_order",
  "semifinal_place",
  "final_running_order",
  "final_televoting_points",
  "final_total_points",
] as const;

const MIROVISION_SEMIS: Record<string, Show> = {
  "0": "semi-final",
  "1": "semi-final-1",
  "2": "semi-final-2",
};

/**
 * Builds one year from the Mirovision contestants file. Final ranked by `final_total_points` (tie → televote, then
 * running order); semi-final qualifiers are the semi-finalists who sang in the final; `NA` means unknown.
 */
export function parseMirovision(
  contestantsCsv: string,
  year: number,
  options: Omit<EurovisionOptions, "year"> = {},
): ImportedTournament {
  checkYear(year);
  const table = readCsvTable(contestantsCsv, { required: MIROVISION_REQUIRED });
  const rows = table.rows.filter((row) => row.cell("year") === String(year));
  if (rows.length === 0) throw new ImportError(`no contestants for ${year}`, "year");
  const plans: ShowPlan[] = [];
  for (const show of SHOWS) {
    const plan = show === "final" ? mirovisionFinal(rows) : mirovisionSemi(rows, show);
    if (plan) plans.push(plan);
  }
  if (plans.length === 0)
    throw new ImportError(`no show took place in ${year} (no semi-final number or final running order)`, "year");
  return tournamentOf(plans, { ...options, year });
}

/** The cell, with "NA" read as empty. */
function cellOf(row: CsvRow, column: string): string {
  const value = row.cell(column);
  return value === "NA" ? "" : value;
}

function optionalNumber(row: CsvRow, column: string, minimum: number): number | undefined {
  const text = cellOf(row, column);
  return text ? wholeNumberText(text, row.where, column, minimum) : undefined;
}

function mirovisionSemi(rows: CsvRow[], show: Show): ShowPlan | undefined {
  const number = Object.keys(MIROVISION_SEMIS).find((key) => MIROVISION_SEMIS[key] === show);
  const semi = rows.filter((row) => cellOf(row, "semifinal_number") === number);
  if (semi.length === 0) return undefined;
  // Qualifiers are known once some semi-finalist has a place in the final's running order.
  const finalKnown = rows.some(
    (row) => cellOf(row, "semifinal_number") !== "" && cellOf(row, "final_running_order") !== "",
  );
  const entries = semi.map((row): Entry => ({
    country: countryOf(row.cell("country"), row.where),
    where: row.where,
    runningOrder: optionalNumber(row, "semifinal_running_order", 1),
    place: optionalNumber(row, "semifinal_place", 1),
    qualified: finalKnown ? cellOf(row, "final_running_order") !== "" : undefined,
  }));
  const places = new Set(entries.map((e) => e.place));
  if (entries.some((e) => e.place === undefined) || places.size !== entries.length)
    for (const e of entries) delete e.place;
  return planOf(show, entries);
}

function mirovisionFinal(rows: CsvRow[]): ShowPlan | undefined {
  const final = rows.filter((row) => cellOf(row, "final_running_order") !== "");
  if (final.length === 0) return undefined;
  const scored = final.map((row) => {
    const entry: Entry = {
      country: countryOf(row.cell("country"), row.where),
      where: row.where,
      runningOrder: optionalNumber(row, "final_running_order", 1),
    };
    return {
      entry,
      points: optionalNumber(row, "final_total_points", 0),
      televote: optionalNumber(row, "final_televoting_points", 0) ?? -1,
    };
  });
  if (scored.every((s) => s.points !== undefined)) {
    scored
      .sort(
        (a, b) =>
          (b.points ?? 0) - (a.points ?? 0) ||
          b.televote - a.televote ||
          (a.entry.runningOrder ?? 0) - (b.entry.runningOrder ?? 0),
      )
      .forEach((s, i) => (s.entry.place = i + 1));
  }
  return planOf(
    "final",
    scored.map((s) => s.entry),
  );
}
