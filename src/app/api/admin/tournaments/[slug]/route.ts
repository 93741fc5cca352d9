import { z } from "zod";
import { getAppDb } from "@/server/db";
import { slug } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { updateTournament } from "@/server/tournaments/manage";
import { updateTournamentInput } from "@/lib/schemas/tournaments";

export const PATCH = withApi({ auth: "admin", params: z.object({ slug }), body: updateTournamentInput }, async ({ body, params }) =>
  updateTournament(await getAppDb(), params.slug, body),
);
