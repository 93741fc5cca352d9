/**
 * Group tables (PRODUCT.md §1), ranked in the database: same points, same rank (1, 2, 2, 4); rows
 * ordered by points, then exact hits, then right outcomes, then the earlier join. The one home of
 * these rules is the SQL below (`ORDER_OF_TIES`, `rank()`).
 *
 * A group's tables are kept in `standing_tallies` (decision 0034): rebuilt from the picks' stored
 * points on the first read after a result of its tournament was scored or its members changed,
 * then every read is a range of an index, whatever the size of the group. Large groups are read a
 * page at a time.
 */
import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { games, groups, matchdays, tournaments } from "@/db/schema";
import type { MemberStats, OverallRow, StandingRow } from "@/lib/standings";
import { requireGroupMember } from "@/server/groups/access";

export type { OverallRow, StandingRow };

/** Rows per page of a table on the group page. */
export const STANDINGS_PAGE = 30;
/** Matchday winners named (the rest are counted). */
const WINNERS_NAMED = 20;

type Group = { id: string; mode: string; scoring: unknown };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Rebuilds the group's stored tables if a result was scored or its members changed since. */
async function ensureTallies(db: Db, groupId: string): Promise<void> {
  const [state] = await db
    .select({ scored: tournaments.scoredVersion, standings: groups.standingsVersion, talliedScored: groups.talliedScored, talliedStandings: groups.talliedStandings })
    .from(groups)
    .innerJoin(tournaments, eq(tournaments.id, groups.tournamentId))
    .where(eq(groups.id, groupId));
  if (!state || (state.scored === state.talliedScored && state.standings === state.talliedStandings)) return;
  await db.transaction(async (tx) => {
    // One rebuild at a time per group; the others wait and find it done.
    const [group] = await tx
      .select({ id: groups.id, mode: groups.mode, scoring: groups.scoring, standings: groups.standingsVersion, talliedScored: groups.talliedScored, talliedStandings: groups.talliedStandings, tournamentId: groups.tournamentId })
      .from(groups)
      .where(eq(groups.id, groupId))
      .for("update");
    if (!group) return;
    const [tournament] = await tx.select({ scored: tournaments.scoredVersion }).from(tournaments).where(eq(tournaments.id, group.tournamentId));
    if (tournament!.scored === group.talliedScored && group.standings === group.talliedStandings) return;
    await rebuild(tx, group);
    await tx.update(groups).set({ talliedScored: tournament!.scored, talliedStandings: group.standings }).where(eq(groups.id, group.id));
  });
}

/** The ordering of ties (PRODUCT.md §1), for a table of `points`, `exact`, `outcome` and members `gu`. */
const ORDER_OF_TIES = sql.raw(`points desc, exact desc, outcome desc, gu.joined_at, gu.id`);

async function rebuild(db: DbOrTx, group: Group): Promise<void> {
  await db.execute(sql`delete from standing_tallies where group_id = ${group.id}`);
  // Sorting 10,000 members' rows in memory, not on disk.
  await db.execute(sql`set local work_mem = '64MB'`);
  // Per member and matchday: the group's scored picks, joined on their value to their points
  // (both sides read first, then one hash join: no plan that walks every pick of a game).
  await db.execute(sql`
    insert into standing_tallies (group_id, group_user_id, matchday, points, exact, outcome, played)
    with mine as materialized (
      select p.group_user_id, p.game_id, p.pick, p.joker
      from group_users gu join picks p on p.group_user_id = gu.id
      where gu.group_id = ${group.id} and gu.left_at is null
    ), value as materialized (
      select gp.game_id, gp.pick, gp.points, gp.joker_points, gp.exact, gp.outcome, m.ordinal as matchday
      from game_points gp join games g on g.id = gp.game_id join matchdays m on m.id = g.matchday_id
      where gp.mode = ${group.mode} and gp.scoring = ${JSON.stringify(group.scoring)}::jsonb
    )
    select ${group.id}, mine.group_user_id, value.matchday,
      sum(case when mine.joker then value.joker_points else value.points end)::int,
      (count(*) filter (where value.exact))::int,
      (count(*) filter (where value.outcome))::int,
      count(*)::int
    from mine join value on value.game_id = mine.game_id and value.pick = mine.pick
    group by mine.group_user_id, value.matchday`);
  // The overall table (matchday 0): every active member, ranked and ordered, with the places
  // moved since the table before the last scored matchday.
  await db.execute(sql`
    with days as (
      select distinct matchday from standing_tallies where group_id = ${group.id} and matchday > 0
    ), before as (
      select matchday from days order by matchday desc offset 1 limit 1
    ), totals as (
      select gu.id, gu.joined_at,
        coalesce(sum(st.points), 0)::int as points,
        coalesce(sum(st.exact), 0)::int as exact,
        coalesce(sum(st.outcome), 0)::int as outcome,
        coalesce(sum(st.played), 0)::int as played,
        coalesce(sum(st.points) filter (where st.matchday <= (select matchday from before)), 0)::int as points_before
      from group_users gu
      left join standing_tallies st on st.group_user_id = gu.id and st.matchday > 0
      where gu.group_id = ${group.id} and gu.left_at is null
      group by gu.id, gu.joined_at
    )
    insert into standing_tallies (group_id, group_user_id, matchday, points, exact, outcome, played, rank, position, movement)
    select ${group.id}, gu.id, 0, points, exact, outcome, played,
      rank() over (order by points desc),
      row_number() over (order by ${ORDER_OF_TIES}),
      case when exists (select 1 from before) then (rank() over (order by points_before desc)) - (rank() over (order by points desc)) end
    from totals gu`);
}

export interface TablePage<Row> {
  rows: Row[];
  /** Active members, so rows in the whole table. */
  total: number;
  page: number;
  pages: number;
}

async function memberCount(db: Db, groupId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from group_users where group_id = ${groupId} and left_at is null`));
  return row!.n;
}

/** Rows of the overall table, by place: `from` (0-based) and at most `count`. */
async function overallRows(db: Db, groupId: string, from: number, count: number | null): Promise<OverallRow[]> {
  return rowsOf<OverallRow>(
    await db.execute(sql`
      select st.rank, st.movement, gu.id as "groupUserId", gu.nickname, st.points, st.exact, st.outcome, st.played
      from standing_tallies st join group_users gu on gu.id = st.group_user_id
      where st.group_id = ${groupId} and st.matchday = 0 and st.position > ${from}
      order by st.position
      ${count === null ? sql`` : sql`limit ${count}`}`),
  );
}

/** Rows of one matchday's table (every active member, 0 without scored picks), ranked at read. */
async function matchdayRows(db: Db, groupId: string, matchday: number, from: number, count: number | null): Promise<StandingRow[]> {
  return rowsOf<StandingRow>(
    await db.execute(sql`
      select rank, "groupUserId", nickname, points, exact, outcome, played from (
        select rank() over (order by points desc)::int as rank, row_number() over (order by ${ORDER_OF_TIES}) as position,
          gu.id as "groupUserId", gu.nickname, points, exact, outcome, played
        from (
          select gu.id, gu.nickname, gu.joined_at, coalesce(st.points, 0) as points, coalesce(st.exact, 0) as exact,
            coalesce(st.outcome, 0) as outcome, coalesce(st.played, 0) as played
          from group_users gu left join standing_tallies st on st.group_user_id = gu.id and st.matchday = ${matchday}
          where gu.group_id = ${groupId} and gu.left_at is null
        ) gu
      ) ranked
      where position > ${from}
      order by position
      ${count === null ? sql`` : sql`limit ${count}`}`),
  );
}

/** My place (1-based) in a table. */
async function placeOf(db: Db, groupId: string, groupUserId: string, matchday: number | undefined): Promise<number | null> {
  if (matchday === undefined) {
    const [row] = rowsOf<{ position: number }>(
      await db.execute(sql`select position from standing_tallies where group_user_id = ${groupUserId} and matchday = 0`),
    );
    return row?.position ?? null;
  }
  const [row] = rowsOf<{ position: number }>(
    await db.execute(sql`
      with me as (
        select gu.joined_at, gu.id, coalesce(st.points, 0) as points, coalesce(st.exact, 0) as exact, coalesce(st.outcome, 0) as outcome
        from group_users gu left join standing_tallies st on st.group_user_id = gu.id and st.matchday = ${matchday}
        where gu.id = ${groupUserId} and gu.left_at is null
      )
      select (1 + (
        select count(*)
        from group_users gu left join standing_tallies st on st.group_user_id = gu.id and st.matchday = ${matchday}
        where gu.group_id = ${groupId} and gu.left_at is null
          and (coalesce(st.points, 0), coalesce(st.exact, 0), coalesce(st.outcome, 0), me.joined_at, me.id)
            > (me.points, me.exact, me.outcome, gu.joined_at, gu.id)
      ))::int as position
      from me`),
  );
  return row?.position ?? null;
}

export interface PageRequest {
  /** 1-based; pages of `size` rows. */
  page: number;
  size?: number;
}

/**
 * A group's table, overall or for one matchday, whole or a page of it: same points, same rank
 * (1, 2, 2, 4), in the order of ties.
 */
export async function getStandings(db: Db, userId: string, groupId: string, matchday?: number, paging?: PageRequest): Promise<StandingRow[]> {
  const { group } = await requireGroupMember(db, groupId, userId);
  await ensureTallies(db, group.id);
  const size = paging ? (paging.size ?? STANDINGS_PAGE) : null;
  const from = paging ? (paging.page - 1) * size! : 0;
  const rows = matchday === undefined ? await overallRows(db, group.id, from, size) : await matchdayRows(db, group.id, matchday, from, size);
  return rows.map(({ rank, groupUserId, nickname, points, exact, outcome, played }) => ({ rank, groupUserId, nickname, points, exact, outcome, played }));
}

export interface MatchdaySummary {
  matchday: number;
  name: string | null;
  /** Every game of it is finished or cancelled. */
  complete: boolean;
  /** The best points of the matchday, and its winners (all tied at the top) once it is complete: the first few named, all counted. */
  best: number;
  winners: { groupUserId: string; nickname: string }[];
  winnerCount: number;
}

/** The scored matchdays (a table exists once a pick of it is scored), with their winners once complete. */
async function matchdaySummaries(db: Db, groupId: string, tournamentId: string): Promise<MatchdaySummary[]> {
  const [days, scored] = await Promise.all([
    db
      .select({
        ordinal: matchdays.ordinal,
        name: matchdays.name,
        complete: sql<boolean>`(count(${games.id}) > 0 and bool_and(${games.status} in ('finished', 'cancelled')))`,
      })
      .from(matchdays)
      .leftJoin(games, eq(games.matchdayId, matchdays.id))
      .where(eq(matchdays.tournamentId, tournamentId))
      .groupBy(matchdays.id)
      .orderBy(asc(matchdays.ordinal)),
    db.execute(sql`
      select st.matchday, max(st.points)::int as best, count(*) filter (where st.points = top.best)::int as at_best
      from standing_tallies st
      join (select matchday, max(points) as best from standing_tallies where group_id = ${groupId} and matchday > 0 group by matchday) top on top.matchday = st.matchday
      where st.group_id = ${groupId} and st.matchday > 0
      group by st.matchday`),
  ]);
  const scoredOf = new Map(rowsOf<{ matchday: number; best: number; at_best: number }>(scored).map((r) => [r.matchday, r]));
  const summaries: MatchdaySummary[] = [];
  for (const day of days) {
    const s = scoredOf.get(day.ordinal);
    if (!s) continue;
    let winners: MatchdaySummary["winners"] = [];
    let winnerCount = 0;
    if (day.complete) {
      const top = await matchdayRows(db, groupId, day.ordinal, 0, WINNERS_NAMED);
      winners = top.filter((r) => r.rank === 1).map((r) => ({ groupUserId: r.groupUserId, nickname: r.nickname }));
      // Nobody scored: everybody shares the top.
      winnerCount = s.best > 0 ? s.at_best : await memberCount(db, groupId);
    }
    summaries.push({ matchday: day.ordinal, name: day.name, complete: day.complete, best: s.best, winners, winnerCount });
  }
  return summaries;
}

/** Statistics (a Plus view) of the members on a page of the overall table. */
async function statsOf(db: Db, groupId: string, rows: readonly StandingRow[]): Promise<MemberStats[]> {
  if (rows.length === 0) return [];
  const ids = sql.join(rows.map((r) => sql`${r.groupUserId}::uuid`), sql`, `);
  const best = new Map(
    rowsOf<{ groupUserId: string; matchday: number; points: number }>(
      await db.execute(sql`
        select distinct on (group_user_id) group_user_id as "groupUserId", matchday, points
        from standing_tallies
        where group_id = ${groupId} and matchday > 0 and points > 0 and group_user_id in (${ids})
        order by group_user_id, points desc, matchday`),
    ).map((r) => [r.groupUserId, { matchday: r.matchday, points: r.points }]),
  );
  return rows.map((row) => {
    const share = (n: number) => (row.played === 0 ? 0 : n / row.played);
    return {
      groupUserId: row.groupUserId,
      nickname: row.nickname,
      played: row.played,
      exactRate: share(row.exact),
      outcomeRate: share(row.outcome),
      pointsPerPick: share(row.points),
      bestMatchday: best.get(row.groupUserId) ?? null,
    };
  });
}

/** How many rows either side of me the group page shows when I am not on the page shown. */
const NEIGHBOURS = 2;

/**
 * What the group page shows of the tables: the scored matchdays with their winners, one page of
 * the overall table (with movement) or of one matchday's table, my own neighbourhood in it when
 * I am on another page, and the statistics of the page's members.
 */
export async function getGroupTables(db: Db, userId: string, groupId: string, options: { matchday?: number; page?: number } = {}) {
  const { group, member } = await requireGroupMember(db, groupId, userId);
  await ensureTallies(db, group.id);
  const [summaries, total] = await Promise.all([matchdaySummaries(db, group.id, group.tournamentId), memberCount(db, group.id)]);
  const matchday = summaries.some((m) => m.matchday === options.matchday) ? options.matchday : undefined;
  const pages = Math.max(1, Math.ceil(total / STANDINGS_PAGE));
  const page = Math.min(Math.max(1, options.page ?? 1), pages);
  const read = (from: number, count: number) => (matchday === undefined ? overallRows(db, group.id, from, count) : matchdayRows(db, group.id, matchday, from, count));
  const [rows, place] = await Promise.all([read((page - 1) * STANDINGS_PAGE, STANDINGS_PAGE), placeOf(db, group.id, member.id, matchday)]);
  const onPage = rows.some((r) => r.groupUserId === member.id);
  const around = !onPage && place !== null ? await read(Math.max(0, place - 1 - NEIGHBOURS), 2 * NEIGHBOURS + 1) : [];
  const overall = matchday === undefined ? (rows as OverallRow[]) : await overallRows(db, group.id, (page - 1) * STANDINGS_PAGE, STANDINGS_PAGE);
  return {
    matchdays: summaries,
    table: { matchday, rows, around, total, page, pages } satisfies TablePage<StandingRow> & { matchday?: number; around: StandingRow[] },
    place,
    stats: () => statsOf(db, group.id, overall),
  };
}
