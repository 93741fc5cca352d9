import { routes } from "@/server/api/routes";
import { joinGroup } from "@/server/groups/membership";
import { withApi } from "@/server/http/with-api";

export const POST = withApi(routes.joinGroup, async ({ db, session, body, params }) =>
  joinGroup(db, session.user.id, params.groupId, body.invitationCode, body.nickname),
);
