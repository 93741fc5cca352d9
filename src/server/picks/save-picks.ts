import "server-only";
import { count } from "@/server/metrics/metrics";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { preparedRows } from "@/db/prepared";
import { groups } from "@/db/schema";
import { AppError, type ErrorCode, type ErrorParams } from "@/lib/errors";
import type { SavePicksInput } from "@/lib/schemas/groups";
import { parsePick, PickError } from "@/lib/scoring/picks";
import type { GameMode, Sport } from "@/lib/sports";
import { liveSessionUserId } from "@/server/auth/session-cookie";
import { notAMember } from "@/server/groups/access";
import { isLocked } from "@/server/groups/lock";

export interface SavePicksResult {
  saved: { gameId: string; joker: boolean }[];
  /** Each refusal in the seed's error shape but the message, which the route adds in the caller's language (`withMessages`). */
  rejected: { gameId: string; code: ErrorCode; formField?: string; params?: ErrorParams }[];
}

/** Who saves: a user id (a session already read), or the token of a signed session cookie (read in the same statement). */
export type Saver = string | { sessionToken: string };

interface ContextRow {
  userId: string | null;
  memberId: string | null;
  mode: GameMode;
  sport: Sport;
  jokers: boolean;
  gameId: string | null;
  knockout: boolean;
  stage: string | null;
  entrantIds: string[] | null;
  matchdayId: string;
  locked: boolean;
  /** The member's jokers on the game's matchday (when the request asks for one). */
  matchdayJokers?: { gameId: string; locked: boolean }[] | null;
}

const list = (values: SQL[]) => sql.join(values, sql`, `);

/** Batches of up to this many picks (a matchday, a round) run as named statements; larger ones are one-offs. */
const PREPARED_PICKS = 16;

/**
 * Saves many picks at once, each checked on its own (decision 0029): two statements and no
 * transaction. The first reads who saves (a live session when given a token), the membership, and
 * each game with its lock (lock.ts) and, when a joker is asked for, the member's jokers of its
 * matchday. The picks are then checked here (shape, lock, jokers: one per matchday, moved from
 * another open game, never from a locked one). The second statement writes them all, and
 * checks again, on its own clock, the membership, each game's lock and that no locked game holds
 * the matchday's joker: a pick whose lock passed in between is refused with error.pick.locked.
 * A pick sent as `null` takes the member's pick of that game back (the player emptied it), under
 * the same lock: until the game locks, no pick is as good as any.
 */
export async function savePicks(
  db: Db,
  saver: Saver,
  groupId: string,
  input: SavePicksInput,
): Promise<SavePicksResult> {
  const ids = [...new Set(input.picks.map((p) => p.gameId))];
  const wantsJoker = input.picks.some((p) => p.joker === true);
  const bySession = typeof saver !== "string";
  const gameValues = Object.fromEntries(ids.map((id, k) => [`game${k}`, id]));
  const rows = await preparedRows<ContextRow>(
    db,
    `save-picks:read:${ids.length}:${bySession ? "session" : "user"}:${wantsJoker ? "joker" : "plain"}`,
    () => contextStatement(ids.length, bySession, wantsJoker),
    { ...gameValues, group: groupId, who: bySession ? saver.sessionToken : saver },
    { prepare: ids.length <= PREPARED_PICKS },
  );
  const first = rows[0];
  if (!first?.userId) throw new AppError({ code: "error.auth.required" });
  // Left or removed while the sheet was open: said so, not "not found" (the group page says it too).
  if (!first.memberId) throw await notAMember(db, groupId, first.userId);
  const memberId = first.memberId;
  const byId = new Map(rows.filter((r) => r.gameId).map((r) => [r.gameId!, r]));

  // The member's jokers by matchday as the picks before this one left them (a batch is saved in order).
  const jokers = new Map<string, { gameId: string; locked: boolean }[]>();
  for (const row of rows)
    if (row.gameId && !jokers.has(row.matchdayId)) jokers.set(row.matchdayId, row.matchdayJokers ?? []);
  // A null pick is the member's pick taken back: written as a deletion.
  const planned = new Map<string, { pick: unknown; joker: boolean; matchdayId: string }>();
  const result: SavePicksResult = { saved: [], rejected: [] };
  for (const entry of input.picks) {
    const row = byId.get(entry.gameId);
    if (!row) {
      result.rejected.push({ gameId: entry.gameId, code: "error.notFound" });
      continue;
    }
    if (row.locked) {
      result.rejected.push({ gameId: entry.gameId, code: "error.pick.locked" });
      continue;
    }
    if (entry.pick === null) {
      jokers.set(
        row.matchdayId,
        jokers.get(row.matchdayId)!.filter((j) => j.gameId !== entry.gameId),
      );
      planned.delete(entry.gameId);
      planned.set(entry.gameId, { pick: null, joker: false, matchdayId: row.matchdayId });
      result.saved.push({ gameId: entry.gameId, joker: false });
      continue;
    }
    let pick;
    try {
      pick = parsePick(
        first.sport,
        first.mode,
        { knockout: row.knockout, stage: row.stage, entrantIds: row.entrantIds },
        entry.pick,
      );
    } catch (error) {
      if (error instanceof PickError) {
        result.rejected.push({
          gameId: entry.gameId,
          code: error.code,
          formField: error.formField,
          ...(error.params && { params: error.params }),
        });
        continue;
      }
      throw error;
    }
    const joker = entry.joker === true;
    const matchday = jokers.get(row.matchdayId)!.filter((j) => j.gameId !== entry.gameId);
    if (joker) {
      if (!first.jokers) {
        result.rejected.push({ gameId: entry.gameId, code: "error.pick.jokerOff" });
        continue;
      }
      if (matchday.some((j) => j.locked)) {
        result.rejected.push({ gameId: entry.gameId, code: "error.pick.jokerUsed" });
        continue;
      }
      // The joker moves here from the matchday's other (open) games, saved earlier in this batch or before.
      for (const j of matchday) {
        const earlier = planned.get(j.gameId);
        if (earlier) earlier.joker = false;
      }
      jokers.set(row.matchdayId, [{ gameId: entry.gameId, locked: false }]);
    } else {
      jokers.set(row.matchdayId, matchday);
    }
    planned.delete(entry.gameId);
    planned.set(entry.gameId, { pick, joker, matchdayId: row.matchdayId });
    result.saved.push({ gameId: entry.gameId, joker });
  }
  if (result.saved.length === 0 && result.rejected.length === 0)
    throw new AppError({ code: "error.validation.required", formField: "picks" });
  if (planned.size === 0) return result;

  // Matchdays whose joker this batch places: the member's jokers on their other games come off.
  const jokerMatchdays = [...new Set([...planned.values()].filter((p) => p.joker).map((p) => p.matchdayId))];
  const entries = [...planned];
  const written = await preparedRows<{ gameId: string }>(
    db,
    `save-picks:write:${entries.length}:${jokerMatchdays.length ? "joker" : "plain"}`,
    () => writeStatement(entries.length, jokerMatchdays.length > 0),
    {
      group: groupId,
      member: memberId,
      mode: first.mode,
      ...Object.fromEntries(
        entries.flatMap(([gameId, p], k) => [
          [`game${k}`, gameId],
          [`pick${k}`, p.pick === null ? null : JSON.stringify(p.pick)],
          [`joker${k}`, p.joker],
          [`matchday${k}`, p.matchdayId],
        ]),
      ),
    },
    { prepare: entries.length <= PREPARED_PICKS },
  );
  // Counted once written.
  count("callit_picks_saved_total", {}, written.length);
  if (written.length === planned.size) return result;
  // A lock passed between the two statements: what was not written is refused, as a late pick is;
  // or the group's mode changed (a batch is written whole or not at all then): the picks were made
  // for the old one and are refused as picks that do not fit.
  const stored = new Set(written.map((w) => w.gameId));
  const late = new Set([...planned.keys()].filter((id) => !stored.has(id)));
  const code =
    written.length === 0 && (await groupMode(db, groupId)) !== first.mode
      ? ("error.pick.invalid" as const)
      : ("error.pick.locked" as const);
  return {
    saved: result.saved.filter((s) => !late.has(s.gameId)),
    rejected: [...result.rejected, ...[...late].map((gameId) => ({ gameId, code }))],
  };
}

async function groupMode(db: Db, groupId: string): Promise<GameMode | undefined> {
  const [row] = await db.select({ mode: groups.mode }).from(groups).where(eq(groups.id, groupId));
  return row?.mode;
}

const value = (name: string) => sql.placeholder(name);

/** Who saves, the membership, each asked game with its lock, and (for a joker) the member's jokers of its matchday. */
function contextStatement(gameCount: number, bySession: boolean, wantsJoker: boolean): SQL {
  const who = bySession ? liveSessionUserId(value("who")) : sql`${value("who")}::text`;
  const gameIds = list(Array.from({ length: gameCount }, (_, k) => sql`${value(`game${k}`)}::uuid`));
  return sql`
    select ctx.*${
      wantsJoker
        ? sql`, (select json_agg(json_build_object('gameId', games.id, 'locked', ${isLocked()}))
              from picks p join games on games.id = p.game_id join groups on groups.id = ${value("group")}::uuid
              where p.group_user_id = ctx."memberId" and p.joker and games.matchday_id = ctx."matchdayId") as "matchdayJokers"`
        : sql``
    }
    from (
      select who.user_id as "userId", gu.id as "memberId", groups.mode, groups.jokers, t.sport,
        games.id as "gameId", games.knockout, games.stage, to_json(games.entrant_ids) as "entrantIds", games.matchday_id as "matchdayId",
        ${isLocked()} as locked
      from (select ${who} as user_id) who
      left join group_users gu on gu.user_id = who.user_id and gu.group_id = ${value("group")}::uuid and gu.left_at is null
      left join groups on groups.id = gu.group_id
      left join tournaments t on t.id = groups.tournament_id
      left join games on games.tournament_id = groups.tournament_id and games.id in (${gameIds})
    ) ctx`;
}

/**
 * Every pick of the batch in one statement, with the membership, each game's lock and the
 * matchday's joker checked again on the statement's own clock, and the group's mode still the one
 * the picks were checked for: the group's row is held (`for key share`, which only a settings
 * change's `for update` waits for), so a new mode either waits for these picks and sees them
 * (error.group.modeHasPicks) or is committed first and seen here, and nothing is written; a joker placed here comes off the
 * member's other open games of its matchday; a pick of SQL null deletes the member's pick of its
 * game. Answers the games it wrote (or emptied).
 */
function writeStatement(count: number, movesJokers: boolean): SQL {
  const rows = list(
    Array.from(
      { length: count },
      (_, k) =>
        sql`(${value(`game${k}`)}::uuid, ${value(`pick${k}`)}::jsonb, ${value(`joker${k}`)}::boolean, ${value(`matchday${k}`)}::uuid)`,
    ),
  );
  return sql`
    with input (game_id, pick, joker, matchday_id) as (values ${rows}),
    target as (
      select input.* from input
      join games on games.id = input.game_id
      join groups on groups.id = ${value("group")}::uuid
      join group_users gu on gu.id = ${value("member")}::uuid and gu.group_id = groups.id and gu.left_at is null
      where groups.mode = ${value("mode")}::text and not ${isLocked()} and (not input.joker or not exists (
        select 1 from picks p join games on games.id = p.game_id
        where p.group_user_id = gu.id and p.joker and games.matchday_id = input.matchday_id and games.id <> input.game_id and ${isLocked()}
      ))
      for key share of groups
    )${
      movesJokers
        ? sql`,
    moved as (
      update picks set joker = false from games, groups
      where groups.id = ${value("group")}::uuid and games.id = picks.game_id and picks.group_user_id = ${value("member")}::uuid and picks.joker
        and games.matchday_id in (select matchday_id from target where joker)
        and picks.game_id not in (select game_id from input)
        and not ${isLocked()}
    )`
        : sql``
    },
    removed as (
      delete from picks using target
      where picks.group_user_id = ${value("member")}::uuid and picks.game_id = target.game_id and target.pick is null
    ),
    written as (
      insert into picks (group_user_id, game_id, pick, joker)
      select ${value("member")}::uuid, game_id, pick, joker from target where pick is not null
      on conflict (group_user_id, game_id) do update set pick = excluded.pick, joker = excluded.joker, updated_at = now()
      returning game_id
    )
    select game_id as "gameId" from written
    union all select game_id from target where pick is null`;
}
