import "server-only";
import { ImportError } from "./types";

/** Dates and instants for importers: every kickoff leaves as an ISO 8601 UTC instant ("2026-06-11T19:00:00Z"). */

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatInstant(ms: number): string {
  return new Date(ms).toISOString().replace(".000Z", "Z");
}

/** Throws unless `timeZone` is an IANA zone this runtime knows ("Europe/London"). */
export function checkTimeZone(timeZone: string, where: string): string {
  try {
    zoneFormatter(timeZone);
  } catch {
    throw new ImportError(`unknown time zone "${timeZone}" (use an IANA name such as "Europe/London")`, where);
  }
  return timeZone;
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** "YYYY-MM-DD" naming a real calendar day. */
export function parseDate(text: string, where: string): CalendarDate {
  if (!isCalendarDate(text)) throw new ImportError(`must be a date YYYY-MM-DD, found "${text}"`, where);
  const [year = 0, month = 0, day = 0] = text.split("-").map(Number);
  return { year, month, day };
}

export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}

export interface WallTime {
  hour: number;
  minute: number;
}

/** "HH:MM" (24 h). */
export function parseWallTime(text: string, where: string): WallTime {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (!match || hour > 23 || minute > 59) throw new ImportError(`must be a time HH:MM, found "${text}"`, where);
  return { hour, minute };
}

export function utcMs(date: CalendarDate, time: WallTime, offsetMinutes = 0): number {
  return Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute) - offsetMinutes * 60_000;
}

/**
 * The instant at which clocks in `timeZone` show `date` `time`. DST-safe: an ambiguous wall time (clocks going back)
 * takes the earlier instant; a wall time skipped by clocks going forward is moved forward by the gap.
 */
export function zonedToUtcMs(date: CalendarDate, time: WallTime, timeZone: string): number {
  const wall = utcMs(date, time);
  const before = zoneOffsetMs(timeZone, wall - DAY_MS);
  const after = zoneOffsetMs(timeZone, wall + DAY_MS);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((ms) => wall - zoneOffsetMs(timeZone, ms) === ms);
  return valid.length > 0 ? Math.min(...valid) : wall - before;
}

/** How far clocks in `timeZone` are ahead of UTC at `ms`. */
export function zoneOffsetMs(timeZone: string, ms: number): number {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const shown = Date.UTC(year, month - 1, day, hour % 24, minute, second);
  return shown - (ms - (((ms % 1000) + 1000) % 1000));
}

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An ISO 8601 date-time that carries its offset ("2025-10-04T19:00:00+02:00", "…Z") → UTC instant text. */
export function parseInstant(text: string, where: string, what = "kickoff"): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/.exec(text);
  const problem = `${what} must be an ISO 8601 date-time with an offset, e.g. 2025-10-04T19:00:00+02:00, found "${text}"`;
  if (!match) throw new ImportError(problem, where);
  const [, day = "", hh = "", mm = "", ss = "0", zone = "Z"] = match;
  const date = isCalendarDate(day) ? parseDate(day, where) : undefined;
  const [hour, minute, second] = [Number(hh), Number(mm), Number(ss)];
  if (!date || hour > 23 || minute > 59 || second > 59) throw new ImportError(problem, where);
  const offset = zone === "Z" ? 0 : offsetMinutes(zone);
  if (Math.abs(offset) > 14 * 60) throw new ImportError(problem, where);
  return formatInstant(utcMs(date, { hour, minute }, offset) + second * 1000);
}

/** "+02:00", "-0530" → minutes east of UTC. */
function offsetMinutes(zone: string): number {
  const digits = zone.slice(1).replace(":", "");
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return zone.startsWith("-") ? -minutes : minutes;
}
