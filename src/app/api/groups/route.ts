import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { createGroup } from "@/server/groups/manage-groups";
import { json, withApi } from "@/server/http/with-api";

export const POST = withApi(routes.createGroup, async ({ session, body }) => json(await createGroup(await getAppDb(), session.user.id, body), 201));
