import { routes } from "@/server/api/routes";
import { receiveWebhook } from "@/server/billing/webhook";
import { withApi } from "@/server/http/with-api";

/**
 * The payment provider's signed status webhook: server to server, so no same-site check and no
 * session; the signature over the raw body authenticates it. The path names a purchase or the provider.
 */
export const POST = withApi(routes.paymentWebhook, async ({ db, rawBody, request, params }) =>
  receiveWebhook(db, rawBody, request.headers, params.subscriptionId),
);
