/**
 * Reads of the play area (groups, members, picks) for assertions. Groups, members and picks
 * themselves are made through the API in the tests, as a player would make them.
 */
import { and, asc, eq, getTableColumns } from "drizzle-orm";
import type { Db } from "@/db";
import { gamePoints, groups, groupUsers, picks } from "@/db/schema";
import { pickScore, pointsOfPick } from "@/server/scoring/points";

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

/** A stored pick with its points as every reader sees them, and the result version they are for. */
const scoredPicks = (db: Db) =>
  db
    .select({ ...getTableColumns(picks), ...pickScore, scoredVersion: gamePoints.version })
    .from(picks)
    .innerJoin(groupUsers, eq(groupUsers.id, picks.groupUserId))
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .leftJoin(gamePoints, pointsOfPick);

/** Every stored pick of one member, oldest first. */
export async function picksOf(db: Db, groupUserId: string) {
  return scoredPicks(db).where(eq(picks.groupUserId, groupUserId)).orderBy(asc(picks.createdAt), asc(picks.id));
}

export async function pickOf(db: Db, groupUserId: string, gameId: string) {
  const [row] = await scoredPicks(db).where(and(eq(picks.groupUserId, groupUserId), eq(picks.gameId, gameId)));
  return row ?? null;
}
