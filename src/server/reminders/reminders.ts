/**
 * Reminders before picks lock (PRODUCT.md §3; who gets what: src/lib/reminders.ts): one mail per
 * player and run (unless mails are off) and one push per device of theirs (decision 0051), listing the games due, under their groups' own lock policies, that they have
 * not picked in at least one of their groups. Each game mailed is remembered per player
 * (reminders_sent), which also marks a free player's matchday as reminded. One instance runs it
 * at a time (an advisory lock).
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { remindersSent } from "@/db/schema";
import { DEFAULT_LOCALE, type Locale } from "@/lib/constants";
import { localePrefix, toLocale } from "@/lib/locales";
import { getEnv } from "@/lib/env";
import { PLUS_HELD } from "@/lib/plus";
import { DEFAULT_REMINDER_LEAD_HOURS, FREE_REMINDER_LEAD_HOURS, REMINDER_LEAD_HOURS } from "@/lib/reminders";
import { MAX_LOCK_MINUTES_BEFORE } from "@/lib/schemas/groups";
import { gameTitle, type TitledGame } from "@/server/i18n/game-title";
import { getTranslator, type Translate } from "@/server/i18n/translate";
import { sendMail } from "@/server/mail/send-mail";
import { mailContext, renderWith } from "@/server/mail/templates/render";
import { isLocked, lockAt, OPEN_STATUSES } from "@/server/groups/lock";
import { deliverPushes, type OutgoingPush } from "@/server/push/deliver";
import { devicesOf } from "@/server/push/subscriptions";

const REMINDER_LOCK_ID = 4_216_043;

/**
 * How far ahead a game's matchday can start for the game to be due now: the longest lead time
 * (Plus or free) plus the most a group's policy locks before a game's own lock. No group locks a
 * game earlier than its matchday's first own lock less that (the "matchday" policy locks at the
 * first; a kept lock has passed, so the game is locked), and a free player's matchday is due
 * from its first lock: a game whose matchday starts later cannot be due for anyone, whatever
 * the group, so the query never reads its members (at 1,000,000 players it read every member
 * of every open game and ran past its statement timeout).
 */
export const REMINDER_HORIZON_HOURS =
  Math.max(...REMINDER_LEAD_HOURS, FREE_REMINDER_LEAD_HOURS) + MAX_LOCK_MINUTES_BEFORE / 60;

interface Due {
  userId: string;
  email: string;
  name: string;
  locale: string;
  timeZone: string | null;
  gameId: string;
  lockAt: Date;
  slug: string;
  tournamentName: string;
  homeName: string | null;
  homeCode: string | null;
  awayName: string | null;
  awayCode: string | null;
  homeLabel: string | null;
  awayLabel: string | null;
  stage: string | null;
  /** A ranking event (a race, a show), named by its round and stage. */
  ranking: boolean;
  matchdayName: string | null;
  /** The group (with the earliest lock) missing the pick, and the game's matchday: where the push opens the pick sheet. */
  groupId: string;
  matchday: number | null;
  /** Mails are on (push reminders go to the player's devices either way). */
  emailOn: boolean;
}

/** Players a run handles per transaction: each batch is a few short statements, whatever the size of the world. */
export const REMINDER_BATCH_PLAYERS = 2000;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The open games that can be due at `at` for anyone (REMINDER_HORIZON_HOURS), and their
 * tournaments: with none, a run reads nothing else.
 */
async function gamesInReach(db: DbOrTx, at: Date): Promise<{ gameIds: string[]; tournamentIds: string[] }> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    select g.id, g.tournament_id as "tournamentId" from games g
    where g.status in (${list(OPEN_STATUSES)})
      and coalesce((select min(m.locks_at) from games m where m.matchday_id = g.matchday_id), g.locks_at)
        <= ${now} + make_interval(hours => ${REMINDER_HORIZON_HOURS})
  `);
  const rows = (result as { rows: { id: string; tournamentId: string }[] }).rows;
  return { gameIds: rows.map((row) => row.id), tournamentIds: [...new Set(rows.map((row) => row.tournamentId))] };
}

/** The next players (by id, after `after`) who are in a group of one of the tournaments. */
async function nextPlayers(db: DbOrTx, tournamentIds: string[], after: string, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct gu.user_id as "userId" from group_users gu
    join groups on groups.id = gu.group_id
    where groups.tournament_id in (${list(tournamentIds)})
      and gu.left_at is null and gu.user_id is not null and gu.user_id > ${after}
    order by gu.user_id
    limit ${limit}
  `);
  return (result as { rows: { userId: string }[] }).rows.map((row) => row.userId);
}

/**
 * The reminders due at `at` (src/lib/reminders.ts) to some players, among some games: per player
 * and game not yet picked, the earliest lock (lock.ts) among their groups where it is still open.
 * Plus games within the player's lead time that were not mailed yet; for a free player, a whole
 * matchday's missing picks once its first comes within FREE_REMINDER_LEAD_HOURS, unless that
 * matchday was mailed. Every group of a player is read together, so a batch of players gives the
 * same answer as all of them at once.
 */
async function dueReminders(db: DbOrTx, at: Date, gameIds: string[], userIds: string[]): Promise<Due[]> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with owed as (
      select gu.user_id, gu.group_id, games.id as game_id, games.matchday_id, ${lockAt()} as lock_at,
        exists (select 1 from subscriptions s where s.user_id = gu.user_id and s.tournament_id = groups.tournament_id and s.status = ${PLUS_HELD}) as plus,
        coalesce((select np.reminder_lead_hours from notification_preferences np where np.user_id = gu.user_id), ${DEFAULT_REMINDER_LEAD_HOURS}) as lead_hours
      from group_users gu
      join groups on groups.id = gu.group_id
      join games on games.tournament_id = groups.tournament_id and games.id in (${list(gameIds)})
      where gu.left_at is null and gu.user_id in (${list(userIds)})
        and not ${isLocked(now)}
        and not exists (select 1 from picks p where p.group_user_id = gu.id and p.game_id = games.id)
        and (coalesce((select np.email_reminders from notification_preferences np where np.user_id = gu.user_id), true)
          or exists (select 1 from push_subscriptions ps where ps.user_id = gu.user_id))
    ),
    per_game as (
      select user_id, game_id, matchday_id, bool_or(plus) as plus, max(lead_hours) as lead_hours, min(lock_at) as lock_at,
        (array_agg(group_id order by lock_at, group_id))[1] as group_id
      from owed group by user_id, game_id, matchday_id
    ),
    due as (
      select p.user_id, p.game_id, p.lock_at, p.group_id from per_game p
      where p.plus and p.lock_at <= ${now} + make_interval(hours => p.lead_hours)
        and not exists (select 1 from reminders_sent r where r.user_id = p.user_id and r.game_id = p.game_id)
      union all
      select p.user_id, p.game_id, p.lock_at, p.group_id from per_game p
      where not p.plus
        and not exists (select 1 from reminders_sent r join games m on m.id = r.game_id where r.user_id = p.user_id and m.matchday_id = p.matchday_id)
        and (select min(q.lock_at) from per_game q where q.user_id = p.user_id and q.matchday_id = p.matchday_id and not q.plus)
          <= ${now} + make_interval(hours => ${FREE_REMINDER_LEAD_HOURS})
    )
    select o.user_id as "userId", u.email, u.name, u.locale, u.time_zone as "timeZone", o.game_id as "gameId", o.lock_at as "lockAt",
      t.slug, t.name as "tournamentName", h.name as "homeName", h.code as "homeCode", a.name as "awayName", a.code as "awayCode",
      g.home_label as "homeLabel", g.away_label as "awayLabel", g.stage, g.entrant_ids is not null as "ranking",
      o.group_id as "groupId", md.ordinal as "matchday", md.name as "matchdayName",
      coalesce((select np.email_reminders from notification_preferences np where np.user_id = o.user_id), true) as "emailOn"
    from due o
    join "user" u on u.id = o.user_id
    join games g on g.id = o.game_id
    join tournaments t on t.id = g.tournament_id
    left join competitors h on h.id = g.home_id
    left join competitors a on a.id = g.away_id
    left join matchdays md on md.id = g.matchday_id
    order by o.user_id, o.lock_at, o.game_id
  `);
  return ((result as { rows: unknown[] }).rows as Due[]).map((row) => ({ ...row, lockAt: new Date(row.lockAt) }));
}

/** A due game as `gameTitle` reads it. */
const titled = (d: Due): TitledGame => ({
  ranking: d.ranking,
  stage: d.stage,
  matchday: { ordinal: d.matchday ?? 0, name: d.matchdayName },
  home: d.homeName ? { name: d.homeName, code: d.homeCode } : null,
  away: d.awayName ? { name: d.awayName, code: d.awayCode } : null,
  homeLabel: d.homeLabel,
  awayLabel: d.awayLabel,
});

/** The reminder of one player: their games, named in their language, and each tournament's predictions page. */
async function reminderMail(player: Due[], t: Translate, locale: Locale) {
  const first = player[0]!;
  const games = player.map((d) => ({
    tournament: d.tournamentName,
    game: gameTitle(titled(d), t, locale),
    lockAt: d.lockAt,
  }));
  const tournaments = new Map(player.map((d) => [d.slug, d.tournamentName]));
  const links = [...tournaments].map(([slug, tournament]) => ({
    tournament,
    url: `${getEnv().PUBLIC_URL}${localePrefix(locale)}/${slug}/predictions`,
  }));
  return renderWith(
    "reminder",
    { name: first.name, timeZone: first.timeZone, games, links },
    await mailContext(locale, t),
  );
}

/** Games a push names before "and N more": a notification shows a few lines. */
const PUSH_GAMES_SHOWN = 3;

/**
 * The same reminder as a push notification (decision 0051): the mail's subject as its title, the
 * games as its body, and the pick sheet of the group and matchday whose pick locks first.
 */
function reminderPush(player: Due[], t: Translate, locale: Locale): OutgoingPush["message"] {
  const first = player[0]!;
  const lines = player.slice(0, PUSH_GAMES_SHOWN).map((d) => `${d.tournamentName}: ${gameTitle(titled(d), t, locale)}`);
  if (player.length > PUSH_GAMES_SHOWN)
    lines.push(t("mail.reminder.pushMore", { count: player.length - PUSH_GAMES_SHOWN }));
  const query = first.matchday === null ? "" : `?matchday=${first.matchday}`;
  return {
    title: t("mail.reminder.subject", { count: player.length }),
    body: lines.join("\n"),
    url: `${getEnv().PUBLIC_URL}${localePrefix(locale)}/${first.slug}/${first.groupId}/picks${query}`,
    tag: "callit-reminder",
    lang: locale,
  };
}

/**
 * Sends the reminders due at `at` (the clock unless given, so tests can stand at a boundary): a mail
 * unless the player turned mails off, and a push to each of their devices (decision 0051). The
 * players go in batches (`batchPlayers`), one transaction each under the run's advisory lock, so
 * no statement grows with the world. A batch records its games as reminded in the same transaction
 * as its mails; its pushes leave after it commits, so neither channel ever repeats a reminder.
 */
export async function sendDueReminders(
  db: Db,
  options: { at?: Date; batchPlayers?: number } = {},
): Promise<{ mails: number; games: number; pushes: number; skipped?: true }> {
  const at = options.at ?? new Date();
  const batchPlayers = options.batchPlayers ?? REMINDER_BATCH_PLAYERS;
  const reach = await gamesInReach(db, at);
  const sent = { mails: 0, games: 0, pushes: 0 };
  if (reach.gameIds.length === 0) return sent;
  let after = "";
  for (;;) {
    const run = await db.transaction(async (tx) => {
      const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${REMINDER_LOCK_ID}) as "locked"`);
      const [lock] = (locked as { rows: { locked: boolean }[] }).rows;
      if (!lock?.locked) return { skipped: true as const };
      const players = await nextPlayers(tx, reach.tournamentIds, after, batchPlayers);
      if (players.length === 0) return { done: true as const };
      const due = await dueReminders(tx, at, reach.gameIds, players);
      const byUser = new Map<string, Due[]>();
      for (const d of due) byUser.set(d.userId, [...(byUser.get(d.userId) ?? []), d]);
      const devices = await devicesOf(tx, [...byUser.keys()]);
      let mails = 0;
      const pushes: OutgoingPush[] = [];
      for (const [userId, player] of byUser) {
        const locale = toLocale(player[0]!.locale) ?? DEFAULT_LOCALE;
        const t = await getTranslator(locale);
        if (player[0]!.emailOn) {
          const mail = await reminderMail(player, t, locale);
          await sendMail(tx, { kind: "reminder", to: [player[0]!.email], ...mail });
          mails++;
        }
        const mine = devices.get(userId) ?? [];
        if (mine.length > 0) {
          const message = reminderPush(player, t, locale);
          for (const device of mine) pushes.push({ device, message, expiresAt: player[0]!.lockAt });
        }
        await tx
          .insert(remindersSent)
          .values(player.map((d) => ({ userId, gameId: d.gameId })))
          .onConflictDoNothing();
      }
      return { mails, games: due.length, pushes, last: players.at(-1)!, full: players.length === batchPlayers };
    });
    // Another instance runs now: it sends what is due (a batch it finished is recorded as reminded).
    if ("skipped" in run) return { ...sent, skipped: true };
    if ("done" in run) return sent;
    const pushed = await deliverPushes(db, run.pushes, at);
    sent.mails += run.mails;
    sent.games += run.games;
    sent.pushes += pushed.sent;
    if (!run.full) return sent;
    after = run.last;
  }
}
