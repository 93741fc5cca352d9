import { describe, expect, it } from "vitest";
import { signPayload, verifySignature } from "./signature";

const SECRET = "whsec_test_secret";
const BODY = '{"id":"evt_1","type":"checkout.session.completed"}';

describe("webhook signatures", () => {
  it("accepts its own signature, and one header that lists several v1 values", () => {
    const header = signPayload(SECRET, BODY, 1_700_000_000);
    expect(verifySignature(SECRET, BODY, header, 1_700_000_010)).toBe(true);
    expect(verifySignature(SECRET, BODY, `${header},v1=00ff`, 1_700_000_010)).toBe(true);
  });

  it("refuses a changed body, another secret, a missing or malformed header and an old delivery", () => {
    const header = signPayload(SECRET, BODY, 1_700_000_000);
    expect(verifySignature(SECRET, BODY.replace("evt_1", "evt_2"), header, 1_700_000_000)).toBe(false);
    expect(verifySignature("whsec_other", BODY, header, 1_700_000_000)).toBe(false);
    expect(verifySignature(SECRET, BODY, null, 1_700_000_000)).toBe(false);
    expect(verifySignature(SECRET, BODY, "v1=abc", 1_700_000_000)).toBe(false);
    expect(verifySignature(SECRET, BODY, header, 1_700_000_000 + 301)).toBe(false);
  });
});
