import { getAppDb } from "@/server/db";
import { idParam } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { exportGroup } from "@/server/picks/export";

/** GET /api/groups/{id}/export?what=picks|standings: the group as CSV (Plus; locked picks only, but mine). */
export const GET = withApi<undefined, { groupId: string }, "user">({ auth: "user" }, async ({ session, params, request }) => {
  const what = new URL(request.url).searchParams.get("what") === "standings" ? "standings" : "picks";
  const { filename, csv } = await exportGroup(await getAppDb(), session.user.id, idParam(params.groupId), what);
  return new Response(csv, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${filename}"`, "cache-control": "private, no-store" },
  });
});
