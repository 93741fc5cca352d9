/**
 * What players predict (PRODUCT.md §1, §3): tournaments of five sports, their competitors,
 * matchdays and games with results. Two event shapes: head-to-head games (home/away) and ranking
 * events (a field of entrants). Importers match rows again by `external_id`, so re-importing updates.
 */
import { sql } from "drizzle-orm";
import { GAME_STATUSES, RUNNING_STATUSES } from "../../lib/statuses";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const tournaments = pgTable(
  "tournaments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    sport: text("sport", { enum: ["football", "basketball", "hockey", "formula1", "eurovision"] }).notNull(),
    name: text("name").notNull(),
    season: text("season"),
    /**
     * The competition this tournament is one season of (decision 0052), a key such as `formula-1`
     * or `world-cup`: a group continues into another tournament of the same key. Set by the import
     * (from the name without its years) or an admin; null: a tournament of its own.
     */
    competition: text("competition"),
    status: text("status", { enum: RUNNING_STATUSES }).notNull().default("idle"),
    startsAt: instant("starts_at"),
    endsAt: instant("ends_at"),
    timeZone: text("time_zone").notNull().default("UTC"),
    logo: text("logo"),
    isDemo: boolean("is_demo").notNull().default(false),
    /** Bumped by every scoring of one of its games (and by deleting a game): stored group tables are then out of date. */
    scoredVersion: bigint("scored_version", { mode: "number" }).notNull().default(0),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at")
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check("tournaments_slug_format", sql`${t.slug} ~ '^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$'`),
    check("tournaments_competition_format", sql`${t.competition} ~ '^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$'`),
    index("tournaments_competition_idx")
      .on(t.competition, t.startsAt)
      .where(sql`competition is not null`),
  ],
);

export const competitors = pgTable(
  "competitors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** ISO 3166-1 alpha-2 for national teams and Eurovision entries: names come from Intl.DisplayNames. */
    code: text("code"),
    kind: text("kind", { enum: ["team", "driver", "country"] })
      .notNull()
      .default("team"),
    /** Optional translated names by locale, when Intl has none (clubs, drivers keep `name`). */
    names: jsonb("names").$type<Record<string, string>>(),
    externalId: text("external_id"),
  },
  (t) => [
    uniqueIndex("competitors_tournament_external_idx").on(t.tournamentId, t.externalId),
    index("competitors_tournament_idx").on(t.tournamentId),
  ],
);

export const matchdays = pgTable(
  "matchdays",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    ordinal: integer("ordinal").notNull(),
    name: text("name"),
    status: text("status", { enum: RUNNING_STATUSES }).notNull().default("idle"),
  },
  (t) => [
    uniqueIndex("matchdays_tournament_ordinal_idx").on(t.tournamentId, t.ordinal),
    check("matchdays_ordinal_positive", sql`${t.ordinal} > 0`),
  ],
);

export const games = pgTable(
  "games",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    matchdayId: uuid("matchday_id")
      .notNull()
      .references(() => matchdays.id, { onDelete: "cascade" }),
    kickoff: instant("kickoff").notNull(),
    /** When picks close: the kickoff, or earlier (Formula 1: the start of qualifying). */
    locksAt: instant("locks_at").notNull(),
    homeId: uuid("home_id").references(() => competitors.id, { onDelete: "restrict" }),
    awayId: uuid("away_id").references(() => competitors.id, { onDelete: "restrict" }),
    /** A knockout slot not decided yet ("Winner match 49", "1A"). */
    homeLabel: text("home_label"),
    awayLabel: text("away_label"),
    /** The field of a ranking event (drivers of a race, countries of a show). */
    entrantIds: uuid("entrant_ids").array(),
    /** Ranking events: `race`, `semi-final`, `final`; head-to-head: round name such as `round-of-16`. */
    stage: text("stage"),
    knockout: boolean("knockout").notNull().default(false),
    venue: text("venue"),
    status: text("status", { enum: GAME_STATUSES }).notNull().default("scheduled"),
    result: jsonb("result"),
    /** Bumped by every result change, so that the scoring can tell a correction from a repeat. */
    resultVersion: integer("result_version").notNull().default(0),
    externalId: text("external_id"),
    /**
     * Bumped by every change of the row (a move, a status, a result), with `updated_at`: the
     * calendar feeds' SEQUENCE and LAST-MODIFIED, so subscribed calendars take a moved game.
     */
    revision: integer("revision")
      .notNull()
      .default(0)
      // Without a default of its own, drizzle would use the update's expression on insert too.
      .$defaultFn(() => 0)
      .$onUpdate(() => sql`"games"."revision" + 1`),
    updatedAt: instant("updated_at")
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex("games_tournament_external_idx").on(t.tournamentId, t.externalId),
    index("games_matchday_idx").on(t.matchdayId),
    index("games_tournament_kickoff_idx").on(t.tournamentId, t.kickoff),
    check("games_lock_not_after_kickoff", sql`${t.locksAt} <= ${t.kickoff}`),
  ],
);

/**
 * "A result changed" (the domain event the scoring consumes): one row per change, in order. The
 * scoring marks rows processed; realtime forwards them later.
 */
export const resultEvents = pgTable(
  "result_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    status: text("status").notNull(),
    result: jsonb("result"),
    createdAt: instant("created_at").notNull().defaultNow(),
    processedAt: instant("processed_at"),
  },
  (t) => [
    index("result_events_unprocessed_idx")
      .on(t.id)
      .where(sql`${t.processedAt} is null`),
  ],
);
