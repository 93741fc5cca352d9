import { z } from "zod";
import { PLUS_PLANS, type PlusPlan } from "@/lib/constants";
import { localePrefix } from "@/lib/locales";
import { initPayment } from "@/server/billing/subscriptions";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";

const initPaymentInput = z.object({ tournament: z.string().trim().min(1).max(64), plan: z.enum(Object.keys(PLUS_PLANS) as [PlusPlan, ...PlusPlan[]]) }).strict();

/** Starts a Plus purchase: `{tournament, plan}` → `{subscriptionId, redirectUrl}` (the provider's checkout). */
export const POST = withApi<z.infer<typeof initPaymentInput>, Record<string, never>, "user">({ auth: "user", body: initPaymentInput }, async ({ session, body, locale }) =>
  initPayment(await getAppDb(), session.user.id, body, localePrefix(locale)),
);
