import { localePrefix } from "@/lib/locales";
import { routes } from "@/server/api/routes";
import { initPayment } from "@/server/billing/subscriptions";
import { withApi } from "@/server/http/with-api";

/** Starts a Plus purchase: `{tournament, plan}` → `{subscriptionId, redirectUrl}` (the provider's checkout). */
export const POST = withApi(routes.initPayment, async ({ db, session, body, locale }) =>
  initPayment(db, session.user.id, body, localePrefix(locale)),
);
