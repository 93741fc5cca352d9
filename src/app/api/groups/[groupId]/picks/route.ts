import { routes } from "@/server/api/routes";
import { savePicksRoute } from "@/server/http/hot-routes";
import { idParam } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { getGroupPicks } from "@/server/picks/queries";

// The deadline rush's path, also answered by our own server without Next (hot-routes.ts, decision 0029).
export const PUT = savePicksRoute;

export const GET = withApi(routes.getPicks, async ({ db, session, params, query }) =>
  getGroupPicks(db, session.user.id, params.groupId, {
    matchday: query.matchday,
    // Another member's picks: an id that is not one names no member (404, like the path).
    groupUserId: query.groupUserId ? idParam(query.groupUserId) : undefined,
  }),
);
