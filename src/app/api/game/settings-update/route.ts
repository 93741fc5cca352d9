import { groupSettingsInput } from "@/lib/schemas/groups";
import { getAppDb } from "@/server/db";
import { updateGroupSettings } from "@/server/groups/manage-groups";
import { withApi } from "@/server/http/with-api";

export const POST = withApi({ auth: "user", body: groupSettingsInput }, async ({ session, body }) => updateGroupSettings(await getAppDb(), session.user.id, body));
