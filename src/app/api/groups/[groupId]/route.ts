import { routes } from "@/server/api/routes";
import { getGroupView } from "@/server/groups/queries";
import { withApi } from "@/server/http/with-api";

export const GET = withApi(routes.getGroup, async ({ db, session, params }) =>
  getGroupView(db, session.user.id, params.groupId),
);
