/**
 * When a pick is open (PRODUCT.md §2, ARCHITECTURE.md "Locks are monotonic"): the one home of the
 * rule. Every reader (saves, visibility of others' picks, the pick sheet, the predictions hub, the
 * schedule, countdowns, reminders, exports) asks this module; the database clock decides.
 *
 * A game's lock for a group is the time its lock policy gives (the game's own lock, N minutes
 * before it, or the first lock of its matchday), or the lock kept for good in `kept_locks` when
 * something later moved it (decision 0017), whichever is earlier. A game that is live, finished or
 * cancelled is locked whatever the time. The SQL reads the rows of `games` and `groups` in the
 * query it is part of, so every query that asks joins both tables under their own names.
 */
import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { games, groups } from "@/db/schema";
import type { GameStatus } from "@/lib/statuses";

/** Statuses under which a game is locked whatever its lock time: it started, ended or was called off. */
export const LOCKED_STATUSES = ["live", "finished", "cancelled"] as const satisfies readonly GameStatus[];

/** Statuses a game can still be picked under (until its lock time). */
export const OPEN_STATUSES = ["scheduled", "postponed"] as const satisfies readonly GameStatus[];

// Written out with their table names: the expressions are embedded in queries of other shapes
// (subqueries, raw SQL), where drizzle would leave a bare column name ambiguous.
const game = (column: string) => sql.raw(`"games"."${column}"`);
const group = (column: string) => sql.raw(`"groups"."${column}"`);
const lockedStatus = sql`${game("status")} in (${sql.join(
  LOCKED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;

/** The time the group's lock policy gives the game. */
const policyLockAt = sql`(case ${group("lock_policy")}->>'kind'
  when 'minutesBefore' then ${game("locks_at")} - make_interval(mins => (${group("lock_policy")}->>'minutes')::int)
  when 'matchday' then (select min(m.locks_at) from games m where m.matchday_id = ${game("matchday_id")})
  else ${game("locks_at")} end)`;

/** When the game (row of `games`) locks for the group (row of `groups`). */
export function lockAt(): SQL<Date> {
  return sql<Date>`least(${policyLockAt}, (select k.locked_at from kept_locks k where k.group_id = ${group("id")} and k.game_id = ${game("id")}))`.mapWith(
    games.locksAt,
  );
}

/** Whether the game is locked for the group at `at` (the database clock unless given). */
export function isLocked(at: SQL = sql`now()`): SQL<boolean> {
  return sql<boolean>`(${lockAt()} <= ${at} or ${lockedStatus})`.mapWith(Boolean);
}

/**
 * Whether the game is locked for every group whatever its policy (its own lock has passed: no
 * policy or kept lock is later than that), for views across groups such as the crowd's picks.
 */
export function isLockedEverywhere(): SQL<boolean> {
  return sql<boolean>`(${game("locks_at")} <= now() or ${lockedStatus})`.mapWith(Boolean);
}

/**
 * The next lock of a tournament's games (row of `games`, aggregated): the earliest own lock still
 * ahead of the database clock among games that can still be picked. Every "next picks lock" shows it.
 */
export function nextLock(): SQL<Date | null> {
  return sql<Date | null>`min(${game("locks_at")}) filter (where ${game("locks_at")} > now() and not ${lockedStatus})`.mapWith(
    games.locksAt,
  );
}

/** The next lock of one tournament (nextLock), for its page and anything that shows one tournament. */
export async function nextLockOf(db: Db, tournamentId: string): Promise<Date | null> {
  const [row] = await db.select({ at: nextLock() }).from(games).where(eq(games.tournamentId, tournamentId));
  return row?.at ?? null;
}

export interface GameLock {
  groupId: string;
  gameId: string;
  lockAt: Date;
  locked: boolean;
}

/** The lock of every game of the groups' tournament for each of the groups, and the database's now. */
export async function gameLocks(
  db: Db,
  groupIds: string[],
  gameId?: string,
): Promise<{ now: Date; locks: GameLock[] }> {
  const now = await databaseNow(db);
  if (groupIds.length === 0) return { now, locks: [] };
  const locks = await db
    .select({
      groupId: groups.id,
      gameId: games.id,
      lockAt: lockAt(),
      locked: isLocked(),
    })
    .from(groups)
    .innerJoin(games, eq(games.tournamentId, groups.tournamentId))
    .where(
      and(
        sql`${groups.id} in (${sql.join(
          groupIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        gameId ? eq(games.id, gameId) : undefined,
      ),
    );
  return { now, locks };
}

/** The database clock, for countdowns that must agree with the locks. */
export async function databaseNow(db: Db): Promise<Date> {
  const result = (await db.execute(sql`select now() as now`)) as unknown as {
    rows: { now: string | Date }[];
  };
  return new Date(result.rows[0]!.now);
}

/** One group's locks by game id. */
export async function locksOfGroup(db: Db, groupId: string, gameId?: string) {
  const { now, locks } = await gameLocks(db, [groupId], gameId);
  return { now, byGame: new Map(locks.map((l) => [l.gameId, l])) };
}

// ——— Bonus questions (decision 0049) ———

const question = (column: string) => sql.raw(`"bonus_questions"."${column}"`);

/**
 * When a bonus question (row of `bonus_questions`) locks, for every group alike: its own lock, else
 * the tournament's first lock (the earliest own lock of its games). Null while it has neither.
 */
export function bonusLockAt(): SQL<Date | null> {
  return sql<Date | null>`coalesce(${question("locks_at")}, ${firstLockOf(question("tournament_id"))})`.mapWith(
    games.locksAt,
  );
}

/** The tournament's first lock: the earliest own lock of its games. */
const firstLockOf = (tournamentId: SQL | string) =>
  sql`(select min(fl.locks_at) from games fl where fl.tournament_id = ${tournamentId})`;

/** Whether the bonus question is locked on the database clock: answers close, members see each other's. */
export function isBonusLocked(at: SQL = sql`now()`): SQL<boolean> {
  return sql<boolean>`coalesce(${bonusLockAt()} <= ${at}, false)`.mapWith(Boolean);
}

/**
 * Whether a suggested question the tournament does not have yet would be locked once added (it
 * locks with the first game, as `bonusLockAt` says): a group can no longer choose it.
 */
export function isNewBonusLocked(tournamentId: string, at: SQL = sql`now()`): SQL<boolean> {
  return sql<boolean>`coalesce(${firstLockOf(tournamentId)} <= ${at}, false)`.mapWith(Boolean);
}

/**
 * Keeps for good the lock of the tournament's bonus questions that lock with its first game and
 * are locked now (their own lock becomes that time), before anything moves a game later.
 */
async function keepBonusLocks(tx: Db, scope: LockScope): Promise<void> {
  const tournament =
    "groupId" in scope
      ? sql`(select tournament_id from groups where id = ${scope.groupId})`
      : "gameId" in scope
        ? sql`(select tournament_id from games where id = ${scope.gameId})`
        : sql`(select tournament_id from matchdays where id = ${scope.matchdayId})`;
  await tx.execute(sql`
    update bonus_questions set locks_at = ${bonusLockAt()}
    where ${question("tournament_id")} = ${tournament} and ${question("locks_at")} is null and ${isBonusLocked()}`);
}

export type LockScope = { groupId: string } | { gameId: string } | { matchdayId: string };

/**
 * Keeps for good the lock of every game in the scope for every group it is locked for now. Call it
 * in the same transaction, before anything that could move a lock later: a lock policy change, a
 * game moved or deleted, a status set back. Locks that were never reached stay free to move.
 *
 * Set-based, whatever the number of groups: a pair that already has a kept lock keeps it (the
 * conflict), so for the others the lock is the policy's, and no row looks up `kept_locks` (a
 * lookup per row scanned the rows this statement had just inserted: 17 s at 20,000 groups).
 */
export async function keepLocks(tx: Db, scope: LockScope): Promise<void> {
  const where =
    "groupId" in scope
      ? sql`${group("id")} = ${scope.groupId}`
      : "gameId" in scope
        ? sql`${game("id")} = ${scope.gameId}`
        : sql`${game("matchday_id")} = ${scope.matchdayId}`;
  await tx.execute(sql`
    insert into kept_locks (group_id, game_id, locked_at)
    select group_id, game_id, least(lock_at, now())
    from (
      select ${group("id")} as group_id, ${game("id")} as game_id, ${policyLockAt} as lock_at, ${lockedStatus} as locked
      from groups join games on ${game("tournament_id")} = ${group("tournament_id")}
      where ${where}
    ) scope
    where lock_at <= now() or locked
    on conflict (group_id, game_id) do nothing`);
  await keepBonusLocks(tx, scope);
}

/**
 * How many games open now for the group a new lock policy would lock at once (a matchday's lock
 * when the matchday has begun, a lead time that has passed): the settings warn before that happens
 * (error.group.policyLocksOpen). The policy is read in place of the group's, on the database clock.
 */
export async function gamesLockedBy(db: DbOrTx, groupId: string, policy: unknown): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as closing
    from (select g.id, g.tournament_id, ${JSON.stringify(policy)}::jsonb as lock_policy from groups g where g.id = ${groupId}) as groups
    join games on ${game("tournament_id")} = ${group("tournament_id")}
    where ${isLocked()} and not (select ${isLocked()} from groups where groups.id = ${groupId})`)) as unknown as {
    rows: { closing: number }[];
  };
  return result.rows[0]?.closing ?? 0;
}

/**
 * Whether any member of the group holds a pick: its mode can no longer change (a pick is shaped
 * by the mode, a winner in simple mode and a score in expert mode, and would not fit the other).
 */
export async function hasPicks(db: DbOrTx, groupId: string): Promise<boolean> {
  const [row] = await db
    .select({
      any: sql<boolean>`exists (select 1 from picks p join group_users gu on gu.id = p.group_user_id where gu.group_id = ${groupId})`.mapWith(
        Boolean,
      ),
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.any);
}

/**
 * Whether the group's rules (mode, scoring, lock policy) are frozen: a game locked for the group
 * after it was created, or any pick of its members on a game locked for it (others may have seen it).
 */
export async function hasLocked(db: DbOrTx, groupId: string): Promise<boolean> {
  const [row] = await db
    .select({
      frozen: sql<boolean>`exists (
        select 1 from games where ${game("tournament_id")} = ${group("tournament_id")} and ${isLocked()} and ${lockAt()} > ${group("created_at")}
      ) or exists (
        select 1 from picks p join group_users gu on gu.id = p.group_user_id join games on ${game("id")} = p.game_id
        where gu.group_id = ${group("id")} and ${isLocked()}
      )`.mapWith(Boolean),
    })
    .from(groups)
    .where(eq(groups.id, groupId));
  return Boolean(row?.frozen);
}
