/**
 * A player's statistics in a group (issue 14 point 4, decision 0048): points and rank after each
 * scored matchday, hit rates (exact, points but not exact, no points), best and worst picks, and how they
 * compare with the group and with the crowd (every player of the tournament in the mode, from the
 * world table's build). Free: my own; another member's needs my Plus for the tournament.
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { AppError } from "@/lib/errors";
import { unlocks } from "@/lib/plus";
import { hasPlus } from "@/server/billing/subscriptions";
import { requireGroupMember } from "@/server/groups/access";
import { getMemberPicks } from "@/server/picks/member-picks";
import { ensureTallies } from "@/server/standings/queries";

/** Best and worst picks shown. */
const PICKS_SHOWN = 3;

export interface MatchdayPoint {
  matchday: number;
  name: string | null;
  /** My points on the matchday, my total after it and my rank in the group after it. */
  points: number;
  total: number;
  rank: number;
  /** The group's average points on the matchday (active members), and the crowd's (players with a scored pick, default rules). */
  groupAverage: number;
  crowdAverage: number | null;
}

/**
 * Scored picks by what they earned: exact, points but not exact, no points. By points, not by the
 * table's tie-breakers: a ranking with its first two swapped scores most of its points without its
 * winner, and is no miss (decision 0084).
 */
export interface HitRates {
  picks: number;
  exact: number;
  /** Points, not exact. */
  scored: number;
  miss: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** From counts of picks, exact picks and picks with points (`scored`, exact ones included). */
export const hitRatesOf = (picks: number, exact: number, scored: number): HitRates => ({
  picks,
  exact,
  scored: Math.max(0, scored - exact),
  miss: Math.max(0, picks - Math.max(scored, exact)),
});

export async function getPlayerStats(db: Db, userId: string, groupId: string, groupUserId?: string) {
  const { group, member, tournament } = await requireGroupMember(db, groupId, userId);
  const target = groupUserId ?? member.id;
  if (target !== member.id && !unlocks("stats", { player: await hasPlus(db, userId, tournament.id) })) {
    throw new AppError({ code: "error.plus.required", formField: "member" });
  }
  // The member's picks as I may see them (locked games only for another member): 404 for a non-member.
  const picks = await getMemberPicks(db, userId, groupId, target);
  await ensureTallies(db, group.id);
  const series = rowsOf<{
    matchday: number;
    name: string | null;
    points: number;
    total: number;
    rank: number;
    groupAverage: number;
    crowdAverage: number | null;
  }>(
    await db.execute(sql`
      with days as (
        select distinct matchday from standing_tallies where group_id = ${group.id} and matchday > 0
      ), grid as (
        select d.matchday, gu.id as member, coalesce(st.points, 0) as points
        from days d cross join group_users gu
        left join standing_tallies st on st.group_user_id = gu.id and st.matchday = d.matchday
        where gu.group_id = ${group.id} and gu.left_at is null
      ), totals as (
        select matchday, member, points, sum(points) over (partition by member order by matchday) as total from grid
      ), ranked as (
        select matchday, member, points, total, rank() over (partition by matchday order by total desc) as rank,
          avg(points) over (partition by matchday) as average
        from totals
      )
      select r.matchday, m.name, r.points::int, r.total::int, r.rank::int, r.average::float8 as "groupAverage",
        (w.points::float8 / nullif(w.players, 0)) as "crowdAverage"
      from ranked r
      left join matchdays m on m.tournament_id = ${tournament.id} and m.ordinal = r.matchday
      left join world_matchdays w on w.tournament_id = ${tournament.id} and w.mode = ${group.mode} and w.matchday = r.matchday
      where r.member = ${target}
      order by r.matchday`),
  );
  const [group_, crowd] = await Promise.all([
    db.execute(sql`
      select coalesce(sum(played), 0)::int as picks, coalesce(sum(exact), 0)::int as exact, coalesce(sum(scored), 0)::int as scored
      from standing_tallies where group_id = ${group.id} and matchday > 0`),
    db.execute(sql`
      select coalesce(sum(picks), 0)::int as picks, coalesce(sum(exact), 0)::int as exact, coalesce(sum(scored), 0)::int as scored
      from world_matchdays where tournament_id = ${tournament.id} and mode = ${group.mode}`),
  ]);
  const counts = (r: unknown) =>
    rowsOf<{ picks: number; exact: number; scored: number }>(r)[0] ?? { picks: 0, exact: 0, scored: 0 };
  const scored = picks.matchdays.flatMap((d) => d.entries).filter((e) => e.points !== null);
  const mine = hitRatesOf(
    scored.length,
    scored.filter((e) => e.exact).length,
    scored.filter((e) => e.exact || e.points! > 0).length,
  );
  const order = (a: (typeof scored)[number], b: (typeof scored)[number]) =>
    b.points! - a.points! || a.game.kickoff.getTime() - b.game.kickoff.getTime();
  const best = [...scored].sort(order).slice(0, PICKS_SHOWN);
  const worst = [...scored]
    .sort((a, b) => order(b, a))
    .filter((e) => !best.includes(e))
    .slice(0, PICKS_SHOWN);
  const g = counts(group_);
  const c = counts(crowd);
  return {
    group: picks.group,
    tournament: picks.tournament,
    member: picks.member,
    total: series.at(-1)?.total ?? 0,
    series: series as MatchdayPoint[],
    hits: { mine, group: hitRatesOf(g.picks, g.exact, g.scored), crowd: hitRatesOf(c.picks, c.exact, c.scored) },
    best,
    worst,
  };
}
