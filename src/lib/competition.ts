/**
 * What makes tournaments seasons of one competition (decision 0052): the same `competition` key,
 * a slug such as `formula-1` or `fifa-world-cup`. Each importer gives the key of its source
 * (decision 0063: F1DB `formula-1`, openfootball's World Cup `fifa-world-cup`, Eurovision
 * `eurovision-song-contest`, the NHL schedule `nhl`); otherwise it is the tournament's name
 * without its years ("Coupe de France 23/24": `coupe-de-france`); an admin may set or clear it.
 */
import { z } from "zod";

const KEY = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export const competitionKey = z.string().trim().toLowerCase().regex(KEY).max(64);

/** The key of a name without its years and season marks; null when nothing is left. */
export function competitionKeyOf(name: string): string | null {
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
 * The competitions of openfootball's files (worldcup.json, football.json), by the key of the name
 * the file gives ("World Cup 2026", "English Premier League 2025/26"); a name not listed keeps its
 * own key. The same keys as the migration that backfilled existing tournaments (0024).
 */
const OPENFOOTBALL_COMPETITIONS: Readonly<Record<string, string>> = {
  "world-cup": "fifa-world-cup",
  "fifa-world-cup": "fifa-world-cup",
  "english-premier-league": "premier-league",
  "deutsche-bundesliga": "bundesliga",
  "uefa-champions-league": "uefa-champions-league",
};

/** The competition of an openfootball file, from the name it gives. */
export function openfootballCompetition(name: string): string | null {
  const key = competitionKeyOf(name);
  return key === null ? null : (OPENFOOTBALL_COMPETITIONS[key] ?? key);
}

/** The competitions whose every season comes from one source, whatever the tournament is named. */
export const SOURCE_COMPETITIONS = {
  f1db: "formula-1",
  eurovision: "eurovision-song-contest",
  nhl: "nhl",
} as const;
