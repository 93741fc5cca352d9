import "server-only";
import type { Env } from "@/lib/env";

type StripeSettings = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET">;

/**
 * The settings Stripe still needs: Plus is paid through Stripe only with both, else it is taken in
 * the built-in sandbox (test mode, decision 0010). The one home of that rule (`isTestMode`).
 */
export function missingStripeSettings(env: StripeSettings): ("STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET")[] {
  return [
    env.STRIPE_SECRET_KEY ? null : ("STRIPE_SECRET_KEY" as const),
    env.STRIPE_WEBHOOK_SECRET ? null : ("STRIPE_WEBHOOK_SECRET" as const),
  ].filter((name) => name !== null);
}

/**
 * What an operator reads in the log at start when Plus is taken in the built-in sandbox (decision
 * 0010): every page says "test mode", and any player can take Plus without paying. Null with Stripe.
 */
export function testModeNotice(env: StripeSettings): string | null {
  const missing = missingStripeSettings(env);
  if (missing.length === 0) return null;
  return `Plus is in test mode: payments go through the built-in sandbox and any player can take Plus without paying. Set ${missing.join(" and ")} to take real payments (docs/deployment.md)`;
}
