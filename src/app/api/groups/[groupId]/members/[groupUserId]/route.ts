import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { removeMember } from "@/server/groups/manage-groups";
import { withApi } from "@/server/http/with-api";

export const DELETE = withApi(routes.removeMember, async ({ session, params }) =>
  removeMember(await getAppDb(), session.user.id, params.groupId, params.groupUserId),
);
