import { z } from "zod";
import { getAppDb } from "@/server/db";
import { id, idParam, ordinal } from "@/server/http/params";
import { savePicksRoute } from "@/server/http/hot-routes";
import { withApi } from "@/server/http/with-api";
import { getGroupPicks } from "@/server/picks/queries";

const params = z.object({ groupId: id });
const query = z.object({ matchday: ordinal.optional(), groupUserId: z.string().max(64).optional() });

// The deadline rush's path, also answered by our own server without Next (hot-routes.ts, decision 0029).
export const PUT = savePicksRoute;

export const GET = withApi({ auth: "user", params, query }, async ({ session, params, query }) =>
  getGroupPicks(await getAppDb(), session.user.id, params.groupId, {
    matchday: query.matchday,
    // Another member's picks: an id that is not one names no member (404, like the path).
    groupUserId: query.groupUserId ? idParam(query.groupUserId) : undefined,
  }),
);
