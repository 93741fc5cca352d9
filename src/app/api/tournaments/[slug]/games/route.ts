import { z } from "zod";
import { AppError } from "@/lib/errors";
import { getAppDb } from "@/server/db";
import { ordinal, slug } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { getTournamentBySlug, listGames } from "@/server/tournaments/queries";

export const GET = withApi({ auth: "public", params: z.object({ slug }), query: z.object({ matchday: ordinal.optional() }) }, async ({ params, query }) => {
  const db = await getAppDb();
  const tournament = await getTournamentBySlug(db, params.slug);
  if (!tournament) throw new AppError({ code: "error.notFound", status: 404 });
  return listGames(db, tournament.id, query.matchday);
});
