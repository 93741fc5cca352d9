// Route handlers of Plus and billing, by path pattern (named groups become params).
import * as initPaymentRoute from "@/app/api/billing/init-payment/route";
import * as sandboxRoute from "@/app/api/billing/sandbox/[subscriptionId]/route";
import * as subscriptionRoute from "@/app/api/billing/subscriptions/[subscriptionId]/route";
import * as updateStatusRoute from "@/app/api/billing/update-status/[subscriptionId]/route";

const SEGMENT = "[^/]+";

export const ROUTES: [RegExp, Record<string, unknown>][] = [
  [/^\/api\/billing\/init-payment$/, initPaymentRoute],
  [new RegExp(`^/api/billing/update-status/(?<subscriptionId>${SEGMENT})$`), updateStatusRoute],
  [new RegExp(`^/api/billing/subscriptions/(?<subscriptionId>${SEGMENT})$`), subscriptionRoute],
  [new RegExp(`^/api/billing/sandbox/(?<subscriptionId>${SEGMENT})$`), sandboxRoute],
];
