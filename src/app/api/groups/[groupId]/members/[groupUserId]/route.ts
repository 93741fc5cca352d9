import { routes } from "@/server/api/routes";
import { removeMember } from "@/server/groups/membership";
import { withApi } from "@/server/http/with-api";

export const DELETE = withApi(routes.removeMember, async ({ db, session, params, query }) =>
  removeMember(db, session.user.id, params.groupId, params.groupUserId, { newInvitation: query.newInvitation }),
);
