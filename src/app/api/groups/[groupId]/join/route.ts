import { joinGroupInput } from "@/lib/schemas/groups";
import { getAppDb } from "@/server/db";
import { joinGroup } from "@/server/groups/manage-groups";
import { idParam } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";

export const POST = withApi<typeof joinGroupInput._output, { groupId: string }, "user">({ auth: "user", body: joinGroupInput }, async ({ session, body, params }) =>
  joinGroup(await getAppDb(), session.user.id, idParam(params.groupId), body.invitationCode, body.nickname),
);
