import { routes } from "@/server/api/routes";
import { json, withApi } from "@/server/http/with-api";
import { createTournament } from "@/server/tournaments/manage";

export const POST = withApi(routes.createTournament, async ({ db, body }) =>
  json(await createTournament(db, body), 201),
);
