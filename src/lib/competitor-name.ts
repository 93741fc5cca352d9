import { countryCodeOf, countryNameOf, FLAG_CODES } from "./countries";

/**
 * How a competitor is named in a language: Intl's country names for the ISO codes of national
 * teams and Eurovision entries, else our names. Any other code (a driver's nationality, a club's
 * country) draws the flag and never renames the competitor.
 */
export interface NamedCompetitor {
  name: string;
  code: string | null;
  kind?: string | null;
  names?: Record<string, string> | null;
}

const regionNames = new Map<string, Intl.DisplayNames>();

export function competitorName(competitor: NamedCompetitor, languageTag: string): string {
  // Names by tag (`pt-PT`), or by language alone (`pt`) as an import may give them.
  const own = competitor.names?.[languageTag] ?? competitor.names?.[languageTag.split("-")[0]!];
  if (own) return own;
  if (competitor.code && /^[A-Z]{2}$/.test(competitor.code) && representsCountry(competitor)) {
    const name = regionNamesOf(languageTag).of(competitor.code);
    if (name) return name;
  }
  return competitor.name;
}

/** A Eurovision entry, or a team named as its country (a national team: "Germany", "USA" with code DE, US). */
function representsCountry(competitor: NamedCompetitor): boolean {
  if (competitor.kind === "country") return true;
  return (competitor.kind ?? "team") === "team" && countryCodeOf(competitor.name) === competitor.code;
}

/** A country's flag as the page draws it: the ISO code of a flag we ship, and its name in the page's language. */
export interface FlagOf {
  code: string;
  name: string;
}

const SHIPPED = new Set(FLAG_CODES);

/**
 * The flag of an ISO 3166-1 alpha-2 code ("DE" → { code: "de", name: "Deutschland" } in German), or
 * null when we ship no flag for it (`public/flags/`, decision 0043). The name is Intl's in the
 * language tag (`uk`, never the URL's `ua`), else our English one.
 */
export function flagOf(code: string | null | undefined, languageTag: string): FlagOf | null {
  if (!code || !/^[A-Z]{2}$/.test(code) || !SHIPPED.has(code)) return null;
  return { code: code.toLowerCase(), name: regionNamesOf(languageTag).of(code) ?? countryNameOf(code) ?? code };
}

function regionNamesOf(languageTag: string): Intl.DisplayNames {
  let names = regionNames.get(languageTag);
  if (!names) {
    names = new Intl.DisplayNames([languageTag], { type: "region", fallback: "none" });
    regionNames.set(languageTag, names);
  }
  return names;
}
