/**
 * What a browser's push subscription may be (decision 0051), shared by the API's schema and the
 * server: an https address (or an allowed local one) at one of the configured push services, a P-256
 * key and a 16-byte secret. Nothing else is ever sent a request.
 */
import { z } from "zod";

/** Devices a player may receive push reminders on; the eleventh is refused until one is removed. */
export const MAX_PUSH_DEVICES = 10;

/** `PushSubscription.toJSON()` as the browser gives it (expirationTime and the rest are ignored). */
export const pushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/**
 * Whether an endpoint belongs to one of the allowed push services (`https://fcm.googleapis.com`,
 * `https://*.notify.windows.com`): same scheme and port, the host itself or, with `*.`, a subdomain.
 */
export function isAllowedPushEndpoint(endpoint: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return origins.some((origin) => {
    const wildcard = origin.includes("://*.");
    const allowed = new URL(origin.replace("://*.", "://"));
    if (url.protocol !== allowed.protocol || url.port !== allowed.port) return false;
    return wildcard ? url.hostname.endsWith(`.${allowed.hostname}`) : url.hostname === allowed.hostname;
  });
}
