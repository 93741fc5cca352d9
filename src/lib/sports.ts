/** The five sports (seed §1), their event shape (PRODUCT.md §1) and the two game modes. */
export const SPORTS = ["football", "basketball", "hockey", "formula1", "eurovision"] as const;
export type Sport = (typeof SPORTS)[number];

export const GAME_MODES = ["simple", "expert"] as const;
export type GameMode = (typeof GAME_MODES)[number];

export type EventShape = "headToHead" | "ranking";

export const SHAPE_OF: Record<Sport, EventShape> = {
  football: "headToHead",
  basketball: "headToHead",
  hockey: "headToHead",
  formula1: "ranking",
  eurovision: "ranking",
};

export const ENTRANT_STATUSES = ["DNF", "DSQ", "DNS"] as const;
export type EntrantStatus = (typeof ENTRANT_STATUSES)[number];

export function isSport(value: unknown): value is Sport {
  return typeof value === "string" && (SPORTS as readonly string[]).includes(value);
}
