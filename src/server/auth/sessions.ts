/**
 * The player's own sessions (browsers and devices), read and signed out by id: a session's token
 * never leaves the server (issue 9 point 12), and none of this needs a fresh sign-in, so the
 * settings page renders for a session of any age (issue 10 bug 3).
 */
import "server-only";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "@/db";
import { session } from "@/db/schema";
import { AppError } from "@/lib/errors";

export interface SessionRow {
  id: string;
  current: boolean;
  createdAt: string;
  userAgent: string | null;
  ipAddress: string | null;
}

/** The player's sessions that have not expired, this one first, then the newest. */
export async function listOwnSessions(db: Db, userId: string, currentSessionId: string): Promise<SessionRow[]> {
  const rows = await db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.createdAt));
  return rows
    .map((s) => ({
      id: s.id,
      current: s.id === currentSessionId,
      createdAt: s.createdAt.toISOString(),
      userAgent: s.userAgent ?? null,
      ipAddress: s.ipAddress ?? null,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs one of the player's own sessions out; anyone else's, or an unknown id, is 404. */
export async function revokeOwnSession(db: Db, userId: string, sessionId: string): Promise<void> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(sessionId)) throw new AppError({ code: "error.notFound" });
  const deleted = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  if (deleted.length === 0) throw new AppError({ code: "error.notFound" });
}
