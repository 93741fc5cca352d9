import { receiveWebhook } from "@/server/billing/webhook";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";

/** The payment provider's signed status webhook (no session: the signature authenticates). */
export const POST = withApi<undefined, { subscriptionId: string }, "public">({ auth: "public" }, async ({ request, params }) =>
  receiveWebhook(await getAppDb(), await request.text(), request.headers, params.subscriptionId),
);
