/**
 * Which language a page request gets, on the request's site (PRODUCT.md §3, decisions 0013, 0025).
 * English pages have no prefix, every other language its segment (`/de`, `/ua`), on every site.
 * A site offers some languages and has a default: a path without a language, or with one the site
 * does not offer, goes to the visitor's choice among the site's languages (`siteLocaleFor`). Proxy
 * runs in Node in Next 16, so it reads the sites like pages do (one cached read a minute).
 */
import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { CONSENT_COOKIE, DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from "./lib/constants";
import { localeOfPath, localePrefix, siteLocaleFor, toLocale, withoutLocale } from "./lib/locales";
import { routing } from "./i18n/routing";
import { getAppDb } from "./server/db";
import { resolveSite } from "./server/sites/sites";

const intl = createMiddleware(routing);
/** For English paths once the site's choice is made: next-intl must not choose again among all ten. */
const intlEnglish = createMiddleware({ ...routing, localeDetection: false });

async function siteLanguages(request: NextRequest): Promise<{ locales: readonly Locale[]; defaultLocale: Locale }> {
  try {
    return await resolveSite(await getAppDb(), request.headers.get("x-forwarded-host") ?? request.headers.get("host"));
  } catch {
    // Without the database the page answers its own error; the language is the default site's.
    return { locales: LOCALES, defaultLocale: DEFAULT_LOCALE };
  }
}

async function route(request: NextRequest, cookie: Locale | undefined) {
  const site = await siteLanguages(request);
  const { pathname, search } = request.nextUrl;
  const named = localeOfPath(pathname);
  if (named && site.locales.includes(named)) return intl(request);
  const wanted = siteLocaleFor(site, { cookie, acceptLanguage: request.headers.get("accept-language") });
  // A language the site does not offer, or none: the same page in the visitor's language of the site.
  if (named || wanted !== DEFAULT_LOCALE) {
    const path = withoutLocale(pathname);
    const target = localePrefix(wanted) + (path === "/" && wanted !== DEFAULT_LOCALE ? "" : path);
    return NextResponse.redirect(new URL(target + search, request.url));
  }
  return intlEnglish(request);
}

export default async function proxy(request: NextRequest) {
  // A cookie from before locales became language tags says `ua` or `pt`: it means `uk` or `pt-PT`,
  // and the browser gets the current id back.
  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  const cookie = toLocale(stored);
  const outdated = Boolean(stored && cookie && cookie !== stored);
  if (outdated) request.cookies.set(LOCALE_COOKIE, cookie!);
  const response = await route(request, cookie);
  if (outdated && !response.cookies.has(LOCALE_COOKIE)) {
    response.cookies.set(LOCALE_COOKIE, cookie!, { path: "/", maxAge: CONSENT_COOKIE.maxAgeSeconds, sameSite: "lax" });
  }
  return response;
}

export const config = {
  // Pages only: not the API, Next's own files, or anything with a file extension.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
