import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { games, groupUsers, matchdays } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { pickDistribution } from "@/lib/scoring/distribution";
import { requireGroupMember } from "@/server/groups/access";
import { locksOfGroup } from "@/server/groups/lock";
import { listGames } from "@/server/tournaments/queries";
import { getGroupPicks } from "./queries";

/**
 * One member's picks as another member may see them: every game that is locked for the group
 * (with or without a pick), and, for the player's own page, the open games they picked too. The
 * picks come from getGroupPicks, which holds the visibility rule.
 */
export async function getMemberPicks(db: Db, userId: string, groupId: string, groupUserId: string, matchday?: number) {
  const { group, member, tournament } = await requireGroupMember(db, groupId, userId);
  const [target] = await db
    .select()
    .from(groupUsers)
    .where(and(eq(groupUsers.id, groupUserId), eq(groupUsers.groupId, group.id)));
  if (!target || target.leftAt) throw new AppError({ code: "error.notFound" });
  const [visible, locks, list, days] = await Promise.all([
    getGroupPicks(db, userId, groupId, { groupUserId, matchday }),
    locksOfGroup(db, group.id),
    listGames(db, tournament.id, matchday),
    db
      .select({ ordinal: matchdays.ordinal, name: matchdays.name })
      .from(matchdays)
      .where(eq(matchdays.tournamentId, tournament.id)),
  ]);
  // A matchday the tournament does not have (a forged address) is not found; one it has shows even when empty.
  if (matchday !== undefined && !days.some((d) => d.ordinal === matchday))
    throw new AppError({ code: "error.notFound" });
  const lockedIds = new Set([...locks.byGame.values()].filter((l) => l.locked).map((l) => l.gameId));
  const pickOf = new Map(visible.map((p) => [p.gameId, p]));
  const shown = list.filter((g) => lockedIds.has(g.id) || pickOf.has(g.id));
  const entries = shown.map((game) => {
    const pick = pickOf.get(game.id);
    return {
      game,
      locked: lockedIds.has(game.id),
      pick: pick?.pick ?? null,
      joker: pick?.joker ?? false,
      points: pick?.points ?? null,
      exact: pick?.exact ?? false,
      outcome: pick?.outcome ?? false,
    };
  });
  return {
    group: { id: group.id, name: group.name, mode: group.mode },
    tournament: { slug: tournament.slug, name: tournament.name, sport: tournament.sport },
    member: { groupUserId: target.id, nickname: target.nickname, isMe: target.id === member.id },
    points: entries.reduce((sum, e) => sum + (e.points ?? 0), 0),
    matchdays: days
      .sort((a, b) => a.ordinal - b.ordinal)
      .map((d) => ({ ...d, entries: entries.filter((e) => e.game.matchdayOrdinal === d.ordinal) }))
      .filter((d) => d.entries.length > 0),
  };
}

/**
 * Every member's pick of one game, with points and the distribution, once the game is locked for
 * the group. Before that only the lock time is answered, never a pick but the player's own.
 */
export async function getGamePicks(db: Db, userId: string, groupId: string, gameId: string) {
  const { group, tournament } = await requireGroupMember(db, groupId, userId);
  const [[row], locks] = await Promise.all([
    db
      .select({ id: games.id, matchday: matchdays.ordinal, matchdayName: matchdays.name })
      .from(games)
      .innerJoin(matchdays, eq(matchdays.id, games.matchdayId))
      .where(and(eq(games.id, gameId), eq(games.tournamentId, tournament.id))),
    locksOfGroup(db, group.id, gameId),
  ]);
  const lock = locks.byGame.get(gameId);
  if (!row || !lock) throw new AppError({ code: "error.notFound" });
  const [game] = (await listGames(db, tournament.id, row.matchday)).filter((g) => g.id === gameId);
  const picks = lock.locked ? await getGroupPicks(db, userId, groupId, { gameId }) : [];
  return {
    group: { id: group.id, name: group.name, mode: group.mode },
    tournament: { slug: tournament.slug, name: tournament.name, sport: tournament.sport },
    game: game!,
    matchday: { ordinal: row.matchday, name: row.matchdayName },
    locked: lock.locked,
    lockAt: lock.lockAt,
    picks: picks.map(({ groupUserId, nickname, pick, joker, points }) => ({
      groupUserId,
      nickname,
      pick,
      joker,
      points,
    })),
    distribution: pickDistribution(picks.map((p) => p.pick)),
  };
}
