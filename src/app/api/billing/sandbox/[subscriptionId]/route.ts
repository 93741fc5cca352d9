import { routes } from "@/server/api/routes";
import { completeSandboxCheckout } from "@/server/billing/webhook";
import { withApi } from "@/server/http/with-api";

/** The sandbox checkout (test mode only): ends the buyer's pending payment as they choose. */
export const POST = withApi(routes.sandboxCheckout, async ({ db, session, params, body }) =>
  completeSandboxCheckout(db, session.user.id, params.subscriptionId, body.outcome),
);
