import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { getGroupView } from "@/server/groups/queries";
import { withApi } from "@/server/http/with-api";

export const GET = withApi(routes.getGroup, async ({ session, params }) => getGroupView(await getAppDb(), session.user.id, params.groupId));
