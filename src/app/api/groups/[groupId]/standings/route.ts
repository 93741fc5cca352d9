import { z } from "zod";
import { getAppDb } from "@/server/db";
import { id, ordinal } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { getStandings } from "@/server/standings/queries";

export const GET = withApi({ auth: "user", params: z.object({ groupId: id }), query: z.object({ matchday: ordinal.optional() }) }, async ({ session, params, query }) =>
  getStandings(await getAppDb(), session.user.id, params.groupId, query.matchday),
);
