import "server-only";
import { createHash } from "node:crypto";
import Stripe from "stripe";
import type { SubscriptionStatus } from "@/lib/statuses";
import { AppError } from "@/lib/errors";
import { getEnv, type Env } from "@/lib/env";
import { missingStripeSettings } from "./test-mode-notice";
import { getLogger } from "@/server/log";
import { ensureAuthSecret } from "@/server/secrets";

export interface Checkout {
  subscriptionId: string;
  amount: number;
  currency: string;
  description: string;
  /** Where the provider sends the buyer back, paid or not: our status page. */
  returnUrl: string;
  cancelUrl: string;
  email: string | null;
}

/** An amount in minor units of a currency (ISO code, any case). */
export interface Money {
  amount: number;
  currency: string;
}

/** A provider event, verified and reduced to what we act on. */
export interface ProviderEvent {
  eventId: string;
  /** The provider's event type, for the log. */
  type: string;
  subscriptionId: string | null;
  /** The provider's id of the checkout the event is about (sessions only). */
  providerRef: string | null;
  /** The status the event moves the purchase to; null for events we only record. */
  status: SubscriptionStatus | null;
  /**
   * The money the event is about: what was paid (a move to active) or what has been returned in
   * all (a move to refunded). Checked against the purchase's price before the move.
   */
  money: Money | null;
  payload: unknown;
}

export interface PaymentProvider {
  name: "sandbox" | "stripe";
  /** Starts a checkout; answers where to send the buyer and the provider's id for it. */
  createCheckout(checkout: Checkout): Promise<{ redirectUrl: string; providerRef: string | null }>;
  /**
   * Closes a checkout that was opened and not paid, so that it can no longer be paid: "closed".
   * "paid" when the buyer already paid it (its confirmation is on its way).
   */
  closeCheckout(providerRef: string): Promise<"closed" | "paid">;
  /** Checks a webhook's signature and reads it; null when the signature (or the body) is wrong. */
  parseWebhook(rawBody: string, headers: Headers): Promise<ProviderEvent | null>;
}

/** The sandbox's signing key: derived from the auth secret, never the secret itself. */
export function sandboxWebhookSecret(): string {
  return createHash("sha256").update(`callit-sandbox-webhook:${ensureAuthSecret()}`).digest("hex");
}

export const SANDBOX_SIGNATURE_HEADER = "x-callit-signature";

/** Signs a sandbox event in Stripe's format (`t=…,v1=…`) with the sandbox's key. */
export function signSandboxEvent(body: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: body, secret: sandboxWebhookSecret() });
}

const SANDBOX_STATUS: Record<string, SubscriptionStatus> = {
  "payment.succeeded": "active",
  "payment.failed": "failed",
  "payment.canceled": "canceled",
  "payment.refunded": "refunded",
};

const isMoney = (amount: unknown, currency: unknown): boolean =>
  Number.isInteger(amount) && typeof currency === "string" && currency !== "";

/**
 * The built-in provider when no Stripe key is set: a local checkout page in test mode, which
 * confirms through the same signed webhook a real provider would call.
 */
const sandbox: PaymentProvider = {
  name: "sandbox",
  async createCheckout(checkout) {
    return {
      redirectUrl: `/billing/sandbox/${checkout.subscriptionId}`,
      providerRef: `sandbox_${checkout.subscriptionId}`,
    };
  },
  // The sandbox's page pays only a pending purchase (`completeSandboxCheckout`): once the purchase
  // is no longer pending, its checkout is closed.
  async closeCheckout() {
    return "closed";
  },
  async parseWebhook(rawBody, headers) {
    const signature = headers.get(SANDBOX_SIGNATURE_HEADER);
    if (!signature) return null;
    let event: {
      id?: unknown;
      type?: unknown;
      data?: { subscriptionId?: unknown; amount?: unknown; currency?: unknown };
    };
    try {
      event = (await Stripe.webhooks.constructEventAsync(rawBody, signature, sandboxWebhookSecret())) as typeof event;
    } catch {
      return null;
    }
    if (typeof event.id !== "string" || typeof event.type !== "string") return null;
    const data = event.data ?? {};
    const subscriptionId = typeof data.subscriptionId === "string" ? data.subscriptionId : null;
    return {
      eventId: event.id,
      type: event.type,
      subscriptionId,
      providerRef: subscriptionId && `sandbox_${subscriptionId}`,
      status: SANDBOX_STATUS[event.type] ?? null,
      money: isMoney(data.amount, data.currency)
        ? { amount: data.amount as number, currency: data.currency as string }
        : null,
      payload: event,
    };
  },
};

/** Retries of a Stripe call that timed out or failed in transit (POSTs carry an idempotency key). */
const STRIPE_NETWORK_RETRIES = 1;

const clients = new Map<string, Stripe>();

/** One SDK client per configuration, with a timeout on every call; STRIPE_API_BASE picks the host. */
function stripeClient(env: Env & { STRIPE_SECRET_KEY: string }): Stripe {
  const key = JSON.stringify([env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE, env.STRIPE_TIMEOUT_MS]);
  let client = clients.get(key);
  if (!client) {
    const base = new URL(env.STRIPE_API_BASE);
    const protocol = base.protocol === "http:" ? "http" : "https";
    client = new Stripe(env.STRIPE_SECRET_KEY, {
      host: base.hostname,
      port: base.port || (protocol === "http" ? 80 : 443),
      protocol,
      timeout: env.STRIPE_TIMEOUT_MS,
      maxNetworkRetries: STRIPE_NETWORK_RETRIES,
      telemetry: false,
      appInfo: { name: "Callit" },
    });
    clients.set(key, client);
  }
  return client;
}

/** Stripe could not be reached or answered with an error: the caller gets a translated 502. */
function providerUnavailable(error: unknown, what: string): AppError {
  getLogger().error({ err: error }, `stripe: ${what} failed`);
  return new AppError({ code: "error.billing.providerUnavailable" });
}

/** Stripe Checkout (one-time payment) and its signed webhooks, through the official SDK. */
function stripe(client: Stripe, webhookSecret: string): PaymentProvider {
  /** The purchase a payment belongs to: the metadata we gave its PaymentIntent at checkout. */
  async function purchaseOfPayment(
    metadata: Stripe.Metadata | null | undefined,
    paymentIntent: string | Stripe.PaymentIntent | null,
  ): Promise<string | null> {
    if (metadata?.subscriptionId) return metadata.subscriptionId;
    if (!paymentIntent) return null;
    if (typeof paymentIntent !== "string") return paymentIntent.metadata?.subscriptionId ?? null;
    try {
      return (await client.paymentIntents.retrieve(paymentIntent)).metadata?.subscriptionId ?? null;
    } catch (error) {
      // A payment Stripe does not know (another account's, a deleted one): nothing of ours.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
      throw providerUnavailable(error, "reading a payment");
    }
  }

  return {
    name: "stripe",
    async createCheckout(checkout) {
      let session: Stripe.Checkout.Session;
      try {
        session = await client.checkout.sessions.create(
          {
            mode: "payment",
            client_reference_id: checkout.subscriptionId,
            metadata: { subscriptionId: checkout.subscriptionId },
            payment_intent_data: { metadata: { subscriptionId: checkout.subscriptionId } },
            success_url: checkout.returnUrl,
            cancel_url: checkout.cancelUrl,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: checkout.currency.toLowerCase(),
                  unit_amount: checkout.amount,
                  product_data: { name: checkout.description },
                },
              },
            ],
            ...(checkout.email && { customer_email: checkout.email }),
          },
          { idempotencyKey: `checkout-${checkout.subscriptionId}` },
        );
      } catch (error) {
        throw providerUnavailable(error, "opening a checkout");
      }
      if (!session.url) throw providerUnavailable(new Error("checkout session without url"), "opening a checkout");
      return { redirectUrl: session.url, providerRef: session.id };
    },
    async closeCheckout(sessionId) {
      try {
        await client.checkout.sessions.expire(sessionId);
        return "closed";
      } catch (error) {
        // Stripe expires only an open session: one already expired is closed, one complete was paid.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError))
          throw providerUnavailable(error, "closing a checkout");
      }
      try {
        return (await client.checkout.sessions.retrieve(sessionId)).status === "complete" ? "paid" : "closed";
      } catch (error) {
        throw providerUnavailable(error, "reading a checkout");
      }
    },
    async parseWebhook(rawBody, headers) {
      const signature = headers.get("stripe-signature");
      if (!signature) return null;
      let event: Stripe.Event;
      try {
        event = await client.webhooks.constructEventAsync(rawBody, signature, webhookSecret);
      } catch {
        return null;
      }
      if (typeof event?.id !== "string" || typeof event.type !== "string") return null;
      const base = { eventId: event.id, type: event.type, payload: event };
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded":
        case "checkout.session.async_payment_failed":
        case "checkout.session.expired": {
          const session = event.data.object;
          const status: SubscriptionStatus | null =
            event.type === "checkout.session.completed"
              ? session.payment_status === "paid"
                ? "active"
                : null
              : event.type === "checkout.session.async_payment_succeeded"
                ? "active"
                : event.type === "checkout.session.async_payment_failed"
                  ? "failed"
                  : "expired";
          return {
            ...base,
            subscriptionId: session.metadata?.subscriptionId ?? session.client_reference_id ?? null,
            providerRef: session.id ?? null,
            status,
            money: isMoney(session.amount_total, session.currency)
              ? { amount: session.amount_total!, currency: session.currency! }
              : null,
          };
        }
        case "charge.refunded": {
          // Sent for every refund, partial or not; amount_refunded is what has gone back in all.
          const charge = event.data.object;
          return {
            ...base,
            subscriptionId: await purchaseOfPayment(charge.metadata, charge.payment_intent),
            providerRef: null,
            status: "refunded",
            money: isMoney(charge.amount_refunded, charge.currency)
              ? { amount: charge.amount_refunded, currency: charge.currency }
              : null,
          };
        }
        case "charge.dispute.closed": {
          // A dispute we lost returns the money like a full refund; one we won changes nothing.
          const dispute = event.data.object;
          return {
            ...base,
            subscriptionId: await purchaseOfPayment(null, dispute.payment_intent),
            providerRef: null,
            status: dispute.status === "lost" ? "refunded" : null,
            money: isMoney(dispute.amount, dispute.currency)
              ? { amount: dispute.amount, currency: dispute.currency }
              : null,
          };
        }
        default:
          return { ...base, subscriptionId: null, providerRef: null, status: null, money: null };
      }
    },
  };
}

/** The provider this instance takes payments with: Stripe when configured, else the sandbox. */
export function currentProvider(): PaymentProvider {
  const env = getEnv();
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET)
    return stripe(stripeClient({ ...env, STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY }), env.STRIPE_WEBHOOK_SECRET);
  return sandbox;
}

export function isTestMode(): boolean {
  return missingStripeSettings(getEnv()).length > 0;
}
