/** The five sports (seed §1) and the two game modes. */
export const SPORTS = ["football", "basketball", "hockey", "formula1", "eurovision"] as const;
export type Sport = (typeof SPORTS)[number];

export const GAME_MODES = ["simple", "expert"] as const;
export type GameMode = (typeof GAME_MODES)[number];
