import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { json, withApi } from "@/server/http/with-api";
import { createGame } from "@/server/tournaments/manage";

export const POST = withApi(routes.createGame, async ({ body, params }) => json(await createGame(await getAppDb(), params.slug, body), 201));
