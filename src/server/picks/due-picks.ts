/**
 * The picks due soonest (the home page and /picks): per group and matchday still open for it with
 * at least one open game I have not picked, when the first of those unpicked games locks, how many
 * of its open games there are and how many I picked. A matchday I have picked completely is not
 * due. One statement; each game's lock is the group's (`lock.ts`, database clock).
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { isLocked, lockAt } from "@/server/groups/lock";

export interface DueMatchday {
  groupId: string;
  groupName: string;
  tournamentSlug: string;
  tournamentName: string;
  matchday: number;
  matchdayName: string | null;
  /** The first lock among its open games I have not picked yet. */
  locksAt: Date;
  /** Games of the matchday still open for the group, and how many of them I picked. */
  open: number;
  picked: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The open matchdays of my groups with a pick missing, the one that locks first first; at most `limit`. */
export async function listDuePicks(db: Db, userId: string, limit: number): Promise<DueMatchday[]> {
  const rows = rowsOf<Omit<DueMatchday, "locksAt"> & { locksAt: string | Date }>(
    await db.execute(sql`
      select groups.id as "groupId", groups.name as "groupName", t.slug as "tournamentSlug", t.name as "tournamentName",
        m.ordinal as matchday, m.name as "matchdayName", min(case when p.game_id is null then ${lockAt()} end) as "locksAt",
        count(*)::int as open, count(p.game_id)::int as picked
      from group_users gu
      join groups on groups.id = gu.group_id
      join tournaments t on t.id = groups.tournament_id
      join games on games.tournament_id = groups.tournament_id
      join matchdays m on m.id = games.matchday_id
      left join picks p on p.group_user_id = gu.id and p.game_id = games.id
      where gu.user_id = ${userId} and gu.left_at is null and not ${isLocked()}
      group by groups.id, groups.name, t.slug, t.name, m.id, m.ordinal, m.name
      having count(p.game_id) < count(*)
      order by "locksAt", groups.name, groups.id, m.ordinal
      limit ${limit}`),
  );
  return rows.map((r) => ({
    ...r,
    locksAt: new Date(r.locksAt),
    open: Number(r.open),
    picked: Number(r.picked),
    matchday: Number(r.matchday),
  }));
}
