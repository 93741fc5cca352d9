import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/** How old a signed webhook may be (seconds): older deliveries are refused as possible replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The webhook signature Stripe uses, and our sandbox with it: header `t=<unix seconds>,v1=<hex>`
 * where v1 is HMAC-SHA256(secret, `${t}.${raw body}`).
 */
export function signPayload(secret: string, body: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${createHmac("sha256", secret).update(`${at}.${body}`).digest("hex")}`;
}

export function verifySignature(secret: string, body: string, header: string | null, now = Math.floor(Date.now() / 1000)): boolean {
  if (!header) return false;
  const parts = header.split(",").map((p) => p.trim().split("=", 2) as [string, string | undefined]);
  const at = Number(parts.find(([k]) => k === "t")?.[1]);
  if (!Number.isInteger(at) || Math.abs(now - at) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(`${at}.${body}`).digest("hex"));
  return parts
    .filter(([k, v]) => k === "v1" && v)
    .some(([, v]) => {
      const given = Buffer.from(v!);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
