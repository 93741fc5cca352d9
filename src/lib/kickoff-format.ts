/**
 * How Callit names a kickoff or a lock: "Sat 28 Nov, 18:00" in the viewer's language and zone
 * (`Intl.DateTimeFormat` options, for next-intl's `format.dateTime`). One home for the pick sheet,
 * the schedule's cards, the bonus questions, a game's picks, the result editor and the reminders;
 * `formatKickoff` adds the year where a kickoff is not this year's.
 */
export const KICKOFF_FORMAT = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
} as const;

/** A kickoff or lock of another year than now's (a far-off lock, `showsLockDate`): with its year. */
export const KICKOFF_YEAR_FORMAT = { ...KICKOFF_FORMAT, year: "numeric" } as const;

/** What `formatKickoff` needs of next-intl's formatter (`useFormatter()` or `getFormatter()`). */
interface KickoffFormatter {
  dateTime(
    value: Date | number,
    options: typeof KICKOFF_FORMAT | typeof KICKOFF_YEAR_FORMAT | { year: "numeric" },
  ): string;
}

/**
 * A kickoff or lock as `KICKOFF_FORMAT` names it ("Sat, Nov 28, 06:00 PM"), with its year when
 * that is not the year of `now` in the viewer's zone ("Sat, Apr 1, 2028, 03:50 PM"). `now` is the
 * server's (passed down to the browser), never the browser's clock, so both render the same text.
 * For every kickoff and lock shown on a page; the reminder mails, sent hours before, use
 * `KICKOFF_FORMAT` itself.
 */
export function formatKickoff(format: KickoffFormatter, at: Date | number | string, now: Date | number): string {
  const when = new Date(at);
  const year = (d: Date | number) => format.dateTime(d, { year: "numeric" });
  return format.dateTime(when, year(when) === year(now) ? KICKOFF_FORMAT : KICKOFF_YEAR_FORMAT);
}
