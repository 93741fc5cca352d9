/** The pick sheet's rules that need no browser: when a pick is finished or blank, what a typed score means. */

export type Pick = Record<string, unknown>;

/** The inputs stop at MAX_PICK_SCORE (src/lib/scoring/picks.ts, which the server checks); not imported, to keep its schemas off the page. */
export const MAX_PICK_SCORE = 999;

export const score = (v: unknown): number | null => (typeof v === "number" ? v : null);

/** A pick the player has finished: both scores typed, an outcome, or a list with someone in it. */
export function complete(pick: Pick | null): boolean {
  if (!pick) return false;
  if ("home" in pick || "away" in pick) return score(pick.home) !== null && score(pick.away) !== null;
  if (Array.isArray(pick.ranking)) return pick.ranking.length > 0;
  if (Array.isArray(pick.qualifiers)) return pick.qualifiers.length > 0;
  return Boolean(pick.outcome);
}

/** Nothing typed at all: a game the player left alone (or emptied again) is not sent. */
export function blank(pick: Pick): boolean {
  if ("home" in pick || "away" in pick) return score(pick.home) === null && score(pick.away) === null;
  return !complete(pick);
}

/**
 * What a score box holds once the player typed: digits only, the first three (a fourth is not
 * taken, as a full box takes no more: "100" and a 0 stays 100, not 0), at most MAX_PICK_SCORE;
 * empty is no score.
 */
export function typedScore(text: string): number | null {
  const digits = text.replace(/\D/g, "").slice(0, 3);
  return digits === "" ? null : Math.min(MAX_PICK_SCORE, Number(digits));
}

/** ↑ and ↓ on a score box: one more or one less, from empty to 0, between 0 and MAX_PICK_SCORE. */
export function steppedScore(value: number | null, up: boolean): number {
  return up ? Math.min(MAX_PICK_SCORE, (value ?? -1) + 1) : Math.max(0, (value ?? 1) - 1);
}

/** The same pick, whatever the order of its fields (a draft equal to the stored pick is no change). */
function samePick(a: Pick, b: Pick | null): boolean {
  const canonical = (p: Pick) =>
    JSON.stringify(
      Object.keys(p)
        .sort()
        .map((k) => [k, p[k]]),
    );
  return b !== null && canonical(a) === canonical(b);
}

/**
 * What a reload, the back button or a link away and back brings back of a kept draft: the picks
 * typed for games of this sheet that are still open and differ from what is stored.
 */
export type RestorableGame = { id: string; locked: boolean; pick: Pick | null };
export function restorableDraft(kept: unknown, games: RestorableGame[]): Record<string, Pick> {
  if (!kept || typeof kept !== "object" || Array.isArray(kept)) return {};
  const open = new Map(games.filter((g) => !g.locked).map((g) => [g.id, g]));
  return Object.fromEntries(
    Object.entries(kept as Record<string, unknown>).filter(
      (entry): entry is [string, Pick] =>
        open.has(entry[0]) &&
        Boolean(entry[1]) &&
        typeof entry[1] === "object" &&
        !samePick(entry[1] as Pick, open.get(entry[0])!.pick),
    ),
  );
}
