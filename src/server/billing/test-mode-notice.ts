import "server-only";
import type { Env } from "@/lib/env";

/**
 * What an operator reads in the log at start when Plus is taken in the built-in sandbox (decision
 * 0010): every page says "test mode", and any player can take Plus without paying. Null with Stripe.
 */
export function testModeNotice(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET">): string | null {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) return null;
  const missing = [
    env.STRIPE_SECRET_KEY ? null : "STRIPE_SECRET_KEY",
    env.STRIPE_WEBHOOK_SECRET ? null : "STRIPE_WEBHOOK_SECRET",
  ].filter(Boolean);
  return `Plus is in test mode: payments go through the built-in sandbox and any player can take Plus without paying. Set ${missing.join(" and ")} to take real payments (docs/deployment.md)`;
}
