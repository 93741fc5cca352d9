/**
 * Who is reminded of what before picks lock (PRODUCT.md §3, decision 0014), the one home of the
 * rule: a free player gets one mail per matchday, when the first game of it they have not picked
 * comes within FREE_REMINDER_LEAD_HOURS of its lock, listing every game of the matchday still
 * missing a pick, and never a second one for that matchday. A Plus player (Plus for the game's
 * tournament) is reminded of each game, at the lead time they chose (REMINDER_LEAD_HOURS).
 * The query that applies it is `src/server/reminders/reminders.ts`.
 */
export const REMINDER_LEAD_HOURS = [1, 3, 24] as const;
export type ReminderLeadHours = (typeof REMINDER_LEAD_HOURS)[number];
export const DEFAULT_REMINDER_LEAD_HOURS: ReminderLeadHours = 24;
export const FREE_REMINDER_LEAD_HOURS = 24;

/** How a player is reminded of a tournament's games: per game (Plus) or once per matchday (free). */
export function reminderKind(plus: boolean): "game" | "matchday" {
  return plus ? "game" : "matchday";
}
