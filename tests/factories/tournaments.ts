/**
 * Tournaments, competitors, matchdays and games for integration tests, made through the same
 * services the admin routes call (never raw SQL where a service exists).
 */
import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { competitors, games, matchdays, resultEvents, tournaments } from "@/db/schema";
import type { CreateTournamentInput, GameInput, ResultInput } from "@/lib/schemas/tournaments";
import * as manage from "@/server/tournaments/manage";
import { setGameResult } from "@/server/tournaments/set-game-result";

/** An ISO instant `hours` from now (negative: in the past). */
export function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}

/** A slug no other test uses: `<prefix>-<random hex>`. */
export function uniqueSlug(prefix = "cup"): string {
  return `${prefix}-${randomBytes(4).toString("hex")}`;
}

export async function createTournament(db: Db, overrides: Partial<CreateTournamentInput> = {}) {
  const slug = overrides.slug ?? uniqueSlug();
  return manage.createTournament(db, { slug, sport: "football", name: `Test ${slug}`, timeZone: "UTC", ...overrides });
}

export async function createCompetitor(
  db: Db,
  slug: string,
  name: string,
  extra: { code?: string; kind?: "team" | "driver" | "country" } = {},
) {
  const { id } = await manage.createCompetitor(db, slug, { name, ...extra });
  return id;
}

/** Several competitors at once; their ids in the order of the names. */
export async function createCompetitors(db: Db, slug: string, names: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) ids.push(await createCompetitor(db, slug, name));
  return ids;
}

export async function createMatchday(db: Db, slug: string, ordinal = 1, name?: string) {
  return manage.createMatchday(db, slug, { ordinal, ...(name !== undefined && { name }) });
}

/** A game on matchday 1 (by default) kicking off in a day. */
export async function createGame(db: Db, slug: string, overrides: Partial<GameInput> = {}): Promise<string> {
  const { gameId } = await manage.createGame(db, slug, { matchday: 1, kickoff: hoursFromNow(24), ...overrides });
  return gameId;
}

export async function setResult(db: Db, gameId: string, input: ResultInput) {
  return setGameResult(db, gameId, input);
}

/** A tournament open for picks, made by `openCup`. */
export interface OpenCup {
  slug: string;
  tournamentId: string;
  /** The competitors' ids in the order of their names; `homeId` and `awayId` are the first two. */
  teamIds: string[];
  homeId: string;
  awayId: string;
  /** A new game, home against away on matchday 1 kicking off in a day, unless `overrides` say otherwise. */
  game: (overrides?: Partial<GameInput>) => Promise<string>;
}

/**
 * A tournament open for picks: its matchdays, named in order (`undefined` for one without a name;
 * "Matchday 1" alone by default), its competitors ("Home United" and "Away Rovers" by default), and
 * `game()` to add games between them.
 */
export async function openCup(
  db: Db,
  options: {
    sport?: "football" | "basketball" | "hockey";
    slug?: string;
    name?: string;
    matchdays?: (string | undefined)[];
    teams?: string[];
  } = {},
): Promise<OpenCup> {
  const tournament = await createTournament(db, {
    sport: options.sport ?? "football",
    ...(options.slug && { slug: options.slug }),
    ...(options.name && { name: options.name }),
  });
  const { slug } = tournament;
  for (const [i, name] of (options.matchdays ?? ["Matchday 1"]).entries()) await createMatchday(db, slug, i + 1, name);
  const teamIds = await createCompetitors(db, slug, options.teams ?? ["Home United", "Away Rovers"]);
  const [homeId, awayId] = teamIds as [string, string];
  const game = (overrides: Partial<GameInput> = {}) =>
    createGame(db, slug, { kickoff: hoursFromNow(24), homeId, awayId, ...overrides });
  return { slug, tournamentId: tournament.id, teamIds, homeId, awayId, game };
}

export interface HeadToHeadSetup {
  slug: string;
  tournamentId: string;
  homeId: string;
  awayId: string;
  gameId: string;
}

/**
 * A head-to-head tournament with matchday 1, two teams and one game between them. `kickoffHours`
 * is relative to now: negative for a game that has started.
 */
export async function createHeadToHead(
  db: Db,
  options: {
    sport?: "football" | "basketball" | "hockey";
    slug?: string;
    kickoffHours?: number;
    knockout?: boolean;
    teams?: [string, string];
  } = {},
): Promise<HeadToHeadSetup> {
  const { slug, tournamentId, homeId, awayId, game } = await openCup(db, options);
  const gameId = await game({
    kickoff: hoursFromNow(options.kickoffHours ?? 24),
    ...(options.knockout !== undefined && { knockout: options.knockout }),
  });
  return { slug, tournamentId, homeId, awayId, gameId };
}

/** A Formula 1 tournament with one race (matchday 1) and its drivers. */
export async function createRace(db: Db, options: { drivers?: string[]; kickoffHours?: number } = {}) {
  const tournament = await createTournament(db, { sport: "formula1", slug: uniqueSlug("f1") });
  await createMatchday(db, tournament.slug, 1, "Testland Grand Prix");
  const driverIds = await createCompetitors(
    db,
    tournament.slug,
    options.drivers ?? ["Ann Driver", "Bob Racer", "Cy Quick"],
  );
  const gameId = await createGame(db, tournament.slug, {
    kickoff: hoursFromNow(options.kickoffHours ?? -2),
    entrantIds: driverIds,
    stage: "race",
  });
  return { slug: tournament.slug, tournamentId: tournament.id, driverIds, gameId };
}

/** A Eurovision tournament with its first semi-final (matchday 1) of 15 countries; the show in a day unless `kickoffHours` says. */
export async function createSemiFinal(db: Db, options: { kickoffHours?: number } = {}) {
  const tournament = await createTournament(db, { sport: "eurovision", slug: uniqueSlug("esc") });
  await createMatchday(db, tournament.slug, 1, "Semi-final 1");
  const countryIds = await createCompetitors(
    db,
    tournament.slug,
    Array.from({ length: 15 }, (_, i) => `Country ${i + 1}`),
  );
  const gameId = await createGame(db, tournament.slug, {
    stage: "semi-final-1",
    entrantIds: countryIds,
    ...(options.kickoffHours !== undefined && { kickoff: hoursFromNow(options.kickoffHours) }),
  });
  return { slug: tournament.slug, tournamentId: tournament.id, countryIds, gameId };
}

// Reads, for assertions.

export async function tournamentBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.slug, slug));
  return row ?? null;
}

export async function gameById(db: Db, gameId: string) {
  const [row] = await db.select().from(games).where(eq(games.id, gameId));
  return row ?? null;
}

export async function eventsOf(db: Db, gameId: string) {
  return db.select().from(resultEvents).where(eq(resultEvents.gameId, gameId)).orderBy(asc(resultEvents.id));
}

/** Every row of the tournaments area, for "nothing changed" checks. */
export async function snapshotTournamentTables(db: Db) {
  return {
    tournaments: await db.select().from(tournaments).orderBy(asc(tournaments.id)),
    competitors: await db.select().from(competitors).orderBy(asc(competitors.id)),
    matchdays: await db.select().from(matchdays).orderBy(asc(matchdays.id)),
    games: await db.select().from(games).orderBy(asc(games.id)),
    resultEvents: await db.select().from(resultEvents).orderBy(asc(resultEvents.id)),
  };
}
