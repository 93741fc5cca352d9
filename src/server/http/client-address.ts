import "server-only";
import { getEnv } from "@/lib/env";

/**
 * The caller's address for rate limits. Next's own server fills X-Forwarded-For with the socket
 * address when no proxy did; behind proxies each appends, so the entry TRUST_PROXY_HOPS from the
 * right is the first one a client could not have forged.
 */
export function clientAddress(request: Request): string {
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const hops = getEnv().TRUST_PROXY_HOPS;
  return forwarded[Math.max(0, forwarded.length - hops)] ?? request.headers.get("x-real-ip") ?? "unknown";
}
