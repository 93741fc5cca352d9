import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { games, matchdays, picks, type LockPolicy } from "@/db/schema";
import { requireGroupMember } from "@/server/groups/access";
import { lockAt } from "@/server/groups/lock";
import { listGames } from "@/server/tournaments/queries";

/** Everything the picks page needs: each game with its lock for this group and my pick. */
export async function getPickSheet(db: Db, userId: string, groupId: string) {
  const membership = await requireGroupMember(db, groupId, userId);
  const { group, member, tournament } = membership;
  const policy = group.lockPolicy as LockPolicy;
  const [locks, mine, list, days] = await Promise.all([
    db.select({ id: games.id, lockAt: lockAt(policy) }).from(games).where(eq(games.tournamentId, tournament.id)),
    db.select().from(picks).where(eq(picks.groupUserId, member.id)),
    listGames(db, tournament.id),
    db.select().from(matchdays).where(eq(matchdays.tournamentId, tournament.id)).orderBy(asc(matchdays.ordinal)),
  ]);
  const lockOf = new Map(locks.map((l) => [l.id, new Date(l.lockAt)]));
  const pickOf = new Map(mine.map((p) => [p.gameId, p]));
  return {
    group: { id: group.id, name: group.name, mode: group.mode, jokers: group.jokers },
    tournament: { slug: tournament.slug, name: tournament.name, sport: tournament.sport },
    matchdays: days.map((d) => ({
      ordinal: d.ordinal,
      name: d.name,
      games: list
        .filter((g) => g.matchdayOrdinal === d.ordinal)
        .map((g) => ({
          game: g,
          lockAt: lockOf.get(g.id) ?? g.locksAt,
          pick: pickOf.get(g.id)?.pick ?? null,
          joker: pickOf.get(g.id)?.joker ?? false,
          points: pickOf.get(g.id)?.points ?? null,
        })),
    })),
  };
}
