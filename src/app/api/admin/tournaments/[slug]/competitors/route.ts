import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { json, withApi } from "@/server/http/with-api";
import { createCompetitor } from "@/server/tournaments/manage";

export const POST = withApi(routes.createCompetitor, async ({ body, params }) => json(await createCompetitor(await getAppDb(), params.slug, body), 201));
