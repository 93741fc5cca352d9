import { z } from "zod";
import { AppError } from "@/lib/errors";
import { getAppDb } from "@/server/db";
import { slug } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { getTournamentBySlug, listMatchdays } from "@/server/tournaments/queries";

export const GET = withApi({ auth: "public", params: z.object({ slug }) }, async ({ params }) => {
  const db = await getAppDb();
  const tournament = await getTournamentBySlug(db, params.slug);
  if (!tournament) throw new AppError({ code: "error.notFound", status: 404 });
  return { ...tournament, matchdays: await listMatchdays(db, tournament.id) };
});
