/** Reads for the public pages and API: tournaments, matchdays, games with their competitors. */
import "server-only";
import { and, asc, eq, gt, inArray, ne, or, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { competitors, games, matchdays, tournaments } from "@/db/schema";
import type { GameStatus } from "@/lib/statuses";
import { nextLock } from "@/server/groups/lock";

export type TournamentRow = typeof tournaments.$inferSelect;
export type CompetitorRow = typeof competitors.$inferSelect;
export type GameRow = typeof games.$inferSelect;

export interface TournamentCard extends TournamentRow {
  nextLock: Date | null;
  firstKickoff: Date | null;
  lastKickoff: Date | null;
}

/** Tournaments open now and soon (not finished, or finished in the last week), soonest first. */
export async function listOpenTournaments(db: Db): Promise<TournamentCard[]> {
  const rows = await db
    .select({
      tournament: tournaments,
      nextLock: nextLock(),
      firstKickoff: sql<string | null>`min(${games.kickoff})`,
      lastKickoff: sql<string | null>`max(${games.kickoff})`,
    })
    .from(tournaments)
    .leftJoin(games, eq(games.tournamentId, tournaments.id))
    .where(or(ne(tournaments.status, "finished"), gt(tournaments.updatedAt, sql`now() - interval '7 days'`)))
    .groupBy(tournaments.id);
  const toDate = (v: string | Date | null) => (v ? new Date(v) : null);
  return rows
    .map((r) => ({
      ...r.tournament,
      nextLock: toDate(r.nextLock),
      firstKickoff: toDate(r.firstKickoff),
      lastKickoff: toDate(r.lastKickoff),
    }))
    .sort(
      (a, b) =>
        (a.nextLock?.getTime() ?? Infinity) - (b.nextLock?.getTime() ?? Infinity) || a.name.localeCompare(b.name),
    );
}

export async function getTournamentBySlug(db: Db, slug: string): Promise<TournamentRow | null> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.slug, slug));
  return row ?? null;
}

export interface MatchdaySummary {
  id: string;
  ordinal: number;
  name: string | null;
  status: string;
  firstKickoff: Date | null;
  firstLock: Date | null;
  games: number;
  finished: number;
}

export async function listMatchdays(db: Db, tournamentId: string): Promise<MatchdaySummary[]> {
  const rows = await db
    .select({
      id: matchdays.id,
      ordinal: matchdays.ordinal,
      name: matchdays.name,
      status: matchdays.status,
      firstKickoff: sql<string | null>`min(${games.kickoff})`,
      firstLock: sql<string | null>`min(${games.locksAt})`,
      games: sql<number>`count(${games.id})::int`,
      finished: sql<number>`(count(${games.id}) filter (where ${games.status} = 'finished'))::int`,
    })
    .from(matchdays)
    .leftJoin(games, eq(games.matchdayId, matchdays.id))
    .where(eq(matchdays.tournamentId, tournamentId))
    .groupBy(matchdays.id)
    .orderBy(asc(matchdays.ordinal));
  return rows.map((r) => ({
    ...r,
    firstKickoff: r.firstKickoff ? new Date(r.firstKickoff) : null,
    firstLock: r.firstLock ? new Date(r.firstLock) : null,
  }));
}

export interface GameView extends GameRow {
  home: CompetitorRow | null;
  away: CompetitorRow | null;
  entrants: CompetitorRow[];
}

/** A matchday's games (or all of a tournament's; only those of a status if given), each with its competitors, in kickoff order. */
export async function listGames(
  db: Db,
  tournamentId: string,
  matchdayOrdinal?: number,
  status?: GameStatus,
): Promise<(GameView & { matchdayOrdinal: number })[]> {
  const rows = await db
    .select({ game: games, matchdayOrdinal: matchdays.ordinal })
    .from(games)
    .innerJoin(matchdays, eq(matchdays.id, games.matchdayId))
    .where(
      and(
        eq(games.tournamentId, tournamentId),
        matchdayOrdinal === undefined ? undefined : eq(matchdays.ordinal, matchdayOrdinal),
        status === undefined ? undefined : eq(games.status, status),
      ),
    )
    .orderBy(asc(matchdays.ordinal), asc(games.kickoff));
  const ids = new Set<string>();
  for (const { game } of rows) {
    if (game.homeId) ids.add(game.homeId);
    if (game.awayId) ids.add(game.awayId);
    for (const id of game.entrantIds ?? []) ids.add(id);
  }
  const list = ids.size
    ? await db
        .select()
        .from(competitors)
        .where(inArray(competitors.id, [...ids]))
    : [];
  const byId = new Map(list.map((c) => [c.id, c]));
  return rows.map(({ game, matchdayOrdinal: ordinal }) => ({
    ...game,
    matchdayOrdinal: ordinal,
    home: game.homeId ? (byId.get(game.homeId) ?? null) : null,
    away: game.awayId ? (byId.get(game.awayId) ?? null) : null,
    entrants: (game.entrantIds ?? []).map((id) => byId.get(id)).filter((c): c is CompetitorRow => Boolean(c)),
  }));
}

export async function listCompetitors(db: Db, tournamentId: string): Promise<CompetitorRow[]> {
  return db.select().from(competitors).where(eq(competitors.tournamentId, tournamentId)).orderBy(asc(competitors.name));
}

/** Every tournament for the admin page, with the matchday whose results are due (the first unfinished). */
export async function listAllTournaments(db: Db): Promise<(TournamentRow & { currentMatchday: number | null })[]> {
  const rows = await db
    .select({
      tournament: tournaments,
      currentMatchday: sql<
        number | null
      >`(select min(${matchdays.ordinal}) from ${matchdays} where ${matchdays.tournamentId} = ${tournaments.id} and ${matchdays.status} <> 'finished')`,
      lastMatchday: sql<
        number | null
      >`(select max(${matchdays.ordinal}) from ${matchdays} where ${matchdays.tournamentId} = ${tournaments.id})`,
    })
    .from(tournaments)
    .orderBy(asc(tournaments.name));
  return rows.map((r) => ({ ...r.tournament, currentMatchday: r.currentMatchday ?? r.lastMatchday }));
}
