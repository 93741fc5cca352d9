/**
 * Which second factors the sign-in waiting in this browser can be answered with (issue 15): the
 * two-factor step shows "Send me a code by SMS" only for a player with a verified phone. Only the
 * challenge's own signed cookie names the player (one who passed the first factor), so nobody
 * learns whether another account has a phone.
 */
import "server-only";
import type { Db } from "@/db";
import { authFor } from "./auth";
import { signInMethods } from "./phone-factor";
import { CHALLENGE_COOKIE } from "./second-factor";
import { authCookieName, signedCookieOf } from "./session-cookie";

export async function challengeMethods(db: Db, headers: { get(name: string): string | null }) {
  const identifier = signedCookieOf(headers, authCookieName(CHALLENGE_COOKIE));
  if (!identifier) return [];
  const context = await authFor(db).$context;
  const pending = await context.internalAdapter.findVerificationValue(identifier);
  if (!pending || new Date(pending.expiresAt) <= new Date()) return [];
  return signInMethods(db, pending.value);
}
