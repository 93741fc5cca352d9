import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { gamePoints, groups, groupUsers, matchdays, picks } from "@/db/schema";
import { multiplierOf, parseRuleSet } from "@/lib/scoring/rule-sets";
import { pickScore, pointsOfPick } from "@/server/scoring/points";
import { requireGroupMember } from "@/server/groups/access";
import { locksOfGroup } from "@/server/groups/lock";
import { listGames } from "@/server/tournaments/queries";

/**
 * Everything the picks page needs: each game with its lock for this group (lock.ts, database
 * clock), my pick, and the database's now for the countdowns.
 */
export async function getPickSheet(db: Db, userId: string, groupId: string) {
  const membership = await requireGroupMember(db, groupId, userId);
  const { group, member, tournament } = membership;
  const [locks, mine, list, days] = await Promise.all([
    locksOfGroup(db, group.id),
    db
      .select({ gameId: picks.gameId, pick: picks.pick, joker: picks.joker, points: pickScore.points })
      .from(picks)
      .innerJoin(groupUsers, eq(groupUsers.id, picks.groupUserId))
      .innerJoin(groups, eq(groups.id, groupUsers.groupId))
      .leftJoin(gamePoints, pointsOfPick)
      .where(eq(picks.groupUserId, member.id)),
    listGames(db, tournament.id),
    db.select().from(matchdays).where(eq(matchdays.tournamentId, tournament.id)).orderBy(asc(matchdays.ordinal)),
  ]);
  const pickOf = new Map(mine.map((p) => [p.gameId, p]));
  // The group's stage and matchday weights, shown beside each game (the scoring applies them).
  const ruleSet = parseRuleSet(tournament.sport, group.mode, group.scoring);
  return {
    now: locks.now,
    group: { id: group.id, name: group.name, mode: group.mode, jokers: group.jokers },
    tournament: { slug: tournament.slug, name: tournament.name, sport: tournament.sport },
    matchdays: days.map((d) => ({
      ordinal: d.ordinal,
      name: d.name,
      games: list
        .filter((g) => g.matchdayOrdinal === d.ordinal)
        .map((g) => ({
          game: g,
          lockAt: locks.byGame.get(g.id)!.lockAt,
          locked: locks.byGame.get(g.id)!.locked,
          pick: pickOf.get(g.id)?.pick ?? null,
          joker: pickOf.get(g.id)?.joker ?? false,
          points: pickOf.get(g.id)?.points ?? null,
          multiplier: multiplierOf(ruleSet, { stage: g.stage, matchday: d.ordinal }),
        })),
    })),
  };
}
