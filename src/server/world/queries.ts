/**
 * Reading the whole world's table (decision 0048): one prepared statement per filter (decision
 * 0029) reads who asks (the live session for a cookie's token), the tournament, the table's size,
 * my row and a page of rows by place, and the database writes the rows' JSON. A page is a range of
 * `world_tallies_order_idx` (or `world_tallies_country_idx` for a country), whatever the number of
 * players; the filter "my groups' members" ranks the few players who share a group with me.
 */
import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { preparedRows } from "@/db/prepared";
import { AppError } from "@/lib/errors";
import type { GameMode } from "@/lib/sports";
import { liveSessionUserId } from "@/server/auth/session-cookie";

/** Rows per page of the world table. */
export const WORLD_PAGE = 50;

export type WorldFilter = { kind: "all" } | { kind: "country"; country: string } | { kind: "groups" };
/** Who reads: a user id (a session already read), or the token of a signed session cookie (read in the statement). */
export type WorldReader = string | { sessionToken: string };

export interface WorldRow {
  /** Rank among all players of the mode (1, 2, 2, 4). */
  rank: number;
  /** Place in this view (all players, the country's or my groups' members), in the order of ties. */
  place: number;
  name: string;
  country: string | null;
  points: number;
  exact: number;
  outcome: number;
  played: number;
  /** This row is the reader's. */
  me: boolean;
}

export interface WorldPage {
  tournamentId: string;
  mode: GameMode;
  /** When the stored table was built (null: not yet). */
  builtAt: string | null;
  /** Rows in this view. */
  total: number;
  page: number;
  pages: number;
  size: number;
  /** My row, when the stored table has me (with my place in this view, null when the filter leaves me out). */
  me: (WorldRow & { place: number | null }) | null;
  /**
   * I have an active membership of a group of this tournament and mode now (read live, not from the
   * stored table): true with `me` null when I joined after the table was last built.
   */
  playing: boolean;
  rows: WorldRow[];
}

const value = (name: string) => sql.placeholder(name);

/** A row's JSON; `place` is its place in the view. */
const rowJson = (place: SQL) =>
  sql`json_build_object('rank', w.rank, 'place', ${place}, 'name', u.name, 'country', w.country, 'points', w.points, 'exact', w.exact, 'outcome', w.outcome, 'played', w.played, 'me', w.user_id = who.user_id)`;

function statement(filter: WorldFilter["kind"], bySession: boolean): SQL {
  const who = bySession ? liveSessionUserId(value("who")) : sql`${value("who")}::text`;
  const mode = sql`${value("mode")}::text`;
  const from = sql`${value("from")}::int`;
  const to = sql`${value("to")}::int`;
  const head = sql`
    with who as (select ${who} as user_id),
    tour as (select id from tournaments where slug = ${value("slug")}::text)`;
  // Read live: a player who joined since the last build plays, though the table has no row yet.
  const playing = sql`exists (
      select 1 from group_users gu join groups g on g.id = gu.group_id
      where gu.user_id = who.user_id and gu.left_at is null and g.tournament_id = tour.id and g.mode = ${mode}
    ) as playing`;
  const outer = sql`
    from who
    left join tour on true
    left join world_states ws on ws.tournament_id = tour.id`;
  if (filter === "groups") {
    // The players who share an active membership of the tournament with me (me too), ranked among themselves.
    return sql`${head},
    mates as (
      select distinct other.user_id
      from who join group_users mine on mine.user_id = who.user_id and mine.left_at is null
      join groups g on g.id = mine.group_id and g.tournament_id = (select id from tour)
      join group_users other on other.group_id = g.id and other.left_at is null and other.user_id is not null
    ), view as materialized (
      select w.*, row_number() over (order by w.position)::int as place
      from world_tallies w join mates on mates.user_id = w.user_id
      where w.tournament_id = (select id from tour) and w.mode = ${mode}
    )
    select who.user_id as "userId", tour.id as "tournamentId", ws.built_at as "builtAt", ${playing},
      (select count(*) from view)::int as total,
      (select ${rowJson(sql`w.place`)}::text from view w join "user" u on u.id = w.user_id where w.user_id = who.user_id) as me,
      (select coalesce(json_agg(${rowJson(sql`w.place`)} order by w.place), '[]')::text
        from view w join "user" u on u.id = w.user_id where w.place between ${from} and ${to}) as rows
    ${outer}`;
  }
  const byCountry = filter === "country";
  const country = sql`${value("country")}::text`;
  const place = byCountry ? sql`w.country_position` : sql`w.position`;
  const inView = byCountry ? sql`w.country = ${country} and w.country_position` : sql`w.position`;
  return sql`${head}
    select who.user_id as "userId", tour.id as "tournamentId", ws.built_at as "builtAt", ${playing},
      case when who.user_id is not null then coalesce((
        select max(${place}) from world_tallies w where w.tournament_id = tour.id and w.mode = ${mode}${byCountry ? sql` and w.country = ${country}` : sql``}
      ), 0) end as total,
      case when who.user_id is not null then (
        select ${rowJson(byCountry ? sql`case when w.country = ${country} then w.country_position end` : sql`w.position`)}::text
        from world_tallies w join "user" u on u.id = w.user_id
        where w.tournament_id = tour.id and w.mode = ${mode} and w.user_id = who.user_id
      ) end as me,
      case when who.user_id is not null then (
        select coalesce(json_agg(${rowJson(place)} order by ${place}), '[]')::text
        from world_tallies w join "user" u on u.id = w.user_id
        where w.tournament_id = tour.id and w.mode = ${mode} and ${inView} between ${from} and ${to}
      ) end as rows
    ${outer}`;
}

/**
 * A page of a tournament's world table in `mode` (1-based `page` of `size` rows), filtered: 401
 * without a live session, 404 for a tournament that does not exist. A page past the end is the
 * last one.
 */
export async function readWorld(
  db: Db,
  reader: WorldReader,
  slug: string,
  mode: GameMode,
  filter: WorldFilter,
  paging: { page: number; size?: number },
): Promise<WorldPage> {
  const bySession = typeof reader !== "string";
  const size = paging.size ?? WORLD_PAGE;
  const read = async (page: number) => {
    const from = (page - 1) * size + 1;
    const [row] = await preparedRows<{
      userId: string | null;
      tournamentId: string | null;
      builtAt: string | Date | null;
      playing: boolean | null;
      total: number | null;
      me: string | null;
      rows: string | null;
    }>(db, `world:${filter.kind}:${bySession ? "session" : "user"}`, () => statement(filter.kind, bySession), {
      who: bySession ? reader.sessionToken : reader,
      slug,
      mode,
      from,
      to: from + size - 1,
      ...(filter.kind === "country" && { country: filter.country }),
    });
    if (!row?.userId) throw new AppError({ code: "error.auth.required" });
    if (!row.tournamentId) throw new AppError({ code: "error.notFound" });
    return row;
  };
  let row = await read(paging.page);
  const total = Number(row.total ?? 0);
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(paging.page, pages);
  if (page !== paging.page) row = await read(page);
  return {
    tournamentId: row.tournamentId!,
    mode,
    builtAt: row.builtAt === null ? null : new Date(row.builtAt).toISOString(),
    total,
    page,
    pages,
    size,
    me: row.me ? (JSON.parse(row.me) as WorldPage["me"]) : null,
    playing: row.playing === true,
    rows: JSON.parse(row.rows ?? "[]") as WorldRow[],
  };
}

/** The page that holds a place. */
export const pageOfPlace = (place: number, size = WORLD_PAGE) => Math.max(1, Math.ceil(place / size));

/** The modes I play in a tournament (my active memberships). */
export async function myModes(db: Db, userId: string, tournamentId: string): Promise<GameMode[]> {
  const rows = (await db.execute(sql`
    select distinct g.mode from group_users gu join groups g on g.id = gu.group_id
    where gu.user_id = ${userId} and gu.left_at is null and g.tournament_id = ${tournamentId}
    order by g.mode`)) as unknown as { rows: { mode: GameMode }[] };
  return rows.rows.map((r) => r.mode);
}
