import { localePrefix } from "@/lib/locales";
import { routes } from "@/server/api/routes";
import { initPayment } from "@/server/billing/subscriptions";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";

/** Starts a Plus purchase: `{tournament, plan}` → `{subscriptionId, redirectUrl}` (the provider's checkout). */
export const POST = withApi(routes.initPayment, async ({ session, body, locale }) =>
  initPayment(await getAppDb(), session.user.id, body, localePrefix(locale)),
);
