/**
 * The addresses of the calendar feeds on this site: the https:// one (to copy into a calendar
 * app) and the webcal:// one (which opens the device's calendar to subscribe).
 */
import "server-only";
import { getEnv } from "@/lib/env";
import { calendarFeedPath } from "./tokens";

export function feedLinks(path: string): { url: string; webcal: string } {
  const url = `${getEnv().PUBLIC_URL}${path}`;
  return { url, webcal: url.replace(/^https?:\/\//, "webcal://") };
}

/** A player's own feed, from its secret. */
export function calendarLinks(token: string) {
  return feedLinks(calendarFeedPath(token));
}

/** A tournament's public feed, in a language. */
export function tournamentCalendarLinks(slug: string, lang: string) {
  return feedLinks(`/api/tournaments/${slug}/calendar.ics?lang=${encodeURIComponent(lang)}`);
}
