import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { billingEvents, subscriptions, tournaments, user, type SubscriptionStatus } from "@/db/schema";
import { PLUS_PLANS, type PlusPlan } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/server/log";
import { currentProvider, type PaymentProvider, type ProviderEvent } from "./providers";

/** Which status may follow which (PRODUCT.md §3): anything else a provider says is recorded, not applied. */
const NEXT: Record<SubscriptionStatus, readonly SubscriptionStatus[]> = {
  pending: ["active", "failed", "canceled", "expired"],
  active: ["refunded", "canceled"],
  failed: [],
  canceled: [],
  refunded: [],
  expired: [],
};

export function canMove(from: SubscriptionStatus, to: SubscriptionStatus): boolean {
  return NEXT[from].includes(to);
}

export type Subscription = typeof subscriptions.$inferSelect;

/** Does the player hold Plus for this tournament? */
export async function hasPlus(db: Db, userId: string, tournamentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.tournamentId, tournamentId), eq(subscriptions.status, "active")))
    .limit(1);
  return Boolean(row);
}

/**
 * Starts a Plus purchase: a pending subscription at the plan's price, and a checkout at the
 * provider. A player who already holds Plus for the tournament is told so instead.
 */
export async function initPayment(db: Db, userId: string, input: { tournament: string; plan: PlusPlan }, localePrefix: string, provider: PaymentProvider = currentProvider()) {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.slug, input.tournament));
  if (!tournament) throw new AppError({ code: "error.notFound", status: 404, formField: "tournament" });
  if (tournament.status === "finished") throw new AppError({ code: "error.plus.tournamentFinished", status: 409 });
  if (await hasPlus(db, userId, tournament.id)) throw new AppError({ code: "error.plus.alreadyActive", status: 409 });
  const price = PLUS_PLANS[input.plan];
  const [buyer] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  const [created] = await db
    .insert(subscriptions)
    .values({ userId, tournamentId: tournament.id, plan: input.plan, amount: price.amount, currency: price.currency, provider: provider.name })
    .returning();
  const base = `${getEnv().PUBLIC_URL}${localePrefix}/${tournament.slug}/plus`;
  let checkout: Awaited<ReturnType<PaymentProvider["createCheckout"]>>;
  try {
    checkout = await provider.createCheckout({
      subscriptionId: created!.id,
      amount: price.amount,
      currency: price.currency,
      description: `Callit Plus · ${tournament.name}`,
      returnUrl: `${base}/status?subscriptionId=${created!.id}`,
      cancelUrl: `${base}?canceled=1`,
      email: buyer?.email ?? null,
    });
  } catch (error) {
    // No checkout was opened: the purchase cannot complete, and a new attempt starts afresh.
    await db.update(subscriptions).set({ status: "failed", updatedAt: sql`now()` }).where(eq(subscriptions.id, created!.id));
    throw error;
  }
  const { redirectUrl, providerRef } = checkout;
  if (providerRef) await db.update(subscriptions).set({ providerRef }).where(eq(subscriptions.id, created!.id));
  return { subscriptionId: created!.id, redirectUrl: redirectUrl.startsWith("/") ? `${localePrefix}${redirectUrl}` : redirectUrl };
}

/** A purchase as its buyer sees it; anybody else's answers like one that does not exist. */
export async function getSubscription(db: Db, userId: string, subscriptionId: string) {
  const [row] = await db
    .select({ subscription: subscriptions, tournamentSlug: tournaments.slug, tournamentName: tournaments.name })
    .from(subscriptions)
    .innerJoin(tournaments, eq(tournaments.id, subscriptions.tournamentId))
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
  if (!row) throw new AppError({ code: "error.notFound", status: 404 });
  const { id, plan, amount, currency, status, provider, createdAt, activatedAt } = row.subscription;
  return { subscriptionId: id, tournament: row.tournamentSlug, tournamentName: row.tournamentName, plan, amount, currency, status, testMode: provider === "sandbox", createdAt, activatedAt };
}

/** The player's active Plus tournaments, for the account page and ads. */
export async function listMyPlus(db: Db, userId: string) {
  return db
    .select({ subscriptionId: subscriptions.id, tournament: tournaments.slug, tournamentName: tournaments.name, activatedAt: subscriptions.activatedAt })
    .from(subscriptions)
    .innerJoin(tournaments, eq(tournaments.id, subscriptions.tournamentId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active")))
    .orderBy(desc(subscriptions.activatedAt));
}

/**
 * Applies a verified provider event once: the event id is recorded first (a second delivery
 * stops there), then the purchase moves if the move is allowed. Answers the purchase's status.
 */
export async function applyProviderEvent(db: Db, providerName: string, event: ProviderEvent, pathSubscriptionId: string | null) {
  return db.transaction(async (tx) => {
    const conditions = [eq(subscriptions.provider, providerName)];
    if (event.subscriptionId) conditions.push(eq(subscriptions.id, event.subscriptionId));
    else if (event.providerRef) conditions.push(eq(subscriptions.providerRef, event.providerRef));
    const [target] = event.subscriptionId || event.providerRef ? await tx.select().from(subscriptions).where(and(...conditions)).for("update") : [];
    if (pathSubscriptionId && target && target.id !== pathSubscriptionId) throw new AppError({ code: "error.billing.signature", status: 400 });
    const inserted = await tx
      .insert(billingEvents)
      .values({ provider: providerName, eventId: event.eventId, subscriptionId: target?.id ?? null, status: event.status, payload: event.payload as object })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (inserted.length === 0) return { duplicate: true, status: target?.status ?? null };
    if (!target || !event.status) return { duplicate: false, status: target?.status ?? null };
    if (!canMove(target.status, event.status)) {
      getLogger().warn({ subscriptionId: target.id, from: target.status, to: event.status, eventId: event.eventId }, "billing event ignored: no such transition");
      return { duplicate: false, status: target.status };
    }
    await tx
      .update(subscriptions)
      .set({ status: event.status, updatedAt: sql`now()`, ...(event.status === "active" && { activatedAt: sql`now()` }) })
      .where(eq(subscriptions.id, target.id));
    getLogger().info({ subscriptionId: target.id, from: target.status, to: event.status }, "subscription status changed");
    return { duplicate: false, status: event.status };
  });
}

/** Tournaments (of a list) in which the player holds Plus. */
export async function plusTournaments(db: Db, userId: string, tournamentIds: string[]): Promise<Set<string>> {
  if (tournamentIds.length === 0) return new Set();
  const rows = await db
    .select({ tournamentId: subscriptions.tournamentId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active"), inArray(subscriptions.tournamentId, tournamentIds)));
  return new Set(rows.map((r) => r.tournamentId));
}
