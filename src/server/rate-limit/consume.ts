import "server-only";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { rateLimitHits } from "@/db/schema";
import { AppError } from "@/lib/errors";

export interface RateLimit {
  /** What is limited, e.g. "contact". */
  bucket: string;
  /** Who is limited: a client address or a user id; only its hash is stored. */
  subject: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one attempt in a fixed window shared by every instance (one upsert, atomic in the
 * database) and refuses with `error.rateLimited` past the limit. Ended windows are swept as we go,
 * so a hashed address is kept no longer than its window.
 */
export async function consumeRateLimit(db: Db, limit: RateLimit): Promise<void> {
  const key = createHash("sha256").update(`${limit.bucket}:${limit.subject}`).digest("hex");
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, count: 1, expiresAt: new Date(windowStart.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  if (Math.random() < 0.05) await sweepEndedWindows(db);
  if ((row?.count ?? 0) > limit.max) {
    throw new AppError({
      code: "error.rateLimited",
      params: { minutes: Math.ceil(limit.windowSeconds / 60) },
    });
  }
}

/** Deletes the windows that ended (before `at`, the database's clock by default): by requests now and then, and by the clean-up job. */
export async function sweepEndedWindows(db: DbOrTx, options: { at?: Date } = {}): Promise<number> {
  const now = options.at ? sql`${options.at.toISOString()}::timestamptz` : sql`now()`;
  const removed = await db
    .delete(rateLimitHits)
    .where(sql`${rateLimitHits.expiresAt} < ${now}`)
    .returning({ key: rateLimitHits.key });
  return removed.length;
}
