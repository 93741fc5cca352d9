/**
 * Our server (server/edge.mjs, plain JavaScript) reads the consent cookie for the
 * Content-Security-Policy with its own copy of the cookie's name and accepted value: it must read
 * the answer as `consentAnswer` does, so that only a yes opens the policy to the third parties.
 */
import { describe, expect, it } from "vitest";
import { hasConsent } from "../../server/edge.mjs";
import { CONSENT_COOKIE, consentAnswer } from "./constants";

const request = (cookie?: string) => ({ headers: { cookie } });

describe("the server's reading of the consent cookie", () => {
  it("is a yes exactly where consentAnswer reads one", () => {
    for (const value of [CONSENT_COOKIE.accepted, CONSENT_COOKIE.declined, "", "yes", "11"]) {
      const cookie = `a=b; ${CONSENT_COOKIE.name}=${value}; c=d`;
      expect(hasConsent(request(cookie)), value).toBe(consentAnswer(value) === CONSENT_COOKIE.accepted);
    }
    expect(hasConsent(request())).toBe(false);
    expect(hasConsent(request(`x-${CONSENT_COOKIE.name}=${CONSENT_COOKIE.accepted}`))).toBe(false);
  });
});
