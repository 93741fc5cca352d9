import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every mail we send, kept so none is lost: `logged` when no SMTP server is configured (the demo
 * mailbox reads these), `queued` while sending, `sent` once the SMTP server took it, `failed` with
 * the error otherwise.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").array().notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    replyTo: text("reply_to"),
    kind: text("kind").notNull(),
    status: text("status", { enum: ["logged", "queued", "sent", "failed"] }).notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_created_at_idx").on(t.createdAt)],
);
