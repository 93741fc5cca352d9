import { AppError } from "@/lib/errors";
import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { getPredictionSheet, savePredictions } from "@/server/picks/predictions";
import { withMessages } from "@/server/picks/rejections";

/** The same picks in every group of mine in the tournament that plays the mode (PRODUCT.md §5). */
export const PUT = withApi(routes.savePredictions, async ({ db, session, body, locale }) =>
  withMessages(await savePredictions(db, session.user.id, body), locale),
);

/** GET /api/predictions?tournament=&mode=: my pick per game across my groups of that mode, and the crowd's distribution of locked games. */
export const GET = withApi(routes.getPredictions, async ({ db, session, query }) => {
  const sheet = await getPredictionSheet(db, session.user.id, query.tournament, query.mode);
  if (!sheet.mode) throw new AppError({ code: "error.predictions.noGroups" });
  return {
    mode: sheet.mode,
    modes: sheet.modes,
    groups: sheet.groups,
    games: sheet.games.map(({ game, lockAt, locked, lockedIn, pick, joker, points, differs, crowd }) => ({
      gameId: game.id,
      matchday: game.matchdayOrdinal,
      lockAt,
      locked,
      lockedIn,
      pick,
      joker,
      points,
      differs,
      crowd,
    })),
  };
});
