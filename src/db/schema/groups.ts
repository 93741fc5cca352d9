/**
 * Play (PRODUCT.md §1–§4): groups of friends for one tournament, their members, and the picks.
 * Points are stored per pick and recomputed when a result changes, never on page views.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
    invitationCode: text("invitation_code").notNull().unique(),
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [index("groups_tournament_idx").on(t.tournamentId)],
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
    role: text("role", { enum: ["owner", "admin", "member"] }).notNull().default("member"),
    joinedAt: instant("joined_at").notNull().defaultNow(),
    leftAt: instant("left_at"),
  },
  (t) => [uniqueIndex("group_users_group_user_idx").on(t.groupId, t.userId), index("group_users_user_idx").on(t.userId)],
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
    /** Null until the game is scored; replaced (never added to) by every correction. */
    points: integer("points"),
    exact: boolean("exact").notNull().default(false),
    outcome: boolean("outcome").notNull().default(false),
    scoredVersion: integer("scored_version").notNull().default(0),
  },
  (t) => [
    uniqueIndex("picks_group_user_game_idx").on(t.groupUserId, t.gameId),
    index("picks_game_idx").on(t.gameId),
    check("picks_points_not_negative", sql`${t.points} is null or ${t.points} >= 0`),
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
