import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A player's phone as a second factor (decision 0053): one per account, `unverified` until a code
 * sent to it by SMS came back (`verified_at`). The pending enrolment code is kept hashed with its
 * expiry (on the database clock) and the wrong attempts made at it.
 */
export const phoneFactors = pgTable(
  "phone_factors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    /** E.164, e.g. +4915112345678. */
    phone: text("phone").notNull(),
    friendlyName: text("friendly_name"),
    verifiedAt: instant("verified_at"),
    codeHash: text("code_hash"),
    codeExpiresAt: instant("code_expires_at"),
    codeAttempts: integer("code_attempts").notNull().default(0),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [index("phone_factors_phone_idx").on(t.phone)],
);

/**
 * Every SMS we send (decision 0053), like the mail outbox: `logged` when no gateway is configured
 * (admins read it at /admin/sms), `sent` or `failed` at the gateway. The text holds a code: it is
 * stored sealed and emptied once the gateway took it.
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: ["logged", "sent", "failed"] }).notNull(),
    error: text("error"),
    createdAt: instant("created_at")
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index("sms_outbox_created_at_idx").on(t.createdAt)],
);
