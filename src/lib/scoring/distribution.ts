/**
 * How a set of picks of one game splits: the share of home wins, draws and away wins (head-to-head
 * games, both modes), the most picked scores (expert), and for ranking events how often each
 * entrant was picked to win (rankings) or to qualify (qualifier sets). Pure: the group page and the
 * predictions hub feed it picks that are already locked.
 */
import type { Outcome } from "./outcomes";

export interface Distribution {
  total: number;
  /** Head-to-head: picks per outcome (draw stays 0 where a sport never draws). */
  outcomes: Record<Outcome, number> | null;
  /** Expert head-to-head: the scores picked, most picked first (ties: the higher home score first). */
  scores: { home: number; away: number; count: number }[];
  /** Rankings: picks per entrant in first place; qualifier sets: picks per entrant in the set. Most picked first. */
  entrants: { id: string; count: number }[];
}

type AnyPick = { outcome?: string; home?: number; away?: number; ranking?: string[]; qualifiers?: string[] };

function outcomeOfPick(pick: AnyPick): Outcome | null {
  if (pick.outcome === "home" || pick.outcome === "draw" || pick.outcome === "away") return pick.outcome;
  if (typeof pick.home === "number" && typeof pick.away === "number")
    return pick.home > pick.away ? "home" : pick.home < pick.away ? "away" : "draw";
  return null;
}

const byCount = <T extends { count: number }>(list: T[], tie: (a: T, b: T) => number) =>
  list.sort((a, b) => b.count - a.count || tie(a, b));

export function pickDistribution(picks: readonly unknown[]): Distribution {
  return weightedDistribution(picks.map((pick) => ({ pick, count: 1 })));
}

/** The same from picks already counted (the database groups equal picks): `count` players picked `pick`. */
export function weightedDistribution(entries: readonly { pick: unknown; count: number }[]): Distribution {
  const outcomes: Record<Outcome, number> = { home: 0, draw: 0, away: 0 };
  let headToHead = false;
  const scores = new Map<string, { home: number; away: number; count: number }>();
  const entrants = new Map<string, number>();
  let total = 0;
  for (const { pick: raw, count: weight } of entries) {
    if (!raw || typeof raw !== "object" || !(weight > 0)) continue;
    const pick = raw as AnyPick;
    const outcome = outcomeOfPick(pick);
    const listed = Array.isArray(pick.ranking)
      ? pick.ranking.slice(0, 1)
      : Array.isArray(pick.qualifiers)
        ? pick.qualifiers
        : null;
    if (!outcome && !listed) continue;
    total += weight;
    if (outcome) {
      headToHead = true;
      outcomes[outcome] += weight;
      if (typeof pick.home === "number" && typeof pick.away === "number") {
        const key = `${pick.home}:${pick.away}`;
        const entry = scores.get(key) ?? { home: pick.home, away: pick.away, count: 0 };
        entry.count += weight;
        scores.set(key, entry);
      }
    }
    for (const id of listed ?? []) entrants.set(id, (entrants.get(id) ?? 0) + weight);
  }
  return {
    total,
    outcomes: headToHead ? outcomes : null,
    scores: byCount([...scores.values()], (a, b) => b.home - a.home || a.away - b.away),
    entrants: byCount(
      [...entrants].map(([id, count]) => ({ id, count })),
      (a, b) => a.id.localeCompare(b.id),
    ),
  };
}

/** A whole-number percentage of `count` in `total` (0 when nobody picked). */
export const percentOf = (count: number, total: number): number =>
  total === 0 ? 0 : Math.round((count / total) * 100);
