import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { updateCompetitor } from "@/server/tournaments/manage";

export const PATCH = withApi(routes.updateCompetitor, async ({ db, body, params }) =>
  updateCompetitor(db, params.competitorId, body),
);
