import { countryCodeOf } from "./countries";

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
    let names = regionNames.get(languageTag);
    if (!names) {
      names = new Intl.DisplayNames([languageTag], { type: "region", fallback: "none" });
      regionNames.set(languageTag, names);
    }
    const name = names.of(competitor.code);
    if (name) return name;
  }
  return competitor.name;
}

/** A Eurovision entry, or a team named as its country (a national team: "Germany", "USA" with code DE, US). */
function representsCountry(competitor: NamedCompetitor): boolean {
  if (competitor.kind === "country") return true;
  return (competitor.kind ?? "team") === "team" && countryCodeOf(competitor.name) === competitor.code;
}

/** The flag emoji of an ISO 3166-1 alpha-2 code ("DE" → 🇩🇪), or "" without one. */
export function flagOf(code: string | null | undefined): string {
  if (!code || !/^[A-Z]{2}$/.test(code)) return "";
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
