import { AppError } from "@/lib/errors";
import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { getTournamentBySlug, listMatchdays } from "@/server/tournaments/queries";

export const GET = withApi(routes.getTournament, async ({ params }) => {
  const db = await getAppDb();
  const tournament = await getTournamentBySlug(db, params.slug);
  if (!tournament) throw new AppError({ code: "error.notFound", status: 404 });
  return { ...tournament, matchdays: await listMatchdays(db, tournament.id) };
});
