/**
 * How Callit names a kickoff or a lock: "Sat 28 Nov, 18:00" in the viewer's language and zone
 * (`Intl.DateTimeFormat` options, for next-intl's `format.dateTime`). One home for the pick sheet,
 * the schedule's cards, the bonus questions, a game's picks, the result editor and the reminders:
 * `kickoffFormat` fits it to the language's clock, `formatKickoff` adds the year where a kickoff
 * is not this year's.
 */
const KICKOFF_FORMAT = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
} as const;

/** What `formatKickoff` needs of a formatter (next-intl's `useFormatter()`/`getFormatter()`, the mails' `t`). */
interface KickoffFormatter {
  dateTime(value: Date, options: KickoffOptions): string;
}

/** The options a kickoff is written with (and those its helpers ask): a subset both formatters take. */
interface KickoffOptions {
  weekday?: "short";
  day?: "numeric";
  month?: "short";
  year?: "numeric";
  hour?: "numeric" | "2-digit";
  minute?: "2-digit";
  timeZone?: string;
}

/** Whether a formatter's language writes a 12-hour clock, per formatter (one question each). */
const twelveHourClock = new WeakMap<KickoffFormatter, boolean>();

/**
 * `KICKOFF_FORMAT` for a formatter's language: its hour two-digit on a 24-hour clock ("08:05", so
 * that a column of times lines up), but "8:05 PM" on a 12-hour one (English), never "08:05 PM".
 * The language's clock is read off the formatter itself (1 p.m. written as "13" or not).
 */
export function kickoffFormat(format: KickoffFormatter): KickoffOptions {
  let twelve = twelveHourClock.get(format);
  if (twelve === undefined) {
    twelve = !format.dateTime(new Date(Date.UTC(2000, 0, 1, 13)), { hour: "numeric", timeZone: "UTC" }).includes("13");
    twelveHourClock.set(format, twelve);
  }
  return twelve ? { ...KICKOFF_FORMAT, hour: "numeric" } : KICKOFF_FORMAT;
}

/**
 * A kickoff or lock as `kickoffFormat` names it ("Sat, Nov 28, 6:00 PM", "Sa., 28. Nov., 18:00"),
 * with its year when that is not the year of `now` in the viewer's zone ("Sat, Apr 1, 2028, 3:50
 * PM"). `now` is the server's (passed down to the browser), never the browser's clock, so both
 * render the same text. For every kickoff and lock shown on a page and in the reminder mails.
 */
export function formatKickoff(format: KickoffFormatter, at: Date | number | string, now: Date | number): string {
  const when = new Date(at);
  const year = (d: Date | number) => format.dateTime(new Date(d), { year: "numeric" });
  const options = kickoffFormat(format);
  return format.dateTime(when, year(when) === year(now) ? options : { ...options, year: "numeric" });
}
