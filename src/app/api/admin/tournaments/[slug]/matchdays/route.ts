import { routes } from "@/server/api/routes";
import { json, withApi } from "@/server/http/with-api";
import { createMatchday } from "@/server/tournaments/manage";

export const POST = withApi(routes.createMatchday, async ({ db, body, params }) =>
  json(await createMatchday(db, params.slug, body), 201),
);
