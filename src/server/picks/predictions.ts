import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { gamePoints, games, groups, groupUsers, picks, tournaments } from "@/db/schema";
import { pickScore, pointsOfPick } from "@/server/scoring/points";
import { AppError } from "@/lib/errors";
import type { SavePredictionsInput } from "@/lib/schemas/groups";
import { weightedDistribution } from "@/lib/scoring/distribution";
import type { GameMode } from "@/lib/sports";
import { gameLocks, isLockedEverywhere, type GameLock } from "@/server/groups/lock";
import { listGames } from "@/server/tournaments/queries";
import { savePicks, type SavePicksResult } from "./save-picks";

async function tournamentOf(db: Db, slug: string) {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.slug, slug));
  if (!tournament) throw new AppError({ code: "error.notFound", formField: "tournament" });
  return tournament;
}

/** My active groups of a tournament, oldest membership first. */
async function myGroups(db: Db, userId: string, tournamentId: string) {
  return db
    .select({ id: groups.id, name: groups.name, mode: groups.mode, jokers: groups.jokers })
    .from(groupUsers)
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .where(and(eq(groupUsers.userId, userId), isNull(groupUsers.leftAt), eq(groups.tournamentId, tournamentId)))
    .orderBy(asc(groupUsers.joinedAt));
}

/** The mode the hub works in: the one asked for, else the only one the player's groups play. */
function modeOf(list: { mode: GameMode }[], asked: GameMode | undefined): GameMode {
  const modes = [...new Set(list.map((g) => g.mode))];
  if (modes.length === 0) throw new AppError({ code: "error.predictions.noGroups" });
  if (asked) {
    if (!modes.includes(asked)) throw new AppError({ code: "error.predictions.noGroups", formField: "mode" });
    return asked;
  }
  if (modes.length > 1) throw new AppError({ code: "error.validation.required", formField: "mode" });
  return modes[0]!;
}

export interface SavePredictionsResult {
  mode: GameMode;
  groups: string[];
  saved: { gameId: string; groupId: string; joker: boolean }[];
  rejected: (SavePicksResult["rejected"][number] & { groupId: string })[];
}

/**
 * One pick for every group of mine in the tournament that plays the mode: each group saves it
 * under its own rules (its lock policy, whether jokers are on), exactly as its own picks page would.
 * A joker goes only to the groups that play with jokers. A game already locked in some of the
 * groups goes only to those where it is still open; locked in all of them, each refuses it.
 */
export async function savePredictions(
  db: Db,
  userId: string,
  input: SavePredictionsInput,
): Promise<SavePredictionsResult> {
  const tournament = await tournamentOf(db, input.tournament);
  const all = await myGroups(db, userId, tournament.id);
  const mode = modeOf(all, input.mode);
  const chosen = all.filter((g) => g.mode === mode);
  const result: SavePredictionsResult = { mode, groups: chosen.map((g) => g.id), saved: [], rejected: [] };
  const { locks } = await gameLocks(
    db,
    chosen.map((g) => g.id),
  );
  const lockedIn = new Set(locks.filter((l) => l.locked).map((l) => `${l.groupId}:${l.gameId}`));
  const openSomewhere = new Set(locks.filter((l) => !l.locked).map((l) => l.gameId));
  for (const group of chosen) {
    const wanted = input.picks.filter((p) => !(lockedIn.has(`${group.id}:${p.gameId}`) && openSomewhere.has(p.gameId)));
    if (wanted.length === 0) continue;
    const entries = wanted.map((p) => ({
      gameId: p.gameId,
      pick: p.pick,
      ...(group.jokers && p.joker !== undefined && { joker: p.joker }),
    }));
    const saved = await savePicks(db, userId, group.id, { picks: entries });
    result.saved.push(...saved.saved.map((s) => ({ ...s, groupId: group.id })));
    result.rejected.push(...saved.rejected.map((r) => ({ ...r, groupId: group.id })));
  }
  return result;
}

/**
 * The predictions hub: my groups of the tournament in one mode, each game with its lock in each
 * group (lock.ts): open while any of them is open, counting down to the next lock among those
 * still open, and naming the groups where it already locked; my pick (the first group's; flagged
 * when my groups hold different picks), and, for games past their own lock (locked for every
 * group, whatever its policy), the crowd's distribution: one pick per player across every group of
 * the tournament in that mode.
 */
export async function getPredictionSheet(db: Db, userId: string, slug: string, askedMode?: GameMode) {
  const tournament = await tournamentOf(db, slug);
  const all = await myGroups(db, userId, tournament.id);
  if (all.length === 0)
    return { tournament, now: new Date(), groups: [], modes: [] as GameMode[], mode: null, games: [] };
  const modes = [...new Set(all.map((g) => g.mode))].sort() as GameMode[];
  const mode = askedMode && modes.includes(askedMode) ? askedMode : modes[0]!;
  const chosen = all.filter((g) => g.mode === mode);
  const ids = chosen.map((g) => g.id);
  const [locks, mine, list, crowd] = await Promise.all([
    gameLocks(db, ids),
    db
      .select({
        groupId: groupUsers.groupId,
        gameId: picks.gameId,
        pick: picks.pick,
        joker: picks.joker,
        points: pickScore.points,
      })
      .from(picks)
      .innerJoin(groupUsers, eq(groupUsers.id, picks.groupUserId))
      .innerJoin(groups, eq(groups.id, groupUsers.groupId))
      .leftJoin(gamePoints, pointsOfPick)
      .where(and(eq(groupUsers.userId, userId), isNull(groupUsers.leftAt), inArray(groupUsers.groupId, ids))),
    listGames(db, tournament.id),
    crowdPicks(db, tournament.id, mode),
  ]);
  const locksOf = new Map<string, GameLock[]>();
  for (const lock of locks.locks) locksOf.set(lock.gameId, [...(locksOf.get(lock.gameId) ?? []), lock]);
  const nameOf = new Map(chosen.map((g) => [g.id, g.name]));
  const crowdOf = new Map<string, { pick: unknown; count: number }[]>();
  for (const row of crowd)
    crowdOf.set(row.gameId, [...(crowdOf.get(row.gameId) ?? []), { pick: row.pick, count: row.count }]);
  return {
    tournament,
    now: locks.now,
    groups: chosen.map((g) => ({ id: g.id, name: g.name, jokers: g.jokers })),
    modes,
    mode,
    games: list.map((game) => {
      const picksOfGame = ids.map((id) => mine.find((p) => p.groupId === id && p.gameId === game.id) ?? null);
      const first = picksOfGame.find((p) => p !== null) ?? null;
      const differs = picksOfGame.some((p) => JSON.stringify(p?.pick ?? null) !== JSON.stringify(first?.pick ?? null));
      const perGroup = locksOf.get(game.id) ?? [];
      const open = perGroup.filter((l) => !l.locked);
      // Counting down to the next lock among the groups still open; once none is, the last lock.
      const next = (open.length ? open : perGroup)
        .map((l) => l.lockAt)
        .sort((a, b) => (open.length ? a.getTime() - b.getTime() : b.getTime() - a.getTime()))[0];
      return {
        game,
        lockAt: next ?? game.locksAt,
        locked: open.length === 0,
        lockedIn: open.length ? perGroup.filter((l) => l.locked).map((l) => nameOf.get(l.groupId)!) : [],
        pick: first?.pick ?? null,
        joker: first?.joker ?? false,
        points: first?.points ?? null,
        differs,
        crowd: crowdOf.has(game.id) ? weightedDistribution(crowdOf.get(game.id)!) : null,
      };
    }),
  };
}

/**
 * The crowd per game: the latest pick of each player, for every game of the tournament past its
 * own lock, in groups of one mode, counted in the database (equal picks grouped), so that the
 * answer stays small however many play. Games still open for any group are left out in the query.
 */
async function crowdPicks(db: Db, tournamentId: string, mode: GameMode) {
  const latest = db
    .selectDistinctOn([picks.gameId, groupUsers.userId], { gameId: picks.gameId, pick: picks.pick })
    .from(picks)
    .innerJoin(groupUsers, eq(groupUsers.id, picks.groupUserId))
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .innerJoin(games, eq(games.id, picks.gameId))
    .where(and(eq(games.tournamentId, tournamentId), eq(groups.mode, mode), isLockedEverywhere()))
    .orderBy(picks.gameId, groupUsers.userId, sql`${picks.updatedAt} desc`)
    .as("latest");
  return db
    .select({ gameId: latest.gameId, pick: latest.pick, count: sql<number>`count(*)::int` })
    .from(latest)
    .groupBy(latest.gameId, latest.pick);
}
