/**
 * Reminders before picks lock (a Plus benefit, PRODUCT.md §4): one mail per player and run,
 * listing the games of their Plus tournaments that lock within the window, under their groups'
 * own lock policies, and that they have not picked in at least one of their groups. Each game is
 * remembered per player once mailed. One instance runs it at a time (an advisory lock).
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { remindersSent } from "@/db/schema";
import { competitorName } from "@/lib/competitor-name";
import { DEFAULT_LOCALE, type Locale } from "@/lib/constants";
import { localePrefix, toLocale } from "@/lib/locales";
import { getEnv } from "@/lib/env";
import { PLUS_HELD } from "@/lib/plus";
import { getTranslator, type Translate } from "@/server/i18n/translate";
import { sendMail } from "@/server/mail/send-mail";
import { mailContext, renderWith } from "@/server/mail/templates/render";
import { isLocked, lockAt } from "@/server/groups/lock";

export const REMINDER_WINDOW_HOURS = 24;
const REMINDER_LOCK_ID = 4_216_043;

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
}

/** The picks a player still owes: per game, the earliest lock (lock.ts) among their groups where it is still open and lacks a pick. */
async function dueReminders(db: DbOrTx, windowHours: number): Promise<Due[]> {
  const result = await db.execute(sql`
    with owed as (
      select gu.user_id, games.id as game_id, ${lockAt()} as lock_at
      from group_users gu
      join groups on groups.id = gu.group_id
      join games on games.tournament_id = groups.tournament_id
      where gu.left_at is null and gu.user_id is not null
        and not ${isLocked()}
        and not exists (select 1 from picks p where p.group_user_id = gu.id and p.game_id = games.id)
        and exists (select 1 from subscriptions s where s.user_id = gu.user_id and s.tournament_id = groups.tournament_id and s.status = ${PLUS_HELD})
        and coalesce((select np.email_reminders from notification_preferences np where np.user_id = gu.user_id), true)
        and not exists (select 1 from reminders_sent r where r.user_id = gu.user_id and r.game_id = games.id)
    )
    select o.user_id as "userId", u.email, u.name, u.locale, u.time_zone as "timeZone", o.game_id as "gameId", min(o.lock_at) as "lockAt",
      t.slug, t.name as "tournamentName", h.name as "homeName", h.code as "homeCode", a.name as "awayName", a.code as "awayCode",
      g.home_label as "homeLabel", g.away_label as "awayLabel", g.stage
    from owed o
    join "user" u on u.id = o.user_id
    join games g on g.id = o.game_id
    join tournaments t on t.id = g.tournament_id
    left join competitors h on h.id = g.home_id
    left join competitors a on a.id = g.away_id
    where o.lock_at > now() and o.lock_at <= now() + make_interval(hours => ${windowHours})
    group by o.user_id, u.email, u.name, u.locale, u.time_zone, o.game_id, t.slug, t.name, h.name, h.code, a.name, a.code, g.home_label, g.away_label, g.stage
    order by o.user_id, min(o.lock_at)
  `);
  return ((result as { rows: unknown[] }).rows as Due[]).map((row) => ({ ...row, lockAt: new Date(row.lockAt) }));
}

/** The reminder of one player: their games, named in their language, and each tournament's predictions page. */
async function reminderMail(player: Due[], t: Translate, locale: Locale) {
  const first = player[0]!;
  const games = player.map((d) => ({
    tournament: d.tournamentName,
    game:
      d.stage && !d.homeName && !d.homeLabel
        ? t.has(`stage.${d.stage}`) ? t(`stage.${d.stage}`) : d.stage
        : `${d.homeName ? competitorName({ name: d.homeName, code: d.homeCode }, locale) : (d.homeLabel ?? "?")} – ${d.awayName ? competitorName({ name: d.awayName, code: d.awayCode }, locale) : (d.awayLabel ?? "?")}`,
    lockAt: d.lockAt,
  }));
  const tournaments = new Map(player.map((d) => [d.slug, d.tournamentName]));
  const links = [...tournaments].map(([slug, tournament]) => ({ tournament, url: `${getEnv().PUBLIC_URL}${localePrefix(locale)}/${slug}/predictions` }));
  return renderWith("reminder", { name: first.name, timeZone: first.timeZone, games, links }, await mailContext(locale, t));
}

export async function sendDueReminders(db: Db, options: { windowHours?: number } = {}): Promise<{ mails: number; games: number; skipped?: true }> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${REMINDER_LOCK_ID}) as "locked"`);
    const [lock] = (locked as { rows: { locked: boolean }[] }).rows;
    if (!lock?.locked) return { mails: 0, games: 0, skipped: true as const };
    const due = await dueReminders(tx, options.windowHours ?? REMINDER_WINDOW_HOURS);
    const byUser = new Map<string, Due[]>();
    for (const d of due) byUser.set(d.userId, [...(byUser.get(d.userId) ?? []), d]);
    for (const [userId, player] of byUser) {
      const locale = toLocale(player[0]!.locale) ?? DEFAULT_LOCALE;
      const mail = await reminderMail(player, await getTranslator(locale), locale);
      await sendMail(tx, { kind: "reminder", to: [player[0]!.email], ...mail });
      await tx
        .insert(remindersSent)
        .values(player.map((d) => ({ userId, gameId: d.gameId })))
        .onConflictDoNothing();
    }
    return { mails: byUser.size, games: due.length };
  });
}
