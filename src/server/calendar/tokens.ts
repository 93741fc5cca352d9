/**
 * The secret of a player's personal calendar feed. The link carries `<selector>.<verifier>`: the
 * selector finds the row, the verifier is stored only as its SHA-256 and compared in constant
 * time. A malformed, unknown, wrong or revoked token is the same 404 after the same work, so the
 * answer tells nothing about whether a player or a feed exists.
 */
import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { calendarFeeds } from "@/db/schema";
import { AppError } from "@/lib/errors";

const TOKEN = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})(?:\.ics)?$/;
/** Compared against when no row matches, so that a miss costs what a hit does. */
const NO_HASH = Buffer.alloc(32);

const hash = (verifier: string) => createHash("sha256").update(verifier).digest();

/** The feed's path for a token (what the settings page turns into an https:// and a webcal:// link). */
export function calendarFeedPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}

/** A new secret for the player, replacing any earlier one (whose link then answers 404). */
export async function createCalendarToken(db: Db, userId: string): Promise<{ token: string; createdAt: Date }> {
  const selector = randomBytes(12).toString("base64url");
  const verifier = randomBytes(32).toString("base64url");
  const verifierHash = hash(verifier).toString("hex");
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, selector, verifierHash })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { selector, verifierHash, createdAt: new Date() },
    })
    .returning({ createdAt: calendarFeeds.createdAt });
  return { token: `${selector}.${verifier}`, createdAt: row!.createdAt };
}

/** Turns the player's feed off: its link answers 404 from now on. */
export async function revokeCalendarToken(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** Whether the player has a feed, and since when (the link itself cannot be shown again). */
export async function calendarTokenStatus(
  db: Db,
  userId: string,
): Promise<{ active: boolean; createdAt: string | null }> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return {
    active: Boolean(row),
    createdAt: row?.createdAt.toISOString() ?? null,
  };
}

/** The player a token belongs to; 404 `error.notFound` for anything else. */
export async function userOfCalendarToken(db: Db, token: string): Promise<string> {
  const match = TOKEN.exec(token);
  const selector = match?.[1] ?? "";
  const given = hash(match?.[2] ?? token);
  const [row] = match ? await db.select().from(calendarFeeds).where(eq(calendarFeeds.selector, selector)) : [];
  const stored = row ? Buffer.from(row.verifierHash, "hex") : NO_HASH;
  const same = stored.length === given.length && timingSafeEqual(stored, given);
  if (!row || !same) throw new AppError({ code: "error.notFound" });
  return row.userId;
}
