import { z } from "zod";
import { getAppDb } from "@/server/db";
import { id } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { exportGroup } from "@/server/picks/export";

const query = z.object({ what: z.string().max(32).optional() });

/** GET /api/groups/{id}/export?what=picks|standings: the group as CSV (Plus; locked picks only, but mine). */
export const GET = withApi({ auth: "user", params: z.object({ groupId: id }), query }, async ({ session, params, query }) => {
  const { filename, csv } = await exportGroup(await getAppDb(), session.user.id, params.groupId, query.what === "standings" ? "standings" : "picks");
  return new Response(csv, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${filename}"`, "cache-control": "private, no-store" },
  });
});
