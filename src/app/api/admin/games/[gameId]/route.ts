import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { deleteGame, updateGame } from "@/server/tournaments/manage";

export const PATCH = withApi(routes.updateGame, async ({ body, params }) => updateGame(await getAppDb(), params.gameId, body));

export const DELETE = withApi(routes.deleteGame, async ({ params }) => deleteGame(await getAppDb(), params.gameId));
