import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { updateTournament } from "@/server/tournaments/manage";

export const PATCH = withApi(routes.updateTournament, async ({ db, body, params }) =>
  updateTournament(db, params.slug, body),
);
