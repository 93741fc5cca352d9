import { z } from "zod";
import { savePicksInput } from "@/lib/schemas/groups";
import { getAppDb } from "@/server/db";
import { id, idParam, ordinal } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { getGroupPicks } from "@/server/picks/queries";
import { savePicks } from "@/server/picks/save-picks";

const params = z.object({ groupId: id });
const query = z.object({ matchday: ordinal.optional(), groupUserId: z.string().max(64).optional() });

export const PUT = withApi({ auth: "user", params, body: savePicksInput }, async ({ session, body, params }) => savePicks(await getAppDb(), session.user.id, params.groupId, body));

export const GET = withApi({ auth: "user", params, query }, async ({ session, params, query }) =>
  getGroupPicks(await getAppDb(), session.user.id, params.groupId, {
    matchday: query.matchday,
    // Another member's picks: an id that is not one names no member (404, like the path).
    groupUserId: query.groupUserId ? idParam(query.groupUserId) : undefined,
  }),
);
