/**
 * After a sign-in the app speaks the profile's language: the sign-in's answer sets the locale
 * cookie the proxy reads (`NEXT_LOCALE`, as the language menu and the settings do), and the page
 * the player goes on to loses its language segment (`signedInTarget`), so the proxy takes the
 * cookie's language among the site's. Only a new session sets it: renewing the session of a
 * signed-in player (reading it, a profile change) keeps the language the player chose in the menu.
 */
import "server-only";
import type { createAuthMiddleware } from "better-auth/api";
import { CONSENT_COOKIE, LOCALE_COOKIE } from "@/lib/constants";
import { toLocale } from "@/lib/locales";
import { requestSessionToken } from "./second-factor";
import { secureCookies } from "./session-cookie";

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Runs after every auth endpoint, after the second-factor gate (which takes a challenged session away). */
export async function rememberProfileLocale(ctx: Ctx): Promise<void> {
  const created = ctx.context.newSession;
  if (!created?.user) return;
  if (created.session.token === (await requestSessionToken(ctx))) return;
  const locale = toLocale((created.user as { locale?: unknown }).locale);
  if (!locale) return;
  ctx.setCookie(LOCALE_COOKIE, locale, {
    path: "/",
    maxAge: CONSENT_COOKIE.maxAgeSeconds,
    sameSite: "lax",
    secure: secureCookies(),
    httpOnly: false,
  });
}
