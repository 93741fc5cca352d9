import { createGroupInput } from "@/lib/schemas/groups";
import { getAppDb } from "@/server/db";
import { createGroup } from "@/server/groups/manage-groups";
import { json, withApi } from "@/server/http/with-api";

export const POST = withApi({ auth: "user", body: createGroupInput }, async ({ session, body }) =>
  json(await createGroup(await getAppDb(), session.user.id, body), 201),
);
