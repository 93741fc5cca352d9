import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { json, withApi } from "@/server/http/with-api";
import { createTournament } from "@/server/tournaments/manage";

export const POST = withApi(routes.createTournament, async ({ body }) => json(await createTournament(await getAppDb(), body), 201));
