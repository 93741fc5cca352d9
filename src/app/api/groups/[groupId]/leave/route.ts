import { getAppDb } from "@/server/db";
import { leaveGroup } from "@/server/groups/manage-groups";
import { idParam } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";

export const POST = withApi<undefined, { groupId: string }, "user">({ auth: "user" }, async ({ session, params }) =>
  leaveGroup(await getAppDb(), session.user.id, idParam(params.groupId)),
);
