/**
 * What makes tournaments seasons of one competition (decision 0052): the same `competition` key,
 * a slug such as `formula-1` or `fifa-world-cup`. Each importer gives the key of its source
 * (decision 0063: F1DB `formula-1`, openfootball's World Cup `fifa-world-cup`, Eurovision
 * `eurovision-song-contest`, the NHL schedule `nhl`); otherwise it is the tournament's name
 * without its years ("Coupe de France 23/24": `coupe-de-france`), a known competition's name by
 * that competition's key (`competitionOf`, decision 0061); an admin may set or clear it.
 */
import { z } from "zod";
import type { Sport } from "./sports";

const KEY = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export const competitionKey = z.string().trim().toLowerCase().regex(KEY).max(64);

/** The key of a name without its years and season marks; null when nothing is left. */
function competitionKeyOf(name: string): string | null {
  const key = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    // Years and seasons: 2025, 2024/25, 2024-2025, 24/25.
    .replace(/\b(?:\d{4}(?:\s*[/–-]\s*\d{2,4})?|\d{2}\s*\/\s*\d{2})\b/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64)
    .replace(/-+$/, "");
  return key && KEY.test(key) ? key : null;
}

/**
 * The known competitions per sport: each key a name gives (without its years) → the key of the
 * competition, the one its source's importer gives (decision 0061). So a tournament an admin makes
 * by hand ("World Cup 2030") is a season of the same competition as the imported ones ("World Cup
 * 2026" from openfootball: `fifa-world-cup`). Per sport, because "World Cup" is also a hockey and a
 * rugby name. The same keys as the migration that backfilled existing tournaments (0024).
 */
const KNOWN_COMPETITIONS: Readonly<Record<Sport, Readonly<Record<string, string>>>> = {
  football: {
    "world-cup": "fifa-world-cup",
    "fifa-world-cup": "fifa-world-cup",
    "english-premier-league": "premier-league",
    "premier-league": "premier-league",
    "deutsche-bundesliga": "bundesliga",
    bundesliga: "bundesliga",
    "uefa-champions-league": "uefa-champions-league",
    "champions-league": "uefa-champions-league",
  },
  formula1: {
    "formula-1": "formula-1",
    "formula-one": "formula-1",
    f1: "formula-1",
    "f1-world-championship": "formula-1",
    "formula-1-world-championship": "formula-1",
    "fia-formula-one-world-championship": "formula-1",
  },
  eurovision: {
    "eurovision-song-contest": "eurovision-song-contest",
    eurovision: "eurovision-song-contest",
    esc: "eurovision-song-contest",
  },
  hockey: { nhl: "nhl", "national-hockey-league": "nhl" },
  basketball: {},
};

/**
 * The competition of a tournament of `sport` named `name` (the one home of "the key of a name",
 * decision 0061): a known competition's key whatever alias the name uses, any other name its own
 * key; null when nothing is left. Used by the admin's form (without a key of their own) and by
 * every importer whose source gives a name.
 */
export function competitionOf(name: string, sport: Sport): string | null {
  const key = competitionKeyOf(name);
  return key === null ? null : (KNOWN_COMPETITIONS[sport][key] ?? key);
}

/** The competitions whose every season comes from one source, whatever the tournament is named. */
export const SOURCE_COMPETITIONS = {
  f1db: "formula-1",
  eurovision: "eurovision-song-contest",
  nhl: "nhl",
} as const;
