import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { games } from "@/db/schema";
import type { LockPolicy } from "@/db/schema";

/**
 * When a game locks for a group (PRODUCT.md §2), as SQL so that the database clock decides:
 * the game's own lock, N minutes before it, or the whole matchday at its first lock.
 */
export function lockAt(policy: LockPolicy): SQL<Date> {
  if (policy.kind === "minutesBefore") return sql<Date>`(${games.locksAt} - make_interval(mins => ${policy.minutes}))`;
  if (policy.kind === "matchday") return sql<Date>`(select min(m.locks_at) from games m where m.matchday_id = ${games.matchdayId})`;
  return sql<Date>`${games.locksAt}`;
}

/** true when the game is locked for the group now (database clock). */
export function isLocked(policy: LockPolicy): SQL<boolean> {
  return sql<boolean>`(${lockAt(policy)} <= now())`;
}
