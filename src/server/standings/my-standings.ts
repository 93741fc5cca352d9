/**
 * My groups with my place and points in each (the home page and /groups): one statement over my
 * memberships and the stored overall tables (decision 0034). A table that is no longer current is
 * rebuilt first (only those), then the statement runs once more.
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { groupUsers } from "@/db/schema";
import type { RunningStatus } from "@/lib/statuses";
import { presentMember } from "@/server/groups/access";
import { ensureTallies } from "./queries";

export interface MyGroupStanding {
  groupId: string;
  name: string;
  mode: string;
  tournamentSlug: string;
  tournamentName: string;
  tournamentStatus: RunningStatus;
  /** My rank in the overall table (same points, same rank). */
  rank: number;
  points: number;
  /** Present members (`presentMember`), me included. */
  members: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type Row = Omit<MyGroupStanding, "rank" | "points"> & { fresh: boolean; rank: number | null; points: number | null };

function read(db: Db, userId: string) {
  return db.execute(sql`
    select g.id as "groupId", g.name, g.mode, t.slug as "tournamentSlug", t.name as "tournamentName", t.status as "tournamentStatus",
      (g.tallied_scored = t.scored_version and g.tallied_standings = g.standings_version) as fresh,
      st.rank, st.points,
      (select count(*) from ${groupUsers} where ${presentMember(sql`g.id`)})::int as members
    from group_users gu
    join groups g on g.id = gu.group_id
    join tournaments t on t.id = g.tournament_id
    left join standing_tallies st on st.group_user_id = gu.id and st.matchday = 0
    where gu.user_id = ${userId} and gu.left_at is null
    order by t.status = 'finished', t.name, g.name, g.id`);
}

/** The player's active groups, running tournaments first, with their rank and points. */
export async function listMyStandings(db: Db, userId: string): Promise<MyGroupStanding[]> {
  let rows = rowsOf<Row>(await read(db, userId));
  const stale = rows.filter((r) => !r.fresh || r.rank === null);
  if (stale.length > 0) {
    for (const row of stale) await ensureTallies(db, row.groupId);
    rows = rowsOf<Row>(await read(db, userId));
  }
  return rows.map(({ fresh: _fresh, rank, points, members, ...row }) => ({
    ...row,
    rank: Number(rank ?? 1),
    points: Number(points ?? 0),
    members: Number(members),
  }));
}
