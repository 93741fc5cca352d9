import "server-only";
import { createHash } from "node:crypto";
import type { SubscriptionStatus } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { getEnv } from "@/lib/env";
import { ensureAuthSecret } from "@/server/secrets";
import { verifySignature } from "./signature";

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

/** A provider event, verified and reduced to what we act on. */
export interface ProviderEvent {
  eventId: string;
  subscriptionId: string | null;
  providerRef: string | null;
  /** The status the event moves the purchase to; null for events we only record. */
  status: SubscriptionStatus | null;
  payload: unknown;
}

export interface PaymentProvider {
  name: "sandbox" | "stripe";
  /** Starts a checkout; answers where to send the buyer and the provider's id for it. */
  createCheckout(checkout: Checkout): Promise<{ redirectUrl: string; providerRef: string | null }>;
  /** Checks a webhook's signature and reads it; null when the signature is wrong. */
  parseWebhook(rawBody: string, headers: Headers): ProviderEvent | null;
}

/** The sandbox's signing key: derived from the auth secret, never the secret itself. */
export function sandboxWebhookSecret(): string {
  return createHash("sha256").update(`callit-sandbox-webhook:${ensureAuthSecret()}`).digest("hex");
}

export const SANDBOX_SIGNATURE_HEADER = "x-callit-signature";

const SANDBOX_STATUS: Record<string, SubscriptionStatus> = {
  "payment.succeeded": "active",
  "payment.failed": "failed",
  "payment.canceled": "canceled",
  "payment.refunded": "refunded",
};

/**
 * The built-in provider when no Stripe key is set: a local checkout page in test mode, which
 * confirms through the same signed webhook a real provider would call.
 */
const sandbox: PaymentProvider = {
  name: "sandbox",
  async createCheckout(checkout) {
    return { redirectUrl: `/billing/sandbox/${checkout.subscriptionId}`, providerRef: `sandbox_${checkout.subscriptionId}` };
  },
  parseWebhook(rawBody, headers) {
    if (!verifySignature(sandboxWebhookSecret(), rawBody, headers.get(SANDBOX_SIGNATURE_HEADER))) return null;
    const event = JSON.parse(rawBody) as { id?: unknown; type?: unknown; data?: { subscriptionId?: unknown } };
    if (typeof event.id !== "string" || typeof event.type !== "string") return null;
    const subscriptionId = typeof event.data?.subscriptionId === "string" ? event.data.subscriptionId : null;
    return { eventId: event.id, subscriptionId, providerRef: subscriptionId && `sandbox_${subscriptionId}`, status: SANDBOX_STATUS[event.type] ?? null, payload: event };
  },
};

type StripeObject = { id?: string; client_reference_id?: string | null; metadata?: Record<string, string> | null; payment_status?: string; checkout_session?: string | null };

/** Stripe Checkout (one-time payment) and its signed webhooks. */
function stripe(secretKey: string, webhookSecret: string, apiBase: string): PaymentProvider {
  return {
    name: "stripe",
    async createCheckout(checkout) {
      const form = new URLSearchParams({
        mode: "payment",
        client_reference_id: checkout.subscriptionId,
        "metadata[subscriptionId]": checkout.subscriptionId,
        "payment_intent_data[metadata][subscriptionId]": checkout.subscriptionId,
        success_url: checkout.returnUrl,
        cancel_url: checkout.cancelUrl,
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": checkout.currency.toLowerCase(),
        "line_items[0][price_data][unit_amount]": String(checkout.amount),
        "line_items[0][price_data][product_data][name]": checkout.description,
        ...(checkout.email && { customer_email: checkout.email }),
      });
      let response: Response;
      try {
        response = await fetch(`${apiBase}/v1/checkout/sessions`, {
          method: "POST",
          headers: { authorization: `Bearer ${secretKey}`, "content-type": "application/x-www-form-urlencoded", "idempotency-key": `checkout-${checkout.subscriptionId}` },
          body: form,
        });
      } catch {
        throw new AppError({ code: "error.billing.providerUnavailable", status: 502 });
      }
      const body = (await response.json().catch(() => ({}))) as { id?: string; url?: string };
      if (!response.ok || !body.url || !body.id) throw new AppError({ code: "error.billing.providerUnavailable", status: 502 });
      return { redirectUrl: body.url, providerRef: body.id };
    },
    parseWebhook(rawBody, headers) {
      if (!verifySignature(webhookSecret, rawBody, headers.get("stripe-signature"))) return null;
      const event = JSON.parse(rawBody) as { id?: unknown; type?: unknown; data?: { object?: StripeObject } };
      if (typeof event.id !== "string" || typeof event.type !== "string") return null;
      const object = event.data?.object ?? {};
      const subscriptionId = object.metadata?.subscriptionId ?? object.client_reference_id ?? null;
      const isSession = event.type.startsWith("checkout.session.");
      const status: SubscriptionStatus | null =
        event.type === "checkout.session.completed"
          ? object.payment_status === "paid"
            ? "active"
            : null
          : event.type === "checkout.session.async_payment_succeeded"
            ? "active"
            : event.type === "checkout.session.async_payment_failed"
              ? "failed"
              : event.type === "checkout.session.expired"
                ? "expired"
                : event.type === "charge.refunded"
                  ? "refunded"
                  : null;
      return { eventId: event.id, subscriptionId, providerRef: isSession ? (object.id ?? null) : null, status, payload: event };
    },
  };
}

/** The provider this instance takes payments with: Stripe when configured, else the sandbox. */
export function currentProvider(): PaymentProvider {
  const env = getEnv();
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) return stripe(env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.STRIPE_API_BASE);
  return sandbox;
}

export function isTestMode(): boolean {
  return currentProvider().name === "sandbox";
}
