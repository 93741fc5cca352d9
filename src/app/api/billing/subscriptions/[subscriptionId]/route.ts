import { z } from "zod";
import { getSubscription } from "@/server/billing/subscriptions";
import { getAppDb } from "@/server/db";
import { id } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";

/** One purchase of mine, for the status page while it is pending. */
export const GET = withApi({ auth: "user", params: z.object({ subscriptionId: id }) }, async ({ session, params }) =>
  getSubscription(await getAppDb(), session.user.id, params.subscriptionId),
);
