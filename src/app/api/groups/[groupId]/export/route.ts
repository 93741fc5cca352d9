import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { getTranslator } from "@/server/i18n/translate";
import { exportGroup } from "@/server/picks/export";

/** GET /api/groups/{id}/export?what=picks|standings: the group as CSV (Plus; locked picks only, but mine). */
export const GET = withApi(routes.exportGroup, async ({ db, session, params, query, locale }) => {
  const t = await getTranslator(locale);
  const { filename, csv } = await exportGroup(
    db,
    session.user.id,
    params.groupId,
    query.what === "standings" ? "standings" : "picks",
    { formerPlayer: t("group.formerPlayer") },
  );
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
});
