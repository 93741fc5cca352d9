/**
 * Locale ids are language tags (`uk`, `pt-PT`); the URL keeps the seed's segments (`/ua`, `/pt`).
 * These read a locale from whatever stored or received it, and give its URL prefix; decision 0025.
 */
import { z } from "zod";
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
  return LOCALES.find((l) => l.toLowerCase() === lower) ?? FORMER_IDS[lower];
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

/** The path prefix of a locale's pages: none for the default, `/ua` for `uk`, `/de` for `de`. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : `/${localeSegment(locale)}`;
}

/** A locale in input (profile, site languages): the former ids still read, the current one is kept. */
export const localeInput = z.preprocess((value) => toLocale(value) ?? value, z.enum(LOCALES));
