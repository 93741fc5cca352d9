import { routes } from "@/server/api/routes";
import { json, withApi } from "@/server/http/with-api";
import { createCompetitor } from "@/server/tournaments/manage";

export const POST = withApi(routes.createCompetitor, async ({ db, body, params }) =>
  json(await createCompetitor(db, params.slug, body), 201),
);
