import { routes } from "@/server/api/routes";
import { setMemberRole } from "@/server/groups/membership";
import { withApi } from "@/server/http/with-api";

export const PUT = withApi(routes.setMemberRole, async ({ db, session, params, body }) =>
  setMemberRole(db, session.user.id, params.groupId, params.groupUserId, body.role),
);
