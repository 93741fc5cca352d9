import { z } from "zod";
import { receiveWebhook } from "@/server/billing/webhook";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";

/**
 * The payment provider's signed status webhook: server to server, so no same-site check and no
 * session; the signature over the raw body authenticates it. The path names a purchase or the provider.
 */
export const POST = withApi(
  { auth: "public", crossSite: "signed-webhook", rawBody: true, params: z.object({ subscriptionId: z.string().min(1).max(64) }) },
  async ({ rawBody, request, params }) => receiveWebhook(await getAppDb(), rawBody, request.headers, params.subscriptionId),
);
