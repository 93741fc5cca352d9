/**
 * The whole world's table (decision 0048): every player of a tournament ranked on the default
 * rule set of each mode, whatever groups they play in. Stored like a group's table (decision
 * 0034), rebuilt by the `world` job after a result is scored or members change, never on a read:
 * a page is a range of an index, whatever the number of players.
 */
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One row per (tournament, mode, player) that plays the mode in an active membership. No foreign
 * keys (checking them would be most of a rebuild): a rebuild replaces a tournament's rows whole,
 * and deleting a tournament or a user leaves rows that the next rebuild drops.
 */
export const worldTallies = pgTable(
  "world_tallies",
  {
    tournamentId: uuid("tournament_id").notNull(),
    mode: text("mode", { enum: ["simple", "expert"] }).notNull(),
    userId: text("user_id").notNull(),
    /** The player's country when the table was built (the profile's), for the country filter. */
    country: text("country"),
    points: integer("points").notNull(),
    exact: integer("exact").notNull(),
    outcome: integer("outcome").notNull(),
    played: integer("played").notNull(),
    /** Rank (1, 2, 2, 4) and place in the order of ties among all players of the mode. */
    rank: integer("rank").notNull(),
    position: integer("position").notNull(),
    /** Place in the order of ties among the players of the same country (the country filter's pages). */
    countryPosition: integer("country_position"),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.mode, t.userId] }),
    index("world_tallies_order_idx").on(t.tournamentId, t.mode, t.position),
    index("world_tallies_country_idx").on(t.tournamentId, t.mode, t.country, t.countryPosition),
  ],
);

/** The crowd per matchday (the statistics' comparison): players with a scored pick, their points, picks and hits. */
export const worldMatchdays = pgTable(
  "world_matchdays",
  {
    tournamentId: uuid("tournament_id").notNull(),
    mode: text("mode", { enum: ["simple", "expert"] }).notNull(),
    matchday: integer("matchday").notNull(),
    players: integer("players").notNull(),
    points: bigint("points", { mode: "number" }).notNull(),
    picks: bigint("picks", { mode: "number" }).notNull(),
    exact: bigint("exact", { mode: "number" }).notNull(),
    /** Right outcome (an exact pick counts here too when its outcome is right). */
    outcome: bigint("outcome", { mode: "number" }).notNull(),
    /** Picks that scored points, exact or not. */
    scored: bigint("scored", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.mode, t.matchday] })],
);

/** What a tournament's world tables were built from: its `scored_version` and a sum of its groups' `standings_version`. */
export const worldStates = pgTable("world_states", {
  tournamentId: uuid("tournament_id").primaryKey(),
  scored: bigint("scored", { mode: "number" }).notNull(),
  members: bigint("members", { mode: "number" }).notNull(),
  builtAt: timestamp("built_at", { withTimezone: true }).notNull(),
  /** How long the last rebuild took, for the operators. */
  millis: integer("millis").notNull(),
});
