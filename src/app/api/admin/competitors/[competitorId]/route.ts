import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { updateCompetitor } from "@/server/tournaments/manage";

export const PATCH = withApi(routes.updateCompetitor, async ({ body, params }) => updateCompetitor(await getAppDb(), params.competitorId, body));
