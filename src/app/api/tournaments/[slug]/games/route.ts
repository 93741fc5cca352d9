import { AppError } from "@/lib/errors";
import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { getTournamentBySlug, listGames } from "@/server/tournaments/queries";

export const GET = withApi(routes.listGames, async ({ db, params, query }) => {
  const tournament = await getTournamentBySlug(db, params.slug);
  if (!tournament) throw new AppError({ code: "error.notFound" });
  return listGames(db, tournament.id, query.matchday);
});
