/**
 * Reads of the play area (groups, members, picks) for assertions. Groups, members and picks
 * themselves are made through the API in the tests, as a player would make them.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { groups, groupUsers, picks } from "@/db/schema";

/** An ISO instant `seconds` from now (negative: in the past). */
export function secondsFromNow(seconds: number): string {
  return new Date(Date.now() + seconds * 1000).toISOString();
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function groupById(db: Db, groupId: string) {
  const [row] = await db.select().from(groups).where(eq(groups.id, groupId));
  return row ?? null;
}

export async function groupUserById(db: Db, groupUserId: string) {
  const [row] = await db.select().from(groupUsers).where(eq(groupUsers.id, groupUserId));
  return row ?? null;
}

/** Every stored pick of one member, oldest first. */
export async function picksOf(db: Db, groupUserId: string) {
  return db.select().from(picks).where(eq(picks.groupUserId, groupUserId)).orderBy(asc(picks.createdAt), asc(picks.id));
}

export async function pickOf(db: Db, groupUserId: string, gameId: string) {
  const [row] = await db
    .select()
    .from(picks)
    .where(and(eq(picks.groupUserId, groupUserId), eq(picks.gameId, gameId)));
  return row ?? null;
}
