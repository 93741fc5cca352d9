import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * A player's personal calendar feed (`/api/calendar/<selector>.<verifier>.ics`): the selector finds
 * the row, the verifier is kept only as its SHA-256 and compared in constant time. One feed per
 * player: regenerating replaces the row, turning it off deletes it (the old link answers 404).
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  selector: text("selector").notNull().unique(),
  verifierHash: text("verifier_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
