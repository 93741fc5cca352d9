import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { games, resultEvents, tournaments } from "@/db/schema";
import { sameJson } from "@/lib/canonical-json";
import { AppError } from "@/lib/errors";
import { checkResult } from "@/lib/schemas/results";
import { SHAPE_OF } from "@/lib/sports";
import type { ResultInput } from "@/lib/schemas/tournaments";
import { keepLocks, LOCKED_STATUSES } from "@/server/groups/lock";

/**
 * Enters or corrects a game's result and status, and records the one "result changed" event the
 * scoring consumes. The database clock decides whether the game has started; a result before
 * kickoff is refused. A cancelled game keeps no result.
 */
export async function setGameResult(db: Db, gameId: string, input: ResultInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ game: games, sport: tournaments.sport, started: sql<boolean>`${games.kickoff} <= now()` })
      .from(games)
      .innerJoin(tournaments, eq(tournaments.id, games.tournamentId))
      .where(eq(games.id, gameId))
      .for("update", { of: games });
    if (!row) throw new AppError({ code: "error.notFound" });
    const { game, sport } = row;
    const hasResult = input.result !== undefined && input.result !== null;
    const status = input.status ?? (hasResult ? "finished" : game.status);
    if ((hasResult || status === "live" || status === "finished") && !row.started) {
      throw new AppError({ code: "error.result.notStarted" });
    }
    // Finished needs a result: never a 0–0 (or any other) assumed for the admin.
    if (status === "finished" && !hasResult && !game.result)
      throw SHAPE_OF[sport] === "headToHead"
        ? new AppError({ code: "error.result.scoresMissing", formField: "home" })
        : new AppError({ code: "error.validation.required", formField: "result" });
    const result =
      status === "cancelled" || status === "scheduled" || status === "postponed"
        ? null
        : hasResult
          ? checkResult(
              sport,
              { knockout: game.knockout, stage: game.stage, entrantIds: game.entrantIds },
              input.result,
              { finished: status === "finished" },
            )
          : game.result;
    // Saving the same thing again is not a correction: no new version, no event.
    if (status === game.status && sameJson(result, game.result)) return game;
    // A live, finished or cancelled game is locked; set back to scheduled or postponed it stays so
    // (decision 0017). Only that step back could reopen it, so only it keeps the locks: entering a
    // result, the hot path at the final whistle, writes nothing per group.
    if (isLockedStatus(game.status) && !isLockedStatus(status)) await keepLocks(tx, { gameId });
    const version = game.resultVersion + 1;
    const [updated] = await tx
      .update(games)
      .set({ status, result, resultVersion: version })
      .where(eq(games.id, gameId))
      .returning();
    await tx.insert(resultEvents).values({ gameId, tournamentId: game.tournamentId, version, status, result });
    return updated!;
  });
}

const isLockedStatus = (status: string) => (LOCKED_STATUSES as readonly string[]).includes(status);
