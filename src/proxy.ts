import createMiddleware from "next-intl/middleware";
import type { NextRequest } from "next/server";
import { CONSENT_COOKIE, LOCALE_COOKIE } from "./lib/constants";
import { toLocale } from "./lib/locales";
import { routing } from "./i18n/routing";

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  // A cookie from before locales became language tags says `ua` or `pt`: it means `uk` or `pt-PT`,
  // and the browser gets the current id back.
  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale = toLocale(stored);
  if (!stored || !locale || locale === stored) return intl(request);
  request.cookies.set(LOCALE_COOKIE, locale);
  const response = intl(request);
  if (!response.cookies.has(LOCALE_COOKIE)) {
    response.cookies.set(LOCALE_COOKIE, locale, { path: "/", maxAge: CONSENT_COOKIE.maxAgeSeconds, sameSite: "lax" });
  }
  return response;
}

export const config = {
  // Pages only: not the API, Next's own files, or anything with a file extension.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
