import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { rateLimit, session, verification } from "@/db/schema";

/** Better Auth's longest rate-limit window is a minute (auth.ts); a day-old counter counts nothing. */
const AUTH_RATE_LIMIT_KEEP_MS = 24 * 3600 * 1000;

/**
 * Removes what Better Auth leaves behind once it means nothing (the clean-up job): sessions past
 * their expiry (Better Auth refuses them already), verification tokens and codes past theirs, and
 * its rate-limit counters a day after their last request. Before `at`, the database's clock by default.
 */
export async function deleteExpiredAuthRows(
  db: DbOrTx,
  options: { at?: Date } = {},
): Promise<{ sessions: number; verifications: number; authRateLimits: number }> {
  const now = options.at ? sql`${options.at.toISOString()}::timestamptz` : sql`now()`;
  const sessions = await db
    .delete(session)
    .where(sql`${session.expiresAt} < ${now}`)
    .returning({ id: session.id });
  const verifications = await db
    .delete(verification)
    .where(sql`${verification.expiresAt} < ${now}`)
    .returning({ id: verification.id });
  const authRateLimits = await db
    .delete(rateLimit)
    .where(sql`${rateLimit.lastRequest} < (extract(epoch from ${now}) * 1000)::bigint - ${AUTH_RATE_LIMIT_KEEP_MS}`)
    .returning({ id: rateLimit.id });
  return { sessions: sessions.length, verifications: verifications.length, authRateLimits: authRateLimits.length };
}
