/**
 * The calendar feeds (issue 14.5): a tournament's games (public, like its schedule) and a player's
 * own feed: the games of the tournaments of their groups and, for each group, when their picks
 * lock, as the group's lock policy gives it (`lockAt` in `src/server/groups/lock.ts`, the one home
 * of that rule). Each game keeps its UID; SEQUENCE and LAST-MODIFIED follow the game's revision,
 * so a moved game moves in every calendar that subscribed.
 */
import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db";
import { groups, groupUsers, tournaments, user } from "@/db/schema";
import { DEFAULT_LOCALE, type Locale } from "@/lib/constants";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { writeCalendar, type CalendarEvent } from "@/lib/ical";
import { localePrefix, toLocale } from "@/lib/locales";
import type { Sport } from "@/lib/sports";
import { gameLocks } from "@/server/groups/lock";
import { gameTitle, type TitledGame } from "@/server/i18n/game-title";
import { getTranslator, type Translate } from "@/server/i18n/translate";
import {
  getTournamentBySlug,
  listGames,
  listMatchdays,
  type GameView,
  type TournamentRow,
} from "@/server/tournaments/queries";
import { matchdayLabel } from "@/lib/matchday-label";

/** How long an event of each sport lasts in a calendar (a kickoff is an instant; the slot is ours). */
const EVENT_MINUTES: Record<Sport, number> = {
  football: 120,
  basketball: 150,
  hockey: 150,
  formula1: 120,
  eurovision: 240,
};
/** How often a subscribed calendar should read a feed again. */
const REFRESH_MINUTES = 60;
const PROD_ID = "-//Callit//Calendar 1.0//EN";

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";

type Game = GameView & { matchdayOrdinal: number };

interface TournamentGames {
  tournament: TournamentRow;
  games: Game[];
  matchdayNames: Map<number, string | null>;
}

function host(): string {
  return new URL(getEnv().PUBLIC_URL).hostname;
}

async function loadTournamentGames(db: Db, tournament: TournamentRow): Promise<TournamentGames> {
  const [games, matchdays] = await Promise.all([listGames(db, tournament.id), listMatchdays(db, tournament.id)]);
  return {
    tournament,
    games,
    matchdayNames: new Map(matchdays.map((m) => [m.ordinal, m.name])),
  };
}

/** A game of the feed as `gameTitle` reads it. */
const titled = (game: Game, data: TournamentGames): TitledGame => ({
  ranking: Boolean(game.entrantIds),
  stage: game.stage,
  matchday: { ordinal: game.matchdayOrdinal, name: data.matchdayNames.get(game.matchdayOrdinal) ?? null },
  home: game.home,
  away: game.away,
  homeLabel: game.homeLabel,
  awayLabel: game.awayLabel,
});

function scheduleUrl(data: TournamentGames, game: Game, locale: Locale): string {
  return `${getEnv().PUBLIC_URL}${localePrefix(locale)}/${data.tournament.slug}/schedule/${game.matchdayOrdinal}`;
}

const STATUS = {
  scheduled: "CONFIRMED",
  live: "CONFIRMED",
  finished: "CONFIRMED",
  postponed: "TENTATIVE",
  cancelled: "CANCELLED",
} as const;

function kickoffEvent(game: Game, data: TournamentGames, t: Translate, locale: Locale): CalendarEvent {
  const matchday = matchdayLabel(
    { ordinal: game.matchdayOrdinal, name: data.matchdayNames.get(game.matchdayOrdinal) ?? null },
    t,
  );
  return {
    uid: `game-${game.id}@${host()}`,
    start: game.kickoff,
    end: new Date(game.kickoff.getTime() + EVENT_MINUTES[data.tournament.sport] * 60_000),
    summary: gameTitle(titled(game, data), t, locale),
    description: t("calendar.gameDescription", {
      tournament: data.tournament.name,
      matchday,
    }),
    ...(game.venue && { location: game.venue }),
    categories: [data.tournament.name],
    sequence: game.revision,
    lastModified: game.updatedAt,
    status: STATUS[game.status],
    url: scheduleUrl(data, game, locale),
  };
}

/** The public feed of a tournament's games, in `locale`; 404 for an unknown slug. */
export async function tournamentCalendar(db: Db, slug: string, locale: Locale): Promise<string> {
  const tournament = await getTournamentBySlug(db, slug);
  if (!tournament) throw new AppError({ code: "error.notFound" });
  const [data, t] = await Promise.all([loadTournamentGames(db, tournament), getTranslator(locale)]);
  return writeCalendar({
    prodId: PROD_ID,
    name: t("calendar.tournamentFeed", { tournament: tournament.name }),
    refreshMinutes: REFRESH_MINUTES,
    stamp: new Date(),
    events: data.games.map((game) => kickoffEvent(game, data, t, locale)),
  });
}

/**
 * A player's own feed, in their language: every game of the tournaments of the groups they play
 * in (once each), and for each of those groups when their picks lock. Groups they left, and other
 * players' groups, are not in it.
 */
export async function personalCalendar(db: Db, userId: string): Promise<string> {
  const [player] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, userId));
  const locale = toLocale(player?.locale) ?? DEFAULT_LOCALE;
  const memberships = await db
    .select({
      id: groups.id,
      name: groups.name,
      tournamentId: groups.tournamentId,
      rulesVersion: groups.standingsVersion,
    })
    .from(groupUsers)
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .where(and(eq(groupUsers.userId, userId), isNull(groupUsers.leftAt)));
  const t = await getTranslator(locale);
  const tournamentIds = [...new Set(memberships.map((m) => m.tournamentId))];
  const feeds: TournamentGames[] = [];
  for (const id of tournamentIds) {
    const tournament = await getTournamentById(db, id);
    if (tournament) feeds.push(await loadTournamentGames(db, tournament));
  }
  const { locks } = await gameLocks(
    db,
    memberships.map((m) => m.id),
  );
  const lockOf = new Map(locks.map((l) => [`${l.groupId}:${l.gameId}`, l.lockAt]));
  const events: CalendarEvent[] = [];
  for (const data of feeds) {
    for (const game of data.games) {
      events.push(kickoffEvent(game, data, t, locale));
      if (game.status === "cancelled") continue;
      for (const group of memberships.filter((m) => m.tournamentId === data.tournament.id)) {
        const at = lockOf.get(`${group.id}:${game.id}`);
        if (!at) continue;
        const title = gameTitle(titled(game, data), t, locale);
        events.push({
          uid: `lock-${game.id}-${group.id}@${host()}`,
          start: at,
          summary: t("calendar.lockSummary", {
            game: title,
            group: group.name,
          }),
          description: t("calendar.lockDescription", {
            game: title,
            group: group.name,
            tournament: data.tournament.name,
          }),
          categories: [data.tournament.name],
          // The game's revisions and the group's (its rules and members) both only grow.
          sequence: game.revision + group.rulesVersion,
          lastModified: game.updatedAt,
          status: "CONFIRMED",
          url: `${getEnv().PUBLIC_URL}${localePrefix(locale)}/${data.tournament.slug}/${group.id}/picks`,
        });
      }
    }
  }
  events.sort((a, b) => a.start.getTime() - b.start.getTime() || a.uid.localeCompare(b.uid));
  return writeCalendar({
    prodId: PROD_ID,
    name: t("calendar.personalFeed"),
    refreshMinutes: REFRESH_MINUTES,
    stamp: new Date(),
    events,
  });
}

async function getTournamentById(db: Db, id: string): Promise<TournamentRow | null> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  return row ?? null;
}
