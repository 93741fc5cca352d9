import { createECDH, createPublicKey, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { encryptPayload, generateVapidKeys, isP256PublicKey, vapidAuthorization } from "./protocol";

/** RFC 8291 Appendix A. */
const RFC = {
  plaintext: "When I grow up, I want to be a watermelon",
  asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  body: "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

describe("Web Push encryption (RFC 8291)", () => {
  it("reproduces the RFC's example message byte for byte", () => {
    const sender = createECDH("prime256v1");
    sender.setPrivateKey(Buffer.from(RFC.asPrivate, "base64url"));
    const body = encryptPayload(
      Buffer.from(RFC.plaintext),
      { p256dh: RFC.uaPublic, auth: RFC.auth },
      { sender, salt: Buffer.from(RFC.salt, "base64url") },
    );
    expect(body.toString("base64url")).toBe(RFC.body);
  });

  it("uses a fresh key and salt for every message", () => {
    const keys = { p256dh: RFC.uaPublic, auth: RFC.auth };
    const a = encryptPayload(Buffer.from("x"), keys);
    const b = encryptPayload(Buffer.from("x"), keys);
    expect(a.subarray(0, 16).equals(b.subarray(0, 16))).toBe(false);
    expect(a.subarray(21, 86).equals(b.subarray(21, 86))).toBe(false);
  });

  it("knows a browser's key from anything else", () => {
    expect(isP256PublicKey(RFC.uaPublic)).toBe(true);
    expect(isP256PublicKey(RFC.uaPublic.slice(0, -2) + "AA")).toBe(false);
    expect(isP256PublicKey(Buffer.alloc(65, 4).toString("base64url"))).toBe(false);
    expect(isP256PublicKey("BAAA")).toBe(false);
  });
});

describe("VAPID (RFC 8292)", () => {
  it("signs a token for the push service's origin that its public key verifies", () => {
    const vapid = generateVapidKeys();
    const header = vapidAuthorization(
      "https://push.example.net/send/abc?x=1",
      vapid,
      "mailto:ops@example.com",
      1_000_000,
    );
    const match = /^vapid t=([^.]+)\.([^.]+)\.([^,]+), k=(.+)$/.exec(header)!;
    expect(match[4]).toBe(vapid.publicKey);
    expect(JSON.parse(Buffer.from(match[2]!, "base64url").toString())).toEqual({
      aud: "https://push.example.net",
      exp: 1000 + 12 * 3600,
      sub: "mailto:ops@example.com",
    });
    const raw = Buffer.from(vapid.publicKey, "base64url");
    const key = createPublicKey({
      format: "jwk",
      key: {
        kty: "EC",
        crv: "P-256",
        x: raw.subarray(1, 33).toString("base64url"),
        y: raw.subarray(33).toString("base64url"),
      },
    });
    const signed = Buffer.from(`${match[1]}.${match[2]}`);
    const signature = Buffer.from(match[3]!, "base64url");
    expect(verify("sha256", signed, { key, dsaEncoding: "ieee-p1363" }, signature)).toBe(true);
    expect(verify("sha256", Buffer.from("other"), { key, dsaEncoding: "ieee-p1363" }, signature)).toBe(false);
  });
});
