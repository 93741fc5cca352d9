import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { getPlayerStats } from "@/server/stats/player-stats";

export const GET = withApi(routes.playerStats, async ({ db, session, params, query }) => {
  const stats = await getPlayerStats(db, session.user.id, params.groupId, query.member);
  const pick = (e: (typeof stats.best)[number]) => ({
    gameId: e.game.id,
    matchday: e.game.matchdayOrdinal,
    pick: e.pick,
    result: e.game.result,
    points: e.points,
    exact: e.exact,
    outcome: e.outcome,
  });
  return {
    member: stats.member,
    total: stats.total,
    series: stats.series,
    hits: stats.hits,
    best: stats.best.map(pick),
    worst: stats.worst.map(pick),
  };
});
