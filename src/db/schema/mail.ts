import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Every mail we send, kept so none is lost (docs/decisions/0015-private-mail.md).
 *
 * - `logged`: no SMTP server is configured; the mailbox page shows it to admins and (unless it
 *   carries a secret) to its recipient's own session.
 * - `queued`: waiting for the SMTP server; `next_attempt_at` says when an instance may claim it
 *   (a claim moves it forward by a lease, so no other instance sends it meanwhile).
 * - `sent`: the SMTP server took it; a mail with a secret no longer holds its subject or text.
 * - `failed`: given up after the last attempt, with the error.
 *
 * `secret` mails (sign-in links, codes, reset and verification links) hold their subject, text and
 * html encrypted (AES-256-GCM, key derived from the auth secret). `user_id` is the recipient's account
 * when there is one: only that account's session may read it, and it goes with the account.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").array().notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    replyTo: text("reply_to"),
    kind: text("kind").notNull(),
    secret: boolean("secret").notNull().default(false),
    status: text("status", { enum: ["logged", "queued", "sent", "failed"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_created_at_idx").on(t.createdAt),
    index("mail_outbox_user_idx").on(t.userId),
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
  ],
);
