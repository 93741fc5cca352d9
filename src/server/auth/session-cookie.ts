/**
 * The session cookie as Better Auth writes it, read without Better Auth (decision 0029): the hot
 * paths (saving picks) check the cookie's signature here and look the token up in their own SQL
 * statement (`liveSessionUserId`), so that a save costs no separate session query. The cookie is
 * `<prefix>.session_token` (`__Secure-` in front on https), its value `token.signature`, the
 * signature HMAC-SHA256 of the token with the auth secret in base64, URL-encoded (better-call's
 * signed cookies). A session is live while its row exists and has not expired, exactly what
 * Better Auth's `getSession` asks (without a cookie cache): signing out or revoking a session
 * deletes the row and takes effect on the next request.
 */
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { getEnv } from "@/lib/env";
import { ensureAuthSecret } from "@/server/secrets";

/** Better Auth's `advanced.cookiePrefix`. */
export const COOKIE_PREFIX = "callit";

/** Whether cookies are `Secure` (and session cookies named `__Secure-…`): PUBLIC_URL is https. */
export function secureCookies(): boolean {
  return new URL(getEnv().PUBLIC_URL).protocol === "https:";
}

export function sessionCookieName(): string {
  return authCookieName("session_token");
}

function signature(token: string): string {
  return createHmac("sha256", ensureAuthSecret()).update(token).digest("base64");
}

/** The cookie value Better Auth would set for a session token (for load generators and tests). */
export function signedSessionCookie(token: string): string {
  return encodeURIComponent(`${token}.${signature(token)}`);
}

/** The first value of a cookie in a Cookie header, URL-decoded, or null. */
function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** The name Better Auth gives one of its cookies (`two_factor`, …): prefixed, `__Secure-` on https. */
export function authCookieName(name: string): string {
  return `${secureCookies() ? "__Secure-" : ""}${COOKIE_PREFIX}.${name}`;
}

/** The session token of a request whose session cookie carries a valid signature, or null. */
export function sessionTokenOf(headers: { get(name: string): string | null }): string | null {
  return signedCookieOf(headers, sessionCookieName());
}

/** The value of a cookie Better Auth signed (`value.signature`), if its signature is valid, or null. */
export function signedCookieOf(headers: { get(name: string): string | null }, name: string): string | null {
  const header = headers.get("cookie");
  if (!header) return null;
  const value = cookieValue(header, name);
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64");
  const expected = Buffer.from(signature(token), "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The user of a live session (its row exists and has not expired), null otherwise: for SQL statements. */
export function liveSessionUserId(token: string | Placeholder): SQL<string | null> {
  return sql<string | null>`(select s.user_id from session s where s.token = ${token} and s.expires_at > now())`;
}
