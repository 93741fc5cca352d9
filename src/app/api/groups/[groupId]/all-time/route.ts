import { routes } from "@/server/api/routes";
import { getAllTimeTable } from "@/server/groups/seasons";
import { withApi } from "@/server/http/with-api";

export const GET = withApi(routes.allTimeTable, async ({ db, session, params, query }) =>
  getAllTimeTable(db, session.user.id, params.groupId, query.page),
);
