/**
 * Locale ids are language tags (`uk`, `pt-PT`); the URL keeps the seed's segments (`/ua`, `/pt`).
 * These read a locale from whatever stored or received it, and give its URL prefix; decision 0025.
 */
import { DEFAULT_LOCALE, LOCALE_PREFIXES, LOCALES, type Locale } from "./constants";

/** Ids older data and clients may still send: the URL segments used to be the ids. */
const FORMER_IDS: Record<string, Locale> = { ua: "uk", pt: "pt-PT" };

/**
 * The locale a stored or received value means (profile, site languages, cookie, header, query): a
 * current id, or a former one (`ua`, `pt`); anything else is undefined.
 */
export function toLocale(value: unknown): Locale | undefined {
  if (typeof value !== "string") return undefined;
  const lower = value.toLowerCase();
  // Own keys only: `constructor` or `__proto__` in a header or cookie is no locale.
  return (
    LOCALES.find((l) => l.toLowerCase() === lower) ?? (Object.hasOwn(FORMER_IDS, lower) ? FORMER_IDS[lower] : undefined)
  );
}

/** The locale of a language tag from Accept-Language or a browser (`uk-UA`, `pt-BR`, `de`), if we have its language. */
export function localeOfTag(tag: string): Locale | undefined {
  const exact = toLocale(tag);
  if (exact) return exact;
  const language = tag.split("-")[0]?.toLowerCase();
  return LOCALES.find((l) => l.split("-")[0] === language);
}

/** A locale's URL segment, also its short label for people: `ua` for `uk`, `pt` for `pt-PT`, `de` for `de`. */
export function localeSegment(locale: Locale): string {
  return (LOCALE_PREFIXES as Partial<Record<Locale, string>>)[locale]?.slice(1) ?? locale;
}

/**
 * A locale as Open Graph writes it (`language_TERRITORY`: `en_US`, `uk_UA`, `pt_PT`), from the
 * likely territory of its language tag.
 */
export function openGraphLocale(locale: Locale): string {
  const tag = new Intl.Locale(locale).maximize();
  return tag.region ? `${tag.language}_${tag.region}` : tag.language;
}

/** The path prefix of a locale's pages: none for the default, `/ua` for `uk`, `/de` for `de`. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : `/${localeSegment(locale)}`;
}

/** The locales of an Accept-Language header that we have, best first by their weight (`q`). */
export function acceptedLocales(header: string | null | undefined): Locale[] {
  const weighted = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .map((p) => p.trim())
          .find((p) => p.startsWith("q="))
          ?.slice(2) ?? 1,
      );
      return { locale: localeOfTag(tag.trim()), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry): entry is { locale: Locale; q: number; index: number } => Boolean(entry.locale) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return [...new Set(weighted.map((entry) => entry.locale))];
}

/** The locale a path names by its first segment (`/ua/…` → `uk`, `/de` → `de`, `/en/…` → `en`), if any. */
export function localeOfPath(pathname: string): Locale | undefined {
  const segment = pathname.split("/")[1] ?? "";
  return LOCALES.find((l) => localeSegment(l) === segment);
}

/** A path without its locale segment: `/ua/demo-cup` → `/demo-cup`, `/de` → `/`. */
export function withoutLocale(pathname: string): string {
  return localeOfPath(pathname) ? pathname.replace(/^\/[^/]+/, "") || "/" : pathname;
}

/**
 * The language a visitor gets from a site where the URL names none, or names one the site does not
 * offer (PRODUCT.md §3, decision 0013): their own choice (the locale cookie), else the first
 * language of their browser the site offers, else the site's default. Only the site's languages.
 */
export function siteLocaleFor(
  site: { locales: readonly Locale[]; defaultLocale: Locale },
  visitor: { cookie?: string | null; acceptLanguage?: string | null },
): Locale {
  const chosen = toLocale(visitor.cookie);
  if (chosen && site.locales.includes(chosen)) return chosen;
  return acceptedLocales(visitor.acceptLanguage).find((l) => site.locales.includes(l)) ?? site.defaultLocale;
}
