import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { games, groups, picks } from "@/db/schema";
import { AppError, type ErrorParams } from "@/lib/errors";
import type { SavePicksInput } from "@/lib/schemas/groups";
import { parsePick, PickError } from "@/lib/scoring/picks";
import { requireGroupMember } from "@/server/groups/access";
import { isLocked } from "@/server/groups/lock";

export interface SavePicksResult {
  saved: { gameId: string; joker: boolean }[];
  /** Each refusal in the seed's error shape but the message, which the route adds in the caller's language (`withMessages`). */
  rejected: { gameId: string; code: string; formField?: string; params?: ErrorParams }[];
}

/**
 * Saves many picks at once, each checked on its own: a pick after its lock (lock.ts, on the database
 * clock at the start of this transaction) is refused with error.pick.locked and not stored.
 */
export async function savePicks(db: Db, userId: string, groupId: string, input: SavePicksInput): Promise<SavePicksResult> {
  const { group, member, tournament } = await requireGroupMember(db, groupId, userId);
  return db.transaction(async (tx) => {
    const ids = [...new Set(input.picks.map((p) => p.gameId))];
    const rows = await tx
      .select({ game: games, locked: isLocked() })
      .from(games)
      .innerJoin(groups, eq(groups.id, group.id))
      .where(and(eq(games.tournamentId, tournament.id), inArray(games.id, ids)));
    const byId = new Map(rows.map((r) => [r.game.id, r]));
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
      let pick;
      try {
        pick = parsePick(tournament.sport, group.mode, { knockout: row.game.knockout, stage: row.game.stage, entrantIds: row.game.entrantIds }, entry.pick);
      } catch (error) {
        if (error instanceof PickError) {
          result.rejected.push({ gameId: entry.gameId, code: error.code, formField: error.formField, ...(error.params && { params: error.params }) });
          continue;
        }
        throw error;
      }
      const joker = entry.joker === true;
      if (joker) {
        if (!group.jokers) {
          result.rejected.push({ gameId: entry.gameId, code: "error.pick.jokerOff" });
          continue;
        }
        // One joker per matchday: it moves from another open game of the matchday, never from a locked one.
        const others = await tx
          .select({ id: picks.id, locked: isLocked() })
          .from(picks)
          .innerJoin(games, eq(games.id, picks.gameId))
          .innerJoin(groups, eq(groups.id, group.id))
          .where(and(eq(picks.groupUserId, member.id), eq(picks.joker, true), eq(games.matchdayId, row.game.matchdayId), ne(games.id, row.game.id)));
        if (others.some((o) => o.locked)) {
          result.rejected.push({ gameId: entry.gameId, code: "error.pick.jokerUsed" });
          continue;
        }
        if (others.length) await tx.update(picks).set({ joker: false }).where(inArray(picks.id, others.map((o) => o.id)));
      }
      await tx
        .insert(picks)
        .values({ groupUserId: member.id, gameId: entry.gameId, pick, joker })
        .onConflictDoUpdate({ target: [picks.groupUserId, picks.gameId], set: { pick, joker, updatedAt: sql`now()` } });
      result.saved.push({ gameId: entry.gameId, joker });
    }
    if (result.saved.length === 0 && result.rejected.length === 0) throw new AppError({ code: "error.validation.required", status: 400, formField: "picks" });
    return result;
  });
}
