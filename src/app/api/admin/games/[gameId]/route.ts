import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { deleteGame, updateGame } from "@/server/tournaments/manage";

export const PATCH = withApi(routes.updateGame, async ({ db, body, params }) => updateGame(db, params.gameId, body));

export const DELETE = withApi(routes.deleteGame, async ({ db, params }) => deleteGame(db, params.gameId));
