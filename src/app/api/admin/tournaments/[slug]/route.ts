import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { updateTournament } from "@/server/tournaments/manage";
import { updateTournamentInput } from "@/lib/schemas/tournaments";

export const PATCH = withApi<typeof updateTournamentInput._output, { slug: string }>(
  { auth: "admin", body: updateTournamentInput },
  async ({ body, params }) => updateTournament(await getAppDb(), params.slug, body),
);
