import { AppError } from "@/lib/errors";
import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { getTournamentBySlug, listMatchdays } from "@/server/tournaments/queries";

export const GET = withApi(routes.getTournament, async ({ db, params }) => {
  const tournament = await getTournamentBySlug(db, params.slug);
  if (!tournament) throw new AppError({ code: "error.notFound" });
  return { ...tournament, matchdays: await listMatchdays(db, tournament.id) };
});
