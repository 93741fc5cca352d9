/**
 * Plus purchases (PRODUCT.md §3 "subscription"): one row per checkout, per user and tournament,
 * and every provider event received, so that a webhook delivered twice changes nothing twice.
 * A deleted account leaves its purchases as anonymous financial records (user set to null).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { SUBSCRIPTION_STATUSES } from "../../lib/statuses";
import { user } from "./auth";
import { tournaments } from "./tournaments";

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "restrict" }),
    plan: text("plan").notNull(),
    /** In minor units (cents) of `currency`. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("pending"),
    /** `sandbox` or `stripe`. */
    provider: text("provider").notNull(),
    /** The provider's id of the checkout (Stripe: the Checkout Session id). */
    providerRef: text("provider_ref"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
    activatedAt: instant("activated_at"),
  },
  (t) => [
    index("subscriptions_user_tournament_idx").on(t.userId, t.tournamentId),
    uniqueIndex("subscriptions_provider_ref_idx").on(t.provider, t.providerRef),
    check("subscriptions_amount_positive", sql`${t.amount} > 0`),
  ],
);

export const billingEvents = pgTable(
  "billing_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    /** The provider's event id: the same event delivered again is recognised and ignored. */
    eventId: text("event_id").notNull(),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "cascade" }),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }),
    payload: jsonb("payload").notNull(),
    receivedAt: instant("received_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("billing_events_provider_event_idx").on(t.provider, t.eventId)],
);
