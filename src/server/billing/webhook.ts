import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Db } from "@/db";
import { AppError } from "@/lib/errors";
import { currentProvider, sandboxWebhookSecret, SANDBOX_SIGNATURE_HEADER } from "./providers";
import { signPayload } from "./signature";
import { applyProviderEvent, getSubscription } from "./subscriptions";

/**
 * POST /api/billing/update-status/{subscriptionId}: the provider's signed status webhook. The
 * path names the purchase (the sandbox calls it so), or the provider ("stripe") for account-wide
 * webhooks, which name the purchase in their metadata. Idempotent: a repeated event changes nothing.
 */
export async function receiveWebhook(db: Db, rawBody: string, headers: Headers, pathParam: string) {
  const provider = currentProvider();
  const pathSubscriptionId = z.uuid().safeParse(pathParam).success ? pathParam : null;
  if (!pathSubscriptionId && pathParam !== provider.name) throw new AppError({ code: "error.notFound", status: 404 });
  let event;
  try {
    event = provider.parseWebhook(rawBody, headers);
  } catch {
    event = null;
  }
  if (!event) throw new AppError({ code: "error.billing.signature", status: 400 });
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
  if (currentProvider().name !== "sandbox") throw new AppError({ code: "error.notFound", status: 404 });
  const subscription = await getSubscription(db, userId, subscriptionId);
  if (!subscription.testMode) throw new AppError({ code: "error.notFound", status: 404 });
  if (subscription.status !== "pending") throw new AppError({ code: "error.plus.notPending", status: 409 });
  const body = JSON.stringify({ id: `sandbox_evt_${randomUUID()}`, type: `payment.${outcome}`, data: { subscriptionId } });
  const headers = new Headers({ [SANDBOX_SIGNATURE_HEADER]: signPayload(sandboxWebhookSecret(), body) });
  return receiveWebhook(db, body, headers, subscriptionId);
}
