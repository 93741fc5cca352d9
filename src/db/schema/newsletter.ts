import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Double opt-in: `pending` until the link in the confirmation mail is followed, then `confirmed`;
 * `unsubscribed` from settings or the link in every newsletter. The confirmation token is stored
 * hashed; unsubscribe links are signed (they stay valid in every mail ever sent).
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] }).notNull(),
    confirmTokenHash: text("confirm_token_hash"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [index("newsletter_confirm_token_idx").on(t.confirmTokenHash)],
);
