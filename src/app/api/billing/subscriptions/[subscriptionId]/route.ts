import { routes } from "@/server/api/routes";
import { getSubscription } from "@/server/billing/subscriptions";
import { withApi } from "@/server/http/with-api";

/** One purchase of mine, for the status page while it is pending. */
export const GET = withApi(routes.getSubscription, async ({ db, session, params }) =>
  getSubscription(db, session.user.id, params.subscriptionId),
);
