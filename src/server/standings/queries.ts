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
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { preparedRows } from "@/db/prepared";
import { groups, tournaments } from "@/db/schema";
import type { MemberStats, OverallRow, StandingRow } from "@/lib/standings";
import { AppError } from "@/lib/errors";
import { liveSessionUserId } from "@/server/auth/session-cookie";
import { bonusPointsOf } from "@/server/bonus/points";
import { requireGroupMember } from "@/server/groups/access";

export type { OverallRow, StandingRow };

/** How many rows either side of me the group page shows when I am not on the page shown. */
const NEIGHBOURS = 2;

/** Rows per page of a table on the group page. */
export const STANDINGS_PAGE = 30;
/** Matchday winners named (the rest are counted). */
const WINNERS_NAMED = 20;

type Group = { id: string; mode: string; scoring: unknown };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Rebuilds the group's stored tables if a result was scored or its members changed since. */
export async function ensureTallies(db: Db, groupId: string): Promise<void> {
  const [state] = await db
    .select({
      scored: tournaments.scoredVersion,
      standings: groups.standingsVersion,
      talliedScored: groups.talliedScored,
      talliedStandings: groups.talliedStandings,
    })
    .from(groups)
    .innerJoin(tournaments, eq(tournaments.id, groups.tournamentId))
    .where(eq(groups.id, groupId));
  if (!state || (state.scored === state.talliedScored && state.standings === state.talliedStandings)) return;
  await db.transaction(async (tx) => {
    // One rebuild at a time per group; the others wait and find it done.
    const [group] = await tx
      .select({
        id: groups.id,
        mode: groups.mode,
        scoring: groups.scoring,
        standings: groups.standingsVersion,
        talliedScored: groups.talliedScored,
        talliedStandings: groups.talliedStandings,
        tournamentId: groups.tournamentId,
      })
      .from(groups)
      .where(eq(groups.id, groupId))
      .for("update");
    if (!group) return;
    const [tournament] = await tx
      .select({ scored: tournaments.scoredVersion })
      .from(tournaments)
      .where(eq(tournaments.id, group.tournamentId));
    if (tournament!.scored === group.talliedScored && group.standings === group.talliedStandings) return;
    await rebuild(tx, group);
    await tx
      .update(groups)
      .set({ talliedScored: tournament!.scored, talliedStandings: group.standings })
      .where(eq(groups.id, group.id));
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
    insert into standing_tallies (group_id, group_user_id, matchday, points, exact, outcome, played, scored)
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
      count(*)::int,
      (count(*) filter (where value.points > 0))::int
    from mine join value on value.game_id = mine.game_id and value.pick = mine.pick
    group by mine.group_user_id, value.matchday`);
  // The overall table (matchday 0): every active member, ranked and ordered, with the places
  // moved since the table before the last scored matchday.
  await db.execute(sql`
    with days as (
      select distinct matchday from standing_tallies where group_id = ${group.id} and matchday > 0
    ), before as (
      select matchday from days order by matchday desc offset 1 limit 1
    ), bonus as materialized ${bonusPointsOf(group.id)}, totals as (
      select gu.id, gu.joined_at,
        (coalesce(sum(st.points), 0) + coalesce(min(bonus.points), 0))::int as points,
        coalesce(sum(st.exact), 0)::int as exact,
        coalesce(sum(st.outcome), 0)::int as outcome,
        coalesce(sum(st.played), 0)::int as played,
        coalesce(sum(st.scored), 0)::int as scored,
        coalesce(sum(st.points) filter (where st.matchday <= (select matchday from before)), 0)::int as points_before
      from group_users gu
      left join standing_tallies st on st.group_user_id = gu.id and st.matchday > 0
      -- Right bonus answers (decision 0049), beside the games' points.
      left join bonus on bonus.group_user_id = gu.id
      where gu.group_id = ${group.id} and gu.left_at is null
      group by gu.id, gu.joined_at
    )
    insert into standing_tallies (group_id, group_user_id, matchday, points, exact, outcome, played, scored, rank, position, movement)
    select ${group.id}, gu.id, 0, points, exact, outcome, played, scored,
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
async function matchdayRows(
  db: Db,
  groupId: string,
  matchday: number,
  from: number,
  count: number | null,
): Promise<StandingRow[]> {
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
async function placeOf(
  db: Db,
  groupId: string,
  groupUserId: string,
  matchday: number | undefined,
): Promise<number | null> {
  if (matchday === undefined) {
    const [row] = rowsOf<{ position: number }>(
      await db.execute(
        sql`select position from standing_tallies where group_user_id = ${groupUserId} and matchday = 0`,
      ),
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

/** Who reads: a user id (a session already read), or the token of a signed session cookie (read in the statement itself). */
export type Reader = string | { sessionToken: string };

const value = (name: string) => sql.placeholder(name);

/** The overall table's rows at places `from` to `to` (1-based, inclusive) of the member's group `m`, as JSON text: no object per row in Node. */
const rowsJson = (from: SQL, to: SQL, movement: boolean) => sql`(
  select coalesce(json_agg(json_build_object('rank', st.rank,${movement ? sql` 'movement', st.movement,` : sql``} 'groupUserId', st.group_user_id,
    'nickname', gu.nickname, 'points', st.points, 'exact', st.exact, 'outcome', st.outcome, 'played', st.played) order by st.position), '[]')::text
  from standing_tallies st join group_users gu on gu.id = st.group_user_id
  where st.group_id = m.group_id and st.matchday = 0 and st.position between ${from} and ${to})`;

/**
 * The overall table's read, in one statement: who reads (the live session for a token), the
 * membership (members only), whether the stored table is current, the total, my place, the rows of
 * places `from` to `to` and (`around`) my neighbourhood. Nothing of the table is read unless the
 * reader is a member and the table is current (or `stale` says to read it anyway).
 */
function overallStatement(bySession: boolean, around: boolean, movement: boolean): SQL {
  const who = bySession ? liveSessionUserId(value("who")) : sql`${value("who")}::text`;
  const readable = sql`(m.fresh or ${value("stale")}::boolean)`;
  return sql`
    select who.user_id as "userId", m.member_id as "memberId", m.tournament_id as "tournamentId", m.fresh,
      case when ${readable} then coalesce((select max(st.position) from standing_tallies st where st.group_id = m.group_id and st.matchday = 0), 0) end as total,
      case when ${readable} then me.place end as place,
      case when ${readable} then ${rowsJson(sql`${value("from")}::int`, sql`${value("to")}::int`, movement)} end as rows${
        around
          ? sql`,
      case when ${readable} and me.place not between ${value("from")}::int and ${value("to")}::int
        then ${rowsJson(sql`me.place - ${sql.raw(String(NEIGHBOURS))}`, sql`me.place + ${sql.raw(String(NEIGHBOURS))}`, movement)} end as around`
          : sql``
      }
    from (select ${who} as user_id) who
    left join lateral (
      select gu.id as member_id, gu.group_id, g.tournament_id, (g.tallied_scored = t.scored_version and g.tallied_standings = g.standings_version) as fresh
      from group_users gu join groups g on g.id = gu.group_id join tournaments t on t.id = g.tournament_id
      where gu.group_id = ${value("group")}::uuid and gu.user_id = who.user_id and gu.left_at is null
    ) m on true
    left join lateral (
      select st.position as place from standing_tallies st where st.group_user_id = m.member_id and st.matchday = 0
    ) me on true`;
}

interface OverallRead {
  memberId: string;
  tournamentId: string;
  total: number;
  place: number | null;
  /** JSON arrays of rows, as the database wrote them. */
  rows: string;
  around: string | null;
}

/**
 * Places `from` to `to` of a group's overall table (and my neighbourhood with `around`), after the
 * membership check: 401 for a token without a live session, 404 for a non-member. One round trip
 * when the stored table is current; otherwise it is rebuilt first.
 */
async function readOverall(
  db: Db,
  reader: Reader,
  groupId: string,
  from: number,
  to: number,
  options: { around: boolean; movement: boolean },
): Promise<OverallRead> {
  const bySession = typeof reader !== "string";
  const name = `standings:overall:${bySession ? "session" : "user"}:${options.around ? "around" : "page"}:${options.movement ? "movement" : "plain"}`;
  for (let attempt = 0; ; attempt++) {
    const [row] = await preparedRows<{
      userId: string | null;
      memberId: string | null;
      tournamentId: string;
      fresh: boolean | null;
      total: number | null;
      place: number | null;
      rows: string | null;
      around?: string | null;
    }>(db, name, () => overallStatement(bySession, options.around, options.movement), {
      who: bySession ? reader.sessionToken : reader,
      group: groupId,
      from,
      to,
      stale: attempt > 0,
    });
    if (!row?.userId) throw new AppError({ code: "error.auth.required" });
    if (!row.memberId) throw new AppError({ code: "error.notFound" });
    if (row.rows !== null)
      return {
        memberId: row.memberId,
        tournamentId: row.tournamentId,
        total: Number(row.total),
        place: row.place,
        rows: row.rows,
        around: row.around ?? null,
      };
    // A result was scored or the members changed since the table was stored: rebuild, read again.
    await ensureTallies(db, groupId);
  }
}

/** The largest place a statement takes (a whole table). */
const ALL = 2_147_483_647;

/**
 * The API's overall table (`GET /api/groups/{id}/standings` without `matchday`), whole or a page:
 * the JSON body as the database built it, with the table's size.
 */
export async function overallTableJson(
  db: Db,
  reader: Reader,
  groupId: string,
  paging?: PageRequest,
): Promise<{ json: string; total: number }> {
  const size = paging ? (paging.size ?? STANDINGS_PAGE) : null;
  const from = paging ? (paging.page - 1) * size! + 1 : 1;
  const read = await readOverall(db, reader, groupId, from, size === null ? ALL : from + size - 1, {
    around: false,
    movement: false,
  });
  return { json: read.rows, total: read.total };
}

/** The user of a reader: 401 when a token's session is not live. */
async function userOf(db: Db, reader: Reader): Promise<string> {
  if (typeof reader === "string") return reader;
  const [row] = await preparedRows<{ userId: string | null }>(
    db,
    "standings:session",
    () => sql`select ${liveSessionUserId(value("who"))} as "userId"`,
    { who: reader.sessionToken },
  );
  if (!row?.userId) throw new AppError({ code: "error.auth.required" });
  return row.userId;
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
export async function getStandings(
  db: Db,
  reader: Reader,
  groupId: string,
  matchday?: number,
  paging?: PageRequest,
): Promise<StandingRow[]> {
  const { group } = await requireGroupMember(db, groupId, await userOf(db, reader));
  await ensureTallies(db, group.id);
  const size = paging ? (paging.size ?? STANDINGS_PAGE) : null;
  const from = paging ? (paging.page - 1) * size! : 0;
  const rows =
    matchday === undefined
      ? await overallRows(db, group.id, from, size)
      : await matchdayRows(db, group.id, matchday, from, size);
  return rows.map(({ rank, groupUserId, nickname, points, exact, outcome, played }) => ({
    rank,
    groupUserId,
    nickname,
    points,
    exact,
    outcome,
    played,
  }));
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

/**
 * The scored matchdays (a table exists once a pick of it is scored), with their winners once
 * complete, in one statement: each matchday's best points and who has them are a probe of
 * `standing_tallies_best_idx`, not a read of the matchday's every row.
 */
async function matchdaySummaries(
  db: Db,
  groupId: string,
  tournamentId: string,
  memberCount: number,
): Promise<MatchdaySummary[]> {
  const rows = rowsOf<{
    matchday: number;
    name: string | null;
    complete: boolean;
    best: number;
    atBest: number;
    winners: MatchdaySummary["winners"] | null;
  }>(
    await db.execute(sql`
      select m.ordinal as matchday, m.name, day.complete, b.best, day."atBest",
        case when day.complete and b.best > 0 then (
          select json_agg(json_build_object('groupUserId', w.id, 'nickname', w.nickname) order by w.exact desc, w.outcome desc, w.joined_at, w.id)
          from (
            select gu.id, gu.nickname, gu.joined_at, st.exact, st.outcome
            from standing_tallies st join group_users gu on gu.id = st.group_user_id
            where st.group_id = ${groupId} and st.matchday = m.ordinal and st.points = b.best
            order by st.exact desc, st.outcome desc, gu.joined_at, gu.id
            limit ${WINNERS_NAMED}
          ) w
        ) end as winners
      from matchdays m
      join lateral (
        select st.points as best from standing_tallies st where st.group_id = ${groupId} and st.matchday = m.ordinal order by st.points desc limit 1
      ) b on true
      cross join lateral (
        select
          (select count(*) > 0 and bool_and(g.status in ('finished', 'cancelled')) from games g where g.matchday_id = m.id) as complete,
          (select count(*) from standing_tallies st where st.group_id = ${groupId} and st.matchday = m.ordinal and st.points = b.best)::int as "atBest"
      ) day
      where m.tournament_id = ${tournamentId}
      order by m.ordinal`),
  );
  const summaries: MatchdaySummary[] = [];
  for (const day of rows) {
    let winners: MatchdaySummary["winners"] = [];
    let winnerCount = 0;
    if (day.complete) {
      if (day.best > 0) {
        winners = day.winners ?? [];
        winnerCount = day.atBest;
      } else {
        // Nobody scored: everybody shares the top (members without a scored pick too).
        const top = await matchdayRows(db, groupId, day.matchday, 0, WINNERS_NAMED);
        winners = top.filter((r) => r.rank === 1).map((r) => ({ groupUserId: r.groupUserId, nickname: r.nickname }));
        winnerCount = memberCount;
      }
    }
    summaries.push({
      matchday: day.matchday,
      name: day.name,
      complete: day.complete,
      best: day.best,
      winners,
      winnerCount,
    });
  }
  return summaries;
}

/** Statistics (a Plus view) of the members on a page of the overall table. */
async function statsOf(db: Db, groupId: string, rows: readonly StandingRow[]): Promise<MemberStats[]> {
  if (rows.length === 0) return [];
  const ids = sql.join(
    rows.map((r) => sql`${r.groupUserId}::uuid`),
    sql`, `,
  );
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

/**
 * What the group page shows of the tables: the scored matchdays with their winners, one page of
 * the overall table (with movement) or of one matchday's table, my own neighbourhood in it when
 * I am on another page, and the statistics of the page's members. The overall table's page, my
 * place, my neighbourhood and the total are one statement (with the membership check).
 */
export async function getGroupTables(
  db: Db,
  userId: string,
  groupId: string,
  options: { matchday?: number; page?: number } = {},
) {
  const requested = Math.max(1, options.page ?? 1);
  const readPage = (page: number) =>
    readOverall(db, userId, groupId, (page - 1) * STANDINGS_PAGE + 1, page * STANDINGS_PAGE, {
      around: true,
      movement: true,
    });
  let overall = await readPage(requested);
  const total = overall.total;
  const pages = Math.max(1, Math.ceil(total / STANDINGS_PAGE));
  const page = Math.min(requested, pages);
  if (page !== requested) overall = await readPage(page);
  const summaries = await matchdaySummaries(db, groupId, overall.tournamentId, total);
  const matchday = summaries.some((m) => m.matchday === options.matchday) ? options.matchday : undefined;
  const overallRows = JSON.parse(overall.rows) as OverallRow[];
  let rows: StandingRow[] = overallRows;
  let around: StandingRow[] = overall.around ? (JSON.parse(overall.around) as OverallRow[]) : [];
  let place = overall.place;
  if (matchday !== undefined) {
    const from = (page - 1) * STANDINGS_PAGE;
    [rows, place] = await Promise.all([
      matchdayRows(db, groupId, matchday, from, STANDINGS_PAGE),
      placeOf(db, groupId, overall.memberId, matchday),
    ]);
    const onPage = rows.some((r) => r.groupUserId === overall.memberId);
    around =
      !onPage && place !== null
        ? await matchdayRows(db, groupId, matchday, Math.max(0, place - 1 - NEIGHBOURS), 2 * NEIGHBOURS + 1)
        : [];
  }
  return {
    matchdays: summaries,
    table: { matchday, rows, around, total, page, pages } satisfies TablePage<StandingRow> & {
      matchday?: number;
      around: StandingRow[];
    },
    place,
    stats: () => statsOf(db, groupId, overallRows),
  };
}
