import { routes } from "@/server/api/routes";
import { renameMember } from "@/server/groups/membership";
import { withApi } from "@/server/http/with-api";

export const PUT = withApi(routes.renameMember, async ({ db, session, params, body }) =>
  renameMember(db, session.user.id, params.groupId, body.nickname),
);
