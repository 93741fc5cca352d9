import { routes } from "@/server/api/routes";
import { json, withApi } from "@/server/http/with-api";
import { createGame } from "@/server/tournaments/manage";

export const POST = withApi(routes.createGame, async ({ db, body, params }) =>
  json(await createGame(db, params.slug, body), 201),
);
