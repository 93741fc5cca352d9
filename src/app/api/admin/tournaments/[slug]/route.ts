import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { updateTournament } from "@/server/tournaments/manage";

export const PATCH = withApi(routes.updateTournament, async ({ body, params }) => updateTournament(await getAppDb(), params.slug, body));
