/**
 * Admin changes to tournaments, competitors, matchdays and games. Callers have checked the admin
 * role (withApi "admin"); every value is validated here again, whatever the caller.
 */
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { competitors, games, matchdays, tournaments } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { canMoveStatus } from "@/lib/running-status";
import { databaseNow, keepLocks } from "@/server/groups/lock";
import { slugProblem } from "@/lib/slug";
import { competitionOf } from "@/lib/competition";
import { SHAPE_OF } from "@/lib/sports";
import type { RunningStatus } from "@/lib/statuses";
import type {
  CreateTournamentInput,
  GameInput,
  UpdateGameInput,
  UpdateTournamentInput,
} from "@/lib/schemas/tournaments";

export type Tournament = typeof tournaments.$inferSelect;

const notFound = () => new AppError({ code: "error.notFound" });

export async function requireTournament(db: Db, slug: string): Promise<Tournament> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.slug, slug));
  if (!row) throw notFound();
  return row;
}

function checkTransition(from: RunningStatus, to: RunningStatus | undefined) {
  if (to && to !== from && !canMoveStatus(from, to)) {
    throw new AppError({ code: "error.status.transition", formField: "status", params: { from, to } });
  }
}

export async function createTournament(
  db: Db,
  input: CreateTournamentInput,
  options: { isDemo?: boolean } = {},
): Promise<Tournament> {
  const problem = slugProblem(input.slug);
  if (problem) throw new AppError({ code: problem, status: 400, formField: "slug" });
  const [existing] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.slug, input.slug));
  if (existing) throw new AppError({ code: "error.tournament.slugTaken", formField: "slug" });
  const [row] = await db
    .insert(tournaments)
    .values({
      slug: input.slug,
      sport: input.sport,
      name: input.name,
      season: input.season ?? null,
      competition: input.competition === undefined ? competitionOf(input.name, input.sport) : input.competition,
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      timeZone: input.timeZone ?? "UTC",
      isDemo: options.isDemo ?? false,
    })
    .returning();
  return row!;
}

export async function updateTournament(db: Db, slug: string, input: UpdateTournamentInput): Promise<Tournament> {
  const current = await requireTournament(db, slug);
  checkTransition(current.status, input.status);
  const changes = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.season !== undefined && { season: input.season }),
    ...(input.competition !== undefined && { competition: input.competition }),
    ...(input.status !== undefined && { status: input.status }),
    ...(input.startsAt !== undefined && { startsAt: input.startsAt ? new Date(input.startsAt) : null }),
    ...(input.endsAt !== undefined && { endsAt: input.endsAt ? new Date(input.endsAt) : null }),
    ...(input.timeZone !== undefined && { timeZone: input.timeZone }),
  };
  // Nothing to change is not an error: the tournament as it is.
  if (Object.keys(changes).length === 0) return current;
  const [row] = await db.update(tournaments).set(changes).where(eq(tournaments.id, current.id)).returning();
  return row!;
}

export async function createCompetitor(
  db: Db,
  slug: string,
  input: { name: string; code?: string; kind?: "team" | "driver" | "country" },
) {
  const tournament = await requireTournament(db, slug);
  const kind =
    input.kind ?? (tournament.sport === "formula1" ? "driver" : tournament.sport === "eurovision" ? "country" : "team");
  const [row] = await db
    .insert(competitors)
    .values({ tournamentId: tournament.id, name: input.name, code: input.code ?? null, kind })
    .returning({ id: competitors.id });
  return row!;
}

export async function createMatchday(db: Db, slug: string, input: { ordinal: number; name?: string }) {
  const tournament = await requireTournament(db, slug);
  const [existing] = await db
    .select({ id: matchdays.id })
    .from(matchdays)
    .where(and(eq(matchdays.tournamentId, tournament.id), eq(matchdays.ordinal, input.ordinal)));
  if (existing)
    throw new AppError({
      code: "error.matchday.exists",
      formField: "ordinal",
      params: { ordinal: input.ordinal },
    });
  await db.insert(matchdays).values({ tournamentId: tournament.id, ordinal: input.ordinal, name: input.name ?? null });
  return { ordinal: input.ordinal };
}

export async function requireMatchday(db: Db, tournamentId: string, ordinal: number) {
  const [row] = await db
    .select()
    .from(matchdays)
    .where(and(eq(matchdays.tournamentId, tournamentId), eq(matchdays.ordinal, ordinal)));
  if (!row) throw new AppError({ code: "error.notFound", formField: "matchday" });
  return row;
}

export async function updateMatchday(
  db: Db,
  slug: string,
  ordinal: number,
  input: { name?: string | null; status?: RunningStatus },
) {
  const tournament = await requireTournament(db, slug);
  const current = await requireMatchday(db, tournament.id, ordinal);
  checkTransition(current.status, input.status);
  const changes = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.status !== undefined && { status: input.status }),
  };
  if (Object.keys(changes).length === 0) return current;
  const [row] = await db.update(matchdays).set(changes).where(eq(matchdays.id, current.id)).returning();
  return row!;
}

async function checkCompetitors(db: Db, tournamentId: string, ids: (string | null | undefined)[]) {
  const wanted = ids.filter((id): id is string => Boolean(id));
  if (wanted.length === 0) return;
  const rows = await db
    .select({ id: competitors.id })
    .from(competitors)
    .where(eq(competitors.tournamentId, tournamentId));
  const known = new Set(rows.map((r) => r.id));
  if (wanted.some((id) => !known.has(id))) throw new AppError({ code: "error.game.unknownCompetitor" });
  if (new Set(wanted).size !== wanted.length) throw new AppError({ code: "error.game.sameCompetitor" });
}

export async function createGame(db: Db, slug: string, input: GameInput): Promise<{ gameId: string }> {
  const tournament = await requireTournament(db, slug);
  const matchday = await requireMatchday(db, tournament.id, input.matchday);
  const ranking = SHAPE_OF[tournament.sport] === "ranking";
  if (ranking && !input.entrantIds) throw new AppError({ code: "error.validation.required", formField: "entrantIds" });
  if (!ranking && input.entrantIds) throw new AppError({ code: "error.validation.invalid", formField: "entrantIds" });
  await checkCompetitors(db, tournament.id, ranking ? (input.entrantIds ?? []) : [input.homeId, input.awayId]);
  const kickoff = new Date(input.kickoff);
  const locksAt = input.locksAt ? new Date(input.locksAt) : kickoff;
  if (locksAt > kickoff) throw new AppError({ code: "error.game.lockAfterKickoff", formField: "locksAt" });
  const [row] = await db
    .insert(games)
    .values({
      tournamentId: tournament.id,
      matchdayId: matchday.id,
      kickoff,
      locksAt,
      homeId: input.homeId ?? null,
      awayId: input.awayId ?? null,
      homeLabel: input.homeLabel ?? null,
      awayLabel: input.awayLabel ?? null,
      entrantIds: input.entrantIds ?? null,
      knockout: input.knockout ?? false,
      stage: input.stage ?? null,
      venue: input.venue ?? null,
    })
    .returning({ id: games.id });
  return { gameId: row!.id };
}

export async function updateGame(db: Db, gameId: string, input: UpdateGameInput) {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  if (!game) throw notFound();
  if (game.entrantIds && (input.homeId !== undefined || input.awayId !== undefined)) {
    throw new AppError({ code: "error.validation.invalid", formField: "homeId" });
  }
  const homeId = input.homeId !== undefined ? input.homeId : game.homeId;
  const awayId = input.awayId !== undefined ? input.awayId : game.awayId;
  await checkCompetitors(db, game.tournamentId, [homeId, awayId]);
  const kickoff = input.kickoff ? new Date(input.kickoff) : game.kickoff;
  // Moving the kickoff moves a lock that was the kickoff along with it; a cleared lock is the kickoff.
  const ownLock = game.locksAt.getTime() !== game.kickoff.getTime();
  const locksAt =
    input.locksAt === null ? kickoff : input.locksAt ? new Date(input.locksAt) : ownLock ? game.locksAt : kickoff;
  if (locksAt > kickoff) throw new AppError({ code: "error.game.lockAfterKickoff", formField: "locksAt" });
  // A game that locked for a group stays locked for it, wherever it moves (decision 0017): the
  // locks of its matchday (the whole-matchday policy follows its first game) are kept first.
  const [row] = await db.transaction(async (tx) => {
    // A finished game has been played: its kickoff cannot be in the future (database clock).
    if (
      game.status === "finished" &&
      kickoff.getTime() !== game.kickoff.getTime() &&
      kickoff > (await databaseNow(tx))
    ) {
      throw new AppError({ code: "error.game.finishedInFuture", formField: "kickoff" });
    }
    await keepLocks(tx, { matchdayId: game.matchdayId });
    return tx
      .update(games)
      .set({
        kickoff,
        locksAt,
        ...(input.homeId !== undefined && { homeId: input.homeId }),
        ...(input.awayId !== undefined && { awayId: input.awayId }),
        ...(input.venue !== undefined && { venue: input.venue }),
      })
      .where(eq(games.id, gameId))
      .returning();
  });
  return row!;
}

export async function deleteGame(db: Db, gameId: string) {
  const [row] = await db.transaction(async (tx) => {
    const [game] = await tx.select({ matchdayId: games.matchdayId }).from(games).where(eq(games.id, gameId));
    if (!game) throw notFound();
    // Its matchday's other games may have locked at this game's lock: they stay locked.
    await keepLocks(tx, { matchdayId: game.matchdayId });
    // Its points leave the groups' stored tables (decision 0034).
    await tx.execute(
      sql`update tournaments set scored_version = scored_version + 1 where id = (select tournament_id from games where id = ${gameId})`,
    );
    return tx.delete(games).where(eq(games.id, gameId)).returning({ id: games.id });
  });
  if (!row) throw notFound();
  return { deleted: true };
}

export async function updateCompetitor(
  db: Db,
  competitorId: string,
  input: { name?: string; code?: string; kind?: "team" | "driver" | "country" },
) {
  if (Object.keys(input).length === 0) throw new AppError({ code: "error.validation.required", formField: "name" });
  const [row] = await db.update(competitors).set(input).where(eq(competitors.id, competitorId)).returning();
  if (!row) throw notFound();
  return row;
}
