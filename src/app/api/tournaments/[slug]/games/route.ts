import { AppError } from "@/lib/errors";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { getTournamentBySlug, listGames } from "@/server/tournaments/queries";

export const GET = withApi<undefined, { slug: string }>({ auth: "public" }, async ({ params, request }) => {
  const db = await getAppDb();
  const tournament = await getTournamentBySlug(db, params.slug);
  if (!tournament) throw new AppError({ code: "error.notFound", status: 404 });
  const raw = new URL(request.url).searchParams.get("matchday");
  const matchday = raw === null ? undefined : Number(raw);
  if (matchday !== undefined && (!Number.isInteger(matchday) || matchday < 1)) throw new AppError({ code: "error.validation.invalid", status: 400, formField: "matchday" });
  return listGames(db, tournament.id, matchday);
});
