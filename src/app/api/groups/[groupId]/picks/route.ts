import { z } from "zod";
import { savePicksInput } from "@/lib/schemas/groups";
import { getAppDb } from "@/server/db";
import { id, idParam, ordinal } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { getGroupPicks } from "@/server/picks/queries";
import { withMessages } from "@/server/picks/rejections";
import { savePicks } from "@/server/picks/save-picks";

const params = z.object({ groupId: id });
const query = z.object({ matchday: ordinal.optional(), groupUserId: z.string().max(64).optional() });

/** Each pick on its own: the saved ones, and the refused ones with a message per game in the caller's language. */
export const PUT = withApi({ auth: "user", params, body: savePicksInput }, async ({ session, body, params, locale }) => withMessages(await savePicks(await getAppDb(), session.user.id, params.groupId, body), locale));

export const GET = withApi({ auth: "user", params, query }, async ({ session, params, query }) =>
  getGroupPicks(await getAppDb(), session.user.id, params.groupId, {
    matchday: query.matchday,
    // Another member's picks: an id that is not one names no member (404, like the path).
    groupUserId: query.groupUserId ? idParam(query.groupUserId) : undefined,
  }),
);
