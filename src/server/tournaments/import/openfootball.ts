import "server-only";
import { asArray, asObject, isAbsent, optionalString, requiredString, wholeNumber } from "./fields";
import { competitionOf } from "@/lib/competition";
import { codeOfFlagEmoji, countryCodeOf } from "@/lib/countries";
import { checkTimeZone, formatInstant, parseDate, parseWallTime, utcMs, zonedToUtcMs, type CalendarDate } from "./time";
import {
  type ImportedCompetitor,
  type ImportedGame,
  type ImportedMatchday,
  type ImportedResult,
  type ImportedTournament,
  ImportError,
} from "./types";

/**
 * openfootball JSON (github.com/openfootball/worldcup.json, /football.json):
 * `{ name, matches: [{ round, date, time?, team1, team2, score?: { ht?, ft?, et?, p? }, group?, ground?, num?, status? }] }`.
 * See docs/importers.md.
 */
export interface OpenfootballOptions {
  /** IANA zone of kick-off times written without an offset ("19:00"); default "UTC". */
  timeZone?: string;
  /** Optional worldcup.teams.json content (`[{ name, name_normalised?, flag_icon? }]`) giving ISO codes. */
  teams?: string;
  season?: string;
}

type Pair = { home: number; away: number };

interface Match {
  index: number;
  where: string;
  round: string;
  date: string;
  kickoff: string;
  team1: string;
  team2: string;
  score: { ft?: Pair; et?: Pair; p?: Pair };
  group?: string;
  ground?: string;
  num?: number;
  status?: string;
  /** The goals1/goals2 lists as given (not checked: they only ever answer the top scorer). */
  goals: { home: unknown; away: unknown };
}

export function parseOpenfootball(content: string, options: OpenfootballOptions = {}): ImportedTournament {
  const timeZone = checkTimeZone(options.timeZone ?? "UTC", "options.timeZone");
  const root = asObject(parseJson(content), "file");
  const name = requiredString(root, "name", "file");
  const matches = asArray(root.matches, "matches").map((raw, index) => readMatch(raw, index, timeZone));
  const codes = options.teams === undefined ? new Map<string, string>() : readTeamCodes(options.teams);
  const tournament: ImportedTournament = {
    sport: "football",
    name,
    competitors: competitorsOf(matches, codes),
    matchdays: matchdaysOf(matches),
    games: [],
  };
  const competition = competitionOf(name, "football");
  if (competition) tournament.competition = competition;
  if (options.season !== undefined) tournament.season = options.season;
  if (options.timeZone !== undefined) tournament.timeZone = timeZone;
  tournament.games = gamesOf(matches, tournament.matchdays);
  const topScorer = topScorerOf(matches);
  if (topScorer) tournament.bonusAnswers = [{ key: "topScorer", name: topScorer }];
  return tournament;
}

/** JSON.parse, reporting the line of a syntax error when the runtime tells the position. */
export function parseJson(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const line = position ? content.slice(0, Number(position[1])).split("\n").length : undefined;
    throw new ImportError(`not valid JSON (${message})`, line === undefined ? "file" : `line ${line}`);
  }
}

function readMatch(raw: unknown, index: number, timeZone: string): Match {
  const where = `matches[${index}]`;
  const object = asObject(raw, where);
  const date = requiredString(object, "date", where);
  const match: Match = {
    index,
    where,
    round: requiredString(object, "round", where),
    date,
    kickoff: kickoffOf(
      parseDate(date, `${where}.date`),
      optionalString(object, "time", where),
      timeZone,
      `${where}.time`,
    ),
    team1: requiredString(object, "team1", where),
    team2: requiredString(object, "team2", where),
    score: readScore(object.score, `${where}.score`),
    group: optionalString(object, "group", where),
    ground: optionalString(object, "ground", where),
    num: isAbsent(object.num) ? undefined : wholeNumber(object.num, `${where}.num`, 1),
    status: optionalString(object, "status", where),
    goals: { home: object.goals1, away: object.goals2 },
  };
  if (match.team1 === match.team2)
    throw new ImportError(`a team can't play itself ("${match.team1}")`, `${where}.team2`);
  return match;
}

/** "19:00" is local to `timeZone`; "13:00 UTC-6" carries its own offset; no time means 12:00 local. */
function kickoffOf(date: CalendarDate, time: string | undefined, timeZone: string, where: string): string {
  if (time === undefined) return formatInstant(zonedToUtcMs(date, { hour: 12, minute: 0 }, timeZone));
  const match = /^(\d{1,2}:\d{2})(?:\s*(?:UTC|GMT)(?:([+-])(\d{1,2})(?::?(\d{2}))?)?)?$/i.exec(time);
  if (!match) throw new ImportError(`must be a time such as "19:00" or "13:00 UTC-6", found "${time}"`, where);
  const wall = parseWallTime(match[1] ?? "", where);
  if (!/UTC|GMT/i.test(time)) return formatInstant(zonedToUtcMs(date, wall, timeZone));
  const offset = (Number(match[3] ?? 0) * 60 + Number(match[4] ?? 0)) * (match[2] === "-" ? -1 : 1);
  if (Math.abs(offset) > 14 * 60) throw new ImportError(`offset out of range in "${time}"`, where);
  return formatInstant(utcMs(date, wall, offset));
}

function readScore(raw: unknown, where: string): Match["score"] {
  if (isAbsent(raw)) return {};
  const object = asObject(raw, where);
  const score: Match["score"] = {};
  for (const key of ["ht", "ft", "et", "p"] as const) {
    if (isAbsent(object[key])) continue;
    const pair = readPair(object[key], `${where}.${key}`);
    if (key !== "ht") score[key] = pair;
  }
  checkScore(score, where);
  return score;
}

function readPair(raw: unknown, where: string): Pair {
  const list = asArray(raw, where);
  if (list.length !== 2) throw new ImportError(`must be [home, away] goals, found ${list.length} numbers`, where);
  return {
    home: wholeNumber(list[0], `${where}[0]`),
    away: wholeNumber(list[1], `${where}[1]`),
  };
}

function checkScore({ ft, et, p }: Match["score"], where: string): void {
  if (!ft && (et || p)) throw new ImportError("extra time or penalties without a full-time score", `${where}.ft`);
  if (ft && et && (et.home < ft.home || et.away < ft.away)) {
    throw new ImportError(
      "the score after extra time counts the 90 minutes too, so it can't be lower than ft",
      `${where}.et`,
    );
  }
  if (p && p.home === p.away)
    throw new ImportError(`a penalty shoot-out can't end in a draw (${p.home}-${p.away})`, `${where}.p`);
}

/** Knock-out slots not decided yet: "1A", "2B", "3B/E/F/I/J", "W101", "L102", "2nd Group A", "Winner Match 49". */
export function isPlaceholderTeam(name: string): boolean {
  return (
    /^[1-4][A-L](?:\/[A-L])*$/.test(name) ||
    /^[WL]\d{1,3}$/.test(name) ||
    /^(?:1st|2nd|3rd|4th|winners?|losers?|runners?-up)\b/i.test(name) ||
    /^(?:tbd|tba|n\/a|\?)$/i.test(name)
  );
}

const KNOCKOUT_ROUND =
  /round of \d+|last \d+|1\/\d+|eighth|quarter|semi|final|third place|3rd place|play-?offs?|knock-?out|replay/i;

/** A round that is not a group or league round. */
export function isKnockoutRound(round: string): boolean {
  return KNOCKOUT_ROUND.test(round);
}

function readTeamCodes(content: string): Map<string, string> {
  const codes = new Map<string, string>();
  asArray(parseJson(content), "teams").forEach((raw, i) => {
    const team = asObject(raw, `teams[${i}]`);
    const name = requiredString(team, "name", `teams[${i}]`);
    const flag = optionalString(team, "flag_icon", `teams[${i}]`);
    const code = (flag && codeOfFlagEmoji(flag)) ?? countryCodeOf(name);
    const normalised = optionalString(team, "name_normalised", `teams[${i}]`);
    if (code) for (const spelling of [name, normalised]) if (spelling) codes.set(spelling, code);
  });
  return codes;
}

function competitorsOf(matches: Match[], codes: Map<string, string>): ImportedCompetitor[] {
  const competitors = new Map<string, ImportedCompetitor>();
  for (const team of matches.flatMap((match) => [match.team1, match.team2])) {
    if (isPlaceholderTeam(team) || competitors.has(team)) continue;
    const competitor: ImportedCompetitor = {
      externalId: team,
      name: team,
      kind: "team",
    };
    const code = codes.get(team) ?? countryCodeOf(team);
    if (code) competitor.code = code;
    competitors.set(team, competitor);
  }
  return [...competitors.values()];
}

/**
 * One matchday per `round`, numbered by the median kick-off of its games (ties: first appearance). Files list
 * World Cup games by group, not by day, and league rounds hold the odd game moved weeks earlier, so neither the
 * order in the file nor a round's first game orders rounds the way they are played.
 */
function matchdaysOf(matches: Match[]): ImportedMatchday[] {
  const kickoffs = new Map<string, string[]>();
  for (const match of matches) kickoffs.set(match.round, [...(kickoffs.get(match.round) ?? []), match.kickoff]);
  const median = (times: string[]) => [...times].sort()[Math.floor((times.length - 1) / 2)] ?? "";
  const rounds = [...kickoffs].map(([name, times]) => ({
    name,
    median: median(times),
  }));
  rounds.sort((a, b) => (a.median < b.median ? -1 : a.median > b.median ? 1 : 0));
  return rounds.map((round, i) => ({ ordinal: i + 1, name: round.name }));
}

function gamesOf(matches: Match[], matchdays: ImportedMatchday[]): ImportedGame[] {
  const ordinals = new Map(matchdays.map((matchday) => [matchday.name, matchday.ordinal]));
  const seen = new Map<string, string>();
  return matches.map((match) => {
    const game = gameOf(match, ordinals.get(match.round) ?? 0);
    const previous = seen.get(game.externalId);
    if (previous) throw new ImportError(`same game id "${game.externalId}" as ${previous}`, match.where);
    seen.set(game.externalId, match.where);
    return game;
  });
}

function gameOf(match: Match, matchday: number): ImportedGame {
  const game: ImportedGame = {
    externalId: match.num === undefined ? `${match.date}-${match.team1}-${match.team2}` : String(match.num),
    matchday,
    kickoff: match.kickoff,
    knockout: match.group === undefined && isKnockoutRound(match.round),
    status: "scheduled",
  };
  setSide(game, "home", match.team1);
  setSide(game, "away", match.team2);
  if (match.group) game.stage = match.group;
  if (match.ground) game.venue = match.ground;
  applyOutcome(game, match);
  return game;
}

function setSide(game: ImportedGame, side: "home" | "away", team: string): void {
  if (isPlaceholderTeam(team)) game[side === "home" ? "homeLabel" : "awayLabel"] = team;
  else game[side] = team;
}

const CANCELLED = ["cancelled", "canceled", "abandoned"];

function applyOutcome(game: ImportedGame, match: Match): void {
  const status = match.status?.toLowerCase();
  const { ft } = match.score;
  if (status !== undefined && status !== "postponed" && status !== "awarded" && !CANCELLED.includes(status)) {
    throw new ImportError(
      `unknown status "${match.status}" (known: postponed, cancelled, abandoned, awarded)`,
      `${match.where}.status`,
    );
  }
  if (ft && (status === "postponed" || CANCELLED.includes(status ?? ""))) {
    throw new ImportError(`a ${status} game can't have a score`, `${match.where}.score.ft`);
  }
  if (status === "awarded" && !ft) throw new ImportError("an awarded game needs its score", `${match.where}.score.ft`);
  if (status === "postponed") game.status = "postponed";
  else if (status !== undefined && CANCELLED.includes(status)) game.status = "cancelled";
  else if (ft) {
    if (game.homeLabel || game.awayLabel)
      throw new ImportError("a game with a score needs both teams, not placeholders", `${match.where}.score.ft`);
    game.status = "finished";
    game.result = resultOf(match.score, ft);
  }
}

function resultOf({ et, p }: Match["score"], ft: Pair): ImportedResult {
  const result: Pair & { extraTime?: Pair; penalties?: Pair } = {
    home: ft.home,
    away: ft.away,
  };
  if (et) result.extraTime = { home: et.home, away: et.away };
  if (p) result.penalties = { home: p.home, away: p.away };
  return result;
}

type Goal = { name: string; ownGoal: boolean };

/** A goals1/goals2 list as the World Cup files write it (`[{ name, minute, owngoal? }]`), or null when it is not one. */
function goalList(raw: unknown): Goal[] | null {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) return null;
  const goals: Goal[] = [];
  for (const entry of raw) {
    if (typeof entry !== "object" || entry === null) return null;
    const { name, owngoal } = entry as { name?: unknown; owngoal?: unknown };
    if (typeof name !== "string" || !name.trim()) return null;
    goals.push({ name: name.trim().replace(/\s+/g, " "), ownGoal: owngoal === true });
  }
  return goals;
}

/**
 * The tournament's top scorer, only where the file says it (decision 0063): every game played (or
 * cancelled), every game's scorers listed, as many as its goals (after extra time; shoot-outs and
 * own goals do not count), and one player ahead of all others. A name written short in one game
 * ("Mbappé") counts for the one player of that team whose full name ends with it ("Kylian Mbappé").
 * The club files have no scorers: they answer nothing.
 */
export function topScorerOf(
  matches: readonly Pick<Match, "team1" | "team2" | "score" | "status" | "goals">[],
): string | null {
  const byTeam = new Map<string, Map<string, number>>();
  let listed = false;
  for (const match of matches) {
    if (CANCELLED.includes(match.status?.toLowerCase() ?? "")) continue;
    const total = match.score.et ?? match.score.ft;
    if (!total) return null;
    for (const [side, team] of [
      ["home", match.team1],
      ["away", match.team2],
    ] as const) {
      const goals = goalList(match.goals[side]);
      if (goals === null || goals.length !== total[side]) return null;
      if (match.goals[side] !== undefined && match.goals[side] !== null) listed = true;
      for (const goal of goals) {
        if (goal.ownGoal) continue;
        const scorers = byTeam.get(team) ?? new Map<string, number>();
        scorers.set(goal.name, (scorers.get(goal.name) ?? 0) + 1);
        byTeam.set(team, scorers);
      }
    }
  }
  if (!listed) return null;
  const totals: [string, number][] = [];
  for (const scorers of byTeam.values()) {
    const names = [...scorers.keys()];
    const merged = new Map<string, number>();
    for (const [name, goals] of scorers) {
      const longer = names.filter((other) => other !== name && other.toLowerCase().endsWith(` ${name.toLowerCase()}`));
      const owner = longer.length === 1 ? longer[0]! : name;
      merged.set(owner, (merged.get(owner) ?? 0) + goals);
    }
    totals.push(...merged);
  }
  totals.sort((a, b) => b[1] - a[1]);
  const [first, second] = totals;
  return first && (!second || first[1] > second[1]) ? first[0] : null;
}
