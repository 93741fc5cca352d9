import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { leaveGroup } from "@/server/groups/manage-groups";
import { withApi } from "@/server/http/with-api";

export const POST = withApi(routes.leaveGroup, async ({ session, params }) => leaveGroup(await getAppDb(), session.user.id, params.groupId));
