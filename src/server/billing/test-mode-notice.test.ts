import { describe, expect, it } from "vitest";
import { testModeNotice } from "./test-mode-notice";

describe("the test-mode notice at start", () => {
  it("tells the operator that Plus is free to take without Stripe, naming what is missing", () => {
    expect(testModeNotice({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined })).toMatch(
      /test mode.*any player can take Plus without paying.*Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(testModeNotice({ STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: undefined })).toMatch(
      /Set STRIPE_WEBHOOK_SECRET to take real payments/,
    );
  });

  it("says nothing once Stripe takes the payments", () => {
    expect(testModeNotice({ STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" })).toBeNull();
  });
});
