import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, DbOrTx } from "@/db";
import { billingEvents, subscriptions, tournaments, user } from "@/db/schema";
import { PLUS_PLANS, type PlusPlan } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import { PLUS_HELD } from "@/lib/plus";
import type { SubscriptionStatus } from "@/lib/statuses";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/server/log";
import { currentProvider, type PaymentProvider, type ProviderEvent } from "./providers";

/** Which status may follow which (PRODUCT.md §3): anything else a provider says is recorded, not applied. */
const NEXT: Record<SubscriptionStatus, readonly SubscriptionStatus[]> = {
  // A full refund may arrive before the payment's own event: it settles the purchase for good.
  pending: ["active", "failed", "canceled", "expired", "refunded"],
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
export async function hasPlus(db: DbOrTx, userId: string, tournamentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.tournamentId, tournamentId),
        eq(subscriptions.status, PLUS_HELD),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A checkout being opened this recently (no provider reference yet) is another request's, under way. */
const OPENING_CHECKOUT_SECONDS = 60;

/**
 * Starts a Plus purchase: a pending subscription at the plan's price, and a checkout at the
 * provider. A player who already holds Plus for the tournament is told so instead.
 *
 * One open checkout per buyer and tournament, so that nobody pays Plus twice (two tabs, a double
 * click, a checkout left open): under the buyer's row lock, the buyer's earlier pending purchases
 * of the tournament are found; each one's checkout is closed at the provider before the new one
 * opens, and the purchase canceled. One already paid, or one another request is opening at this
 * moment, refuses the new purchase instead (`error.plus.paymentUnderWay`).
 * A provider's call happens outside the transaction: the embedded database's one connection is
 * never held while Stripe answers.
 */
export async function initPayment(
  db: Db,
  userId: string,
  input: { tournament: string; plan: PlusPlan },
  localePrefix: string,
  provider: PaymentProvider = currentProvider(),
) {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.slug, input.tournament));
  if (!tournament) throw new AppError({ code: "error.notFound", formField: "tournament" });
  if (tournament.status === "finished") throw new AppError({ code: "error.plus.tournamentFinished" });
  const price = PLUS_PLANS[input.plan];
  const { buyer, created, earlier } = await db.transaction(async (tx) => {
    // The buyer's row serializes their purchases: a second request waits here and sees the first's.
    const [buyer] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).for("update");
    if (await hasPlus(tx, userId, tournament.id)) throw new AppError({ code: "error.plus.alreadyActive" });
    const earlier = await tx
      .select({
        id: subscriptions.id,
        provider: subscriptions.provider,
        providerRef: subscriptions.providerRef,
        opening: sql<boolean>`${subscriptions.createdAt} > now() - make_interval(secs => ${OPENING_CHECKOUT_SECONDS})`,
      })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          eq(subscriptions.tournamentId, tournament.id),
          eq(subscriptions.status, "pending"),
        ),
      );
    if (earlier.some((e) => !e.providerRef && e.opening)) throw new AppError({ code: "error.plus.paymentUnderWay" });
    const [created] = await tx
      .insert(subscriptions)
      .values({
        userId,
        tournamentId: tournament.id,
        plan: input.plan,
        amount: price.amount,
        currency: price.currency,
        provider: provider.name,
      })
      .returning();
    return { buyer, created, earlier };
  });
  try {
    await closeEarlierCheckouts(db, earlier, provider);
  } catch (error) {
    // This purchase never opened a checkout; the earlier one stays as it is.
    await cancelPending(db, created!.id);
    throw error;
  }
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
    await db
      .update(subscriptions)
      .set({ status: "failed", updatedAt: sql`now()` })
      .where(eq(subscriptions.id, created!.id));
    throw error;
  }
  const { redirectUrl, providerRef } = checkout;
  if (providerRef) await db.update(subscriptions).set({ providerRef }).where(eq(subscriptions.id, created!.id));
  return {
    subscriptionId: created!.id,
    redirectUrl: redirectUrl.startsWith("/") ? `${localePrefix}${redirectUrl}` : redirectUrl,
  };
}

/**
 * Closes the checkouts of a buyer's earlier pending purchases (`initPayment`) and cancels them.
 * One its buyer already paid stops here with `error.plus.paymentUnderWay`: its webhook will
 * activate it. A purchase without a checkout (its opening failed long ago) is only canceled.
 */
async function closeEarlierCheckouts(
  db: Db,
  earlier: { id: string; provider: string; providerRef: string | null }[],
  provider: PaymentProvider,
) {
  for (const purchase of earlier) {
    // A checkout at a provider no longer configured cannot be closed from here: left to its webhook.
    if (purchase.provider !== provider.name) continue;
    if (purchase.providerRef && (await provider.closeCheckout(purchase.providerRef)) === "paid")
      throw new AppError({ code: "error.plus.paymentUnderWay" });
    await cancelPending(db, purchase.id);
  }
}

/** A purchase still pending is canceled (one settled meanwhile stays as it is). */
function cancelPending(db: Db, subscriptionId: string) {
  return db
    .update(subscriptions)
    .set({ status: "canceled", updatedAt: sql`now()` })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, "pending")));
}

/** A purchase as its buyer sees it; anybody else's answers like one that does not exist. */
export async function getSubscription(db: Db, userId: string, subscriptionId: string) {
  const [row] = await db
    .select({ subscription: subscriptions, tournamentSlug: tournaments.slug, tournamentName: tournaments.name })
    .from(subscriptions)
    .innerJoin(tournaments, eq(tournaments.id, subscriptions.tournamentId))
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
  if (!row) throw new AppError({ code: "error.notFound" });
  const { id, plan, amount, currency, status, provider, createdAt, activatedAt } = row.subscription;
  return {
    subscriptionId: id,
    tournament: row.tournamentSlug,
    tournamentName: row.tournamentName,
    plan,
    amount,
    currency,
    status,
    testMode: provider === "sandbox",
    createdAt,
    activatedAt,
  };
}

/** The player's active Plus tournaments, for the account page and ads. */
export async function listMyPlus(db: Db, userId: string) {
  return db
    .select({
      subscriptionId: subscriptions.id,
      tournament: tournaments.slug,
      tournamentName: tournaments.name,
      activatedAt: subscriptions.activatedAt,
    })
    .from(subscriptions)
    .innerJoin(tournaments, eq(tournaments.id, subscriptions.tournamentId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, PLUS_HELD)))
    .orderBy(desc(subscriptions.activatedAt));
}

/**
 * What a verified event may do to its purchase: the move it asks for, or why it is only recorded.
 * Plus is activated only by a payment of the checkout we opened, for exactly the purchase's price;
 * it is revoked only when all of that price has gone back (a full refund, a dispute lost).
 */
function judge(target: Subscription, event: ProviderEvent): { status: SubscriptionStatus | null; refused?: string } {
  if (!event.status) return { status: null };
  const sameCurrency = event.money !== null && event.money.currency.toUpperCase() === target.currency.toUpperCase();
  if (event.status === "active") {
    if (event.providerRef !== target.providerRef)
      return { status: null, refused: "payment is not for the checkout opened for this purchase" };
    if (!sameCurrency || event.money!.amount !== target.amount)
      return { status: null, refused: "amount or currency paid differs from the purchase's price" };
  }
  if (event.status === "refunded" && (!sameCurrency || event.money!.amount < target.amount)) {
    return { status: null, refused: "partial refund: the purchase stays as it is" };
  }
  return { status: event.status };
}

/**
 * Applies a verified provider event once: the event id is recorded first (a second delivery
 * stops there), then the purchase moves if the event may move it and the move is allowed.
 * Events that name no purchase of ours, or that we do not act on, are recorded, logged for the
 * operator and acknowledged (a provider would otherwise deliver them again and again).
 * Answers the purchase's status.
 */
export async function applyProviderEvent(
  db: Db,
  providerName: string,
  event: ProviderEvent,
  pathSubscriptionId: string | null,
) {
  const log = getLogger().child({ provider: providerName, eventId: event.eventId, eventType: event.type });
  return db.transaction(async (tx) => {
    // Anything may stand in a provider's reference field: only a uuid can name one of our purchases.
    const subscriptionId =
      event.subscriptionId && z.uuid().safeParse(event.subscriptionId).success ? event.subscriptionId : null;
    const conditions = [eq(subscriptions.provider, providerName)];
    if (subscriptionId) conditions.push(eq(subscriptions.id, subscriptionId));
    else if (event.providerRef) conditions.push(eq(subscriptions.providerRef, event.providerRef));
    const [target] =
      subscriptionId || event.providerRef
        ? await tx
            .select()
            .from(subscriptions)
            .where(and(...conditions))
            .for("update")
        : [];
    if (pathSubscriptionId && target && target.id !== pathSubscriptionId)
      throw new AppError({ code: "error.billing.signature" });
    const verdict = target ? judge(target, event) : { status: null };
    const inserted = await tx
      .insert(billingEvents)
      .values({
        provider: providerName,
        eventId: event.eventId,
        subscriptionId: target?.id ?? null,
        status: verdict.status,
        payload: event.payload as object,
      })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (inserted.length === 0) return { duplicate: true, status: target?.status ?? null };
    if (!target) {
      if (event.status)
        log.warn(
          { subscriptionId: event.subscriptionId, providerRef: event.providerRef },
          "billing event recorded, not applied: it names no purchase of ours",
        );
      else log.info("billing event recorded, not applied: not an event we act on");
      return { duplicate: false, status: null };
    }
    if (verdict.refused) {
      log.warn(
        {
          subscriptionId: target.id,
          price: { amount: target.amount, currency: target.currency },
          money: event.money,
          providerRef: event.providerRef,
          expectedRef: target.providerRef,
        },
        `billing event recorded, not applied: ${verdict.refused}`,
      );
      return { duplicate: false, status: target.status };
    }
    if (!verdict.status) return { duplicate: false, status: target.status };
    if (!canMove(target.status, verdict.status)) {
      log.warn(
        { subscriptionId: target.id, from: target.status, to: verdict.status },
        "billing event recorded, not applied: no such transition",
      );
      return { duplicate: false, status: target.status };
    }
    await tx
      .update(subscriptions)
      .set({
        status: verdict.status,
        updatedAt: sql`now()`,
        ...(verdict.status === "active" && { activatedAt: sql`now()` }),
      })
      .where(eq(subscriptions.id, target.id));
    log.info({ subscriptionId: target.id, from: target.status, to: verdict.status }, "subscription status changed");
    return { duplicate: false, status: verdict.status };
  });
}

/** Tournaments (of a list) in which the player holds Plus. */
export async function plusTournaments(db: Db, userId: string, tournamentIds: string[]): Promise<Set<string>> {
  if (tournamentIds.length === 0) return new Set();
  const rows = await db
    .select({ tournamentId: subscriptions.tournamentId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, PLUS_HELD),
        inArray(subscriptions.tournamentId, tournamentIds),
      ),
    );
  return new Set(rows.map((r) => r.tournamentId));
}

/**
 * A checkout left unpaid this long cannot be paid any more (Stripe's Checkout Sessions end after
 * 24 hours at most): its purchase moves from pending to expired, with a day to spare for a late
 * webhook.
 */
export const PENDING_EXPIRES_HOURS = 48;

/**
 * Expires the pending purchases older than PENDING_EXPIRES_HOURS (at `at`, the database's clock
 * by default); a job (src/server/jobs/jobs.ts). Running it again changes nothing more.
 */
export async function expirePendingPurchases(db: DbOrTx, options: { at?: Date } = {}): Promise<{ expired: number }> {
  if (!canMove("pending", "expired")) return { expired: 0 };
  const now = options.at ? sql`${options.at.toISOString()}::timestamptz` : sql`now()`;
  const expired = await db
    .update(subscriptions)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        eq(subscriptions.status, "pending"),
        sql`${subscriptions.createdAt} <= ${now} - make_interval(hours => ${PENDING_EXPIRES_HOURS})`,
      ),
    )
    .returning({ id: subscriptions.id });
  if (expired.length > 0) getLogger().info({ expired: expired.length }, "unpaid purchases expired");
  return { expired: expired.length };
}
