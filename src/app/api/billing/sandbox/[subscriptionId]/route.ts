import { routes } from "@/server/api/routes";
import { completeSandboxCheckout } from "@/server/billing/webhook";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";

/** The sandbox checkout (test mode only): ends the buyer's pending payment as they choose. */
export const POST = withApi(routes.sandboxCheckout, async ({ session, params, body }) =>
  completeSandboxCheckout(await getAppDb(), session.user.id, params.subscriptionId, body.outcome),
);
