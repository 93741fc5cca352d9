import { getAppDb } from "@/server/db";
import { removeMember } from "@/server/groups/manage-groups";
import { idParam } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";

export const DELETE = withApi<undefined, { groupId: string; groupUserId: string }, "user">({ auth: "user" }, async ({ session, params }) =>
  removeMember(await getAppDb(), session.user.id, idParam(params.groupId), idParam(params.groupUserId)),
);
