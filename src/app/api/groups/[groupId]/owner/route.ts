import { routes } from "@/server/api/routes";
import { handOverGroup } from "@/server/groups/handover";
import { withApi } from "@/server/http/with-api";

export const POST = withApi(routes.handOverGroup, async ({ db, session, params, body }) =>
  handOverGroup(db, session.user.id, params.groupId, body.groupUserId),
);
