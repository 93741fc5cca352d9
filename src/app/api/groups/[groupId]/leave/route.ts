import { routes } from "@/server/api/routes";
import { leaveGroup } from "@/server/groups/membership";
import { withApi } from "@/server/http/with-api";

export const POST = withApi(routes.leaveGroup, async ({ db, session, params }) =>
  leaveGroup(db, session.user.id, params.groupId),
);
