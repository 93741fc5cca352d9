/**
 * Play (PRODUCT.md §1–§4): groups of friends for one tournament, their members, and the picks.
 * Points are stored per pick and recomputed when a result changes, never on page views.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { games, tournaments } from "./tournaments";

const instant = (name: string) => timestamp(name, { withTimezone: true });

export type LockPolicy = { kind: "kickoff" } | { kind: "minutesBefore"; minutes: number } | { kind: "matchday" };

export const groups = pgTable(
  "groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mode: text("mode", { enum: ["simple", "expert"] }).notNull(),
    /** The rule set (src/lib/scoring/rule-sets.ts), validated for the sport and mode. */
    scoring: jsonb("scoring").notNull(),
    lockPolicy: jsonb("lock_policy").$type<LockPolicy>().notNull().default({ kind: "kickoff" }),
    jokers: boolean("jokers").notNull().default(false),
    /** A public league (decision 0048): listed on the tournament's leagues page, joined without the invitation code, within the free limits. */
    public: boolean("public").notNull().default(false),
    invitationCode: text("invitation_code").notNull().unique(),
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: instant("created_at").notNull().defaultNow(),
    /**
     * Seasons (decision 0053): the group this one continues (in an earlier tournament of the same
     * competition), at most one successor each; and the series all its seasons share (the first
     * group's id), read by the all-time table. Both null for a group never continued.
     */
    previousGroupId: uuid("previous_group_id").references((): AnyPgColumn => groups.id, { onDelete: "set null" }),
    seriesId: uuid("series_id"),
    /**
     * Bumped whenever the set of active members or the rules change (a trigger on group_users,
     * and the settings service): the stored tables (`standing_tallies`) are then out of date.
     */
    standingsVersion: bigint("standings_version", { mode: "number" }).notNull().default(0),
    /** The tournament's `scored_version` and our `standings_version` that `standing_tallies` were computed at. */
    talliedScored: bigint("tallied_scored", { mode: "number" }).notNull().default(-1),
    talliedStandings: bigint("tallied_standings", { mode: "number" }).notNull().default(-1),
  },
  // A tournament's groups, and its few distinct rule sets in a probe each (the scoring's skip scan, decision 0044).
  (t) => [
    index("groups_tournament_rules_idx").on(t.tournamentId, t.mode, t.scoring),
    uniqueIndex("groups_previous_group_idx").on(t.previousGroupId),
    index("groups_series_idx")
      .on(t.seriesId)
      .where(sql`series_id is not null`),
    index("groups_public_idx")
      .on(t.tournamentId, t.createdAt)
      .where(sql`public`),
  ],
);

export const groupUsers = pgTable(
  "group_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groupId: uuid("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    /** Null once the player deleted their account: the row stays so that standings stay whole. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    nickname: text("nickname").notNull(),
    role: text("role", { enum: ["owner", "admin", "member"] })
      .notNull()
      .default("member"),
    joinedAt: instant("joined_at").notNull().defaultNow(),
    leftAt: instant("left_at"),
  },
  (t) => [
    uniqueIndex("group_users_group_user_idx").on(t.groupId, t.userId),
    index("group_users_user_idx").on(t.userId),
    // A page of a large group's members, in the order they joined (the group page), without sorting them all.
    index("group_users_active_idx")
      .on(t.groupId, t.joinedAt, t.id)
      .where(sql`left_at is null`),
  ],
);

export const picks = pgTable(
  "picks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groupUserId: uuid("group_user_id")
      .notNull()
      .references(() => groupUsers.id, { onDelete: "cascade" }),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    pick: jsonb("pick").notNull(),
    joker: boolean("joker").notNull().default(false),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("picks_group_user_game_idx").on(t.groupUserId, t.gameId),
    // A game's picks, and its few distinct pick values in a dozen index probes (the scoring's
    // skip scan, decision 0044) instead of a scan of every pick.
    index("picks_game_pick_idx").on(t.gameId, t.pick),
  ],
);

/**
 * The points of a pick (decision 0034): a game has few distinct picks and a group's rule set is
 * data, so the scoring stores one row per (game, mode, rule set, pick value), computed by
 * `scorePick`, and a pick's points are this row joined on its value. No row: not scored yet.
 * Replaced whole for the game by every correction (`src/server/scoring/process-results.ts`).
 */
export const gamePoints = pgTable(
  "game_points",
  {
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    mode: text("mode", { enum: ["simple", "expert"] }).notNull(),
    scoring: jsonb("scoring").notNull(),
    pick: jsonb("pick").notNull(),
    points: integer("points").notNull(),
    /** The same pick played as the matchday's joker. */
    jokerPoints: integer("joker_points").notNull(),
    exact: boolean("exact").notNull(),
    outcome: boolean("outcome").notNull(),
    /** The game's `result_version` these points are for. */
    version: integer("version").notNull(),
  },
  (t) => [uniqueIndex("game_points_value_idx").on(t.gameId, t.mode, t.scoring, t.pick)],
);

/**
 * A group's tables as last computed from `game_points` (a cache, rebuilt on the first read after
 * a result or a change of members): one row per active member with `matchday` 0 (the overall
 * table, ranked and ordered), and one per member and matchday with scored picks.
 */
export const standingTallies = pgTable(
  "standing_tallies",
  {
    /** No foreign keys (checking them was a third of a rebuild): a trigger on `groups` deletes a deleted group's rows. */
    groupId: uuid("group_id").notNull(),
    groupUserId: uuid("group_user_id").notNull(),
    matchday: integer("matchday").notNull(),
    points: integer("points").notNull(),
    exact: integer("exact").notNull(),
    outcome: integer("outcome").notNull(),
    played: integer("played").notNull(),
    /** Picks that scored points, exact or not (the statistics' hit rates; a ranking can score without its winner). */
    scored: integer("scored").notNull().default(0),
    /** Overall rows only: rank (1, 2, 2, 4), place in the order of ties, places moved since the last scored matchday. */
    rank: integer("rank"),
    position: integer("position"),
    movement: integer("movement"),
  },
  (t) => [
    primaryKey({ columns: [t.groupUserId, t.matchday] }),
    index("standing_tallies_order_idx").on(t.groupId, t.matchday, t.position),
    // A matchday's best points and who has them (its winners) without reading the matchday's every row.
    index("standing_tallies_best_idx").on(t.groupId, t.matchday, t.points.desc()),
  ],
);

/**
 * Locks kept for good (decision 0017): when something would move a game's lock later for a group
 * (an admin moving or deleting a game, a status going back to scheduled) after the game had
 * locked for that group, the lock it had is kept here first, so its picks never reopen.
 * `src/server/groups/lock.ts` is the only reader and writer.
 */
export const keptLocks = pgTable(
  "kept_locks",
  {
    groupId: uuid("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    lockedAt: instant("locked_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.gameId] }), index("kept_locks_game_idx").on(t.gameId)],
);
