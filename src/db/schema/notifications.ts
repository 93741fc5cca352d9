/**
 * Notification preferences (PRODUCT.md §3) and the reminders already sent, so that a player is
 * reminded of a game once, whichever instance's job finds it first.
 */
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { games } from "./tournaments";

export const notificationPreferences = pgTable("notification_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Mails before picks lock for games not yet picked (src/lib/reminders.ts). On unless turned off. */
  emailReminders: boolean("email_reminders").notNull().default(true),
  /** Plus: how many hours before a game's lock its reminder comes (REMINDER_LEAD_HOURS). */
  reminderLeadHours: integer("reminder_lead_hours").notNull().default(24),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const remindersSent = pgTable(
  "reminders_sent",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/**
 * A device's Web Push subscription (decision 0051): what its browser's PushManager gave, the push
 * service's address and the keys its payloads are encrypted for (RFC 8291). One row per address:
 * the browser that subscribes again, under whichever account, takes it over. Removed by its player,
 * or when the push service answers 404/410 (the browser dropped it).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    /** The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** The browser's User-Agent when it subscribed, to name the device in the list. */
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);
