import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { getStandings } from "@/server/standings/queries";

export const GET = withApi(routes.getStandings, async ({ session, params, query }) =>
  getStandings(await getAppDb(), session.user.id, params.groupId, query.matchday),
);
