/**
 * How Callit names a kickoff or a lock: "Sat 28 Nov, 18:00" in the viewer's language and zone
 * (`Intl.DateTimeFormat` options, for next-intl's `format.dateTime`). One home for the pick sheet,
 * the schedule's cards, the bonus questions, a game's picks, the result editor and the reminders.
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
