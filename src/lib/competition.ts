/**
 * What makes tournaments seasons of one competition (decision 0052): the same `competition` key,
 * a slug such as `formula-1` or `world-cup`. An import without one takes it from the tournament's
 * name without its years ("Formula 1 2025" and "Formula 1 2026": `formula-1`); an admin may set
 * or clear it.
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
