/**
 * Public leagues (decision 0048): groups whose owner made them public are listed per tournament,
 * and anyone signed in joins one without the invitation code, within the free limits (the join
 * counts members under the group's row lock, as every join does, decision 0018).
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { AppError } from "@/lib/errors";
import { FREE_LIMITS, PLUS_HELD } from "@/lib/plus";

/** Leagues per page of the list. */
export const LEAGUES_PAGE = 50;

export interface PublicLeague {
  groupId: string;
  name: string;
  mode: "simple" | "expert";
  members: number;
  /** At the free size and its owner has no Plus: nobody more can join. */
  full: boolean;
  /** I am a member already. */
  mine: boolean;
}

export async function listPublicLeagues(db: Db, slug: string, userId: string | null, page: number) {
  const [tournament] = (
    (await db.execute(sql`
      select t.id, (select count(*) from groups g where g.tournament_id = t.id and g.public)::int as total
      from tournaments t where t.slug = ${slug}`)) as unknown as { rows: { id: string; total: number }[] }
  ).rows;
  if (!tournament) throw new AppError({ code: "error.notFound" });
  const pages = Math.max(1, Math.ceil(tournament.total / LEAGUES_PAGE));
  const current = Math.min(page, pages);
  const leagues = (
    (await db.execute(sql`
      select g.id as "groupId", g.name, g.mode,
        (select count(*) from group_users gu where gu.group_id = g.id and gu.left_at is null)::int as members,
        exists (
          select 1 from subscriptions s
          where s.user_id = g.owner_id and s.tournament_id = g.tournament_id and s.status = ${PLUS_HELD}
        ) as plus,
        ${userId === null ? sql`false` : sql`exists (select 1 from group_users gu where gu.group_id = g.id and gu.user_id = ${userId} and gu.left_at is null)`} as mine
      from groups g
      where g.tournament_id = ${tournament.id} and g.public
      order by g.created_at desc, g.id
      limit ${LEAGUES_PAGE} offset ${(current - 1) * LEAGUES_PAGE}`)) as unknown as {
      rows: (Omit<PublicLeague, "full"> & { plus: boolean })[];
    }
  ).rows;
  return {
    tournamentId: tournament.id,
    total: tournament.total,
    page: current,
    pages,
    leagues: leagues.map(({ plus, ...league }): PublicLeague => ({
      ...league,
      full: !plus && league.members >= FREE_LIMITS.membersPerGroup,
    })),
  };
}
