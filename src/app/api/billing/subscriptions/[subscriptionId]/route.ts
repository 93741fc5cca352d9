import { getSubscription } from "@/server/billing/subscriptions";
import { getAppDb } from "@/server/db";
import { idParam } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";

/** One purchase of mine, for the status page while it is pending. */
export const GET = withApi<undefined, { subscriptionId: string }, "user">({ auth: "user" }, async ({ session, params }) =>
  getSubscription(await getAppDb(), session.user.id, idParam(params.subscriptionId)),
);
