import { z } from "zod";
import { completeSandboxCheckout, SANDBOX_OUTCOMES } from "@/server/billing/webhook";
import { getAppDb } from "@/server/db";
import { id } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";

const outcomeInput = z.object({ outcome: z.enum(SANDBOX_OUTCOMES) }).strict();

/** The sandbox checkout (test mode only): ends the buyer's pending payment as they choose. */
export const POST = withApi({ auth: "user", params: z.object({ subscriptionId: id }), body: outcomeInput }, async ({ session, params, body }) =>
  completeSandboxCheckout(await getAppDb(), session.user.id, params.subscriptionId, body.outcome),
);
