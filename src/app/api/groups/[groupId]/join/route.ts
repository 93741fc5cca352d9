import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { joinGroup } from "@/server/groups/manage-groups";
import { withApi } from "@/server/http/with-api";

export const POST = withApi(routes.joinGroup, async ({ session, body, params }) =>
  joinGroup(await getAppDb(), session.user.id, params.groupId, body.invitationCode, body.nickname),
);
