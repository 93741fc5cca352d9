import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Db } from "@/db";
import { AppError } from "@/lib/errors";
import { currentProvider, SANDBOX_SIGNATURE_HEADER, signSandboxEvent } from "./providers";
import { applyProviderEvent, getSubscription } from "./subscriptions";

/**
 * POST /api/billing/update-status/{subscriptionId}: the provider's signed status webhook. The
 * path names the purchase (the sandbox calls it so), or the provider ("stripe") for account-wide
 * webhooks, which name the purchase in their metadata. Idempotent: a repeated event changes nothing.
 * A wrong signature is refused (400); a signed event we cannot map is acknowledged and logged.
 */
export async function receiveWebhook(db: Db, rawBody: string, headers: Headers, pathParam: string) {
  const provider = currentProvider();
  const pathSubscriptionId = z.uuid().safeParse(pathParam).success ? pathParam : null;
  if (!pathSubscriptionId && pathParam !== provider.name) throw new AppError({ code: "error.notFound" });
  const event = await provider.parseWebhook(rawBody, headers);
  if (!event) throw new AppError({ code: "error.billing.signature" });
  const result = await applyProviderEvent(db, provider.name, event, pathSubscriptionId);
  return { received: true, duplicate: result.duplicate, status: result.status };
}

export const SANDBOX_OUTCOMES = ["succeeded", "failed", "canceled"] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/**
 * The sandbox checkout's buttons: the buyer decides how the test payment ends, and the sandbox
 * tells us as a real provider would, through the signed webhook.
 */
export async function completeSandboxCheckout(db: Db, userId: string, subscriptionId: string, outcome: SandboxOutcome) {
  if (currentProvider().name !== "sandbox") throw new AppError({ code: "error.notFound" });
  const subscription = await getSubscription(db, userId, subscriptionId);
  if (!subscription.testMode) throw new AppError({ code: "error.notFound" });
  if (subscription.status !== "pending") throw new AppError({ code: "error.plus.notPending" });
  const { amount, currency } = subscription;
  const body = JSON.stringify({
    id: `sandbox_evt_${randomUUID()}`,
    type: `payment.${outcome}`,
    data: { subscriptionId, amount, currency },
  });
  const headers = new Headers({ [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(body) });
  return receiveWebhook(db, body, headers, subscriptionId);
}
