import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { updateMatchday } from "@/server/tournaments/manage";

export const PATCH = withApi(routes.updateMatchday, async ({ db, body, params }) =>
  updateMatchday(db, params.slug, params.ordinal, body),
);
