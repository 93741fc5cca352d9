import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { updateGroupSettings } from "@/server/groups/manage-groups";
import { withApi } from "@/server/http/with-api";

export const POST = withApi(routes.updateGroupSettings, async ({ session, body }) => updateGroupSettings(await getAppDb(), session.user.id, body));
