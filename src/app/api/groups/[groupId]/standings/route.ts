import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { getStandings } from "@/server/standings/queries";

/**
 * A group's table, overall or of one matchday (`?matchday=N`): the whole table, or one page of it
 * (`?page=N`, `size` rows each, 50 by default) for large groups.
 */
export const GET = withApi(routes.getStandings, async ({ session, params, query }) =>
  getStandings(await getAppDb(), session.user.id, params.groupId, query.matchday, query.page || query.size ? { page: query.page ?? 1, size: query.size ?? 50 } : undefined),
);
