import { z } from "zod";
import { joinGroupInput } from "@/lib/schemas/groups";
import { getAppDb } from "@/server/db";
import { joinGroup } from "@/server/groups/manage-groups";
import { id } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";

export const POST = withApi({ auth: "user", params: z.object({ groupId: id }), body: joinGroupInput }, async ({ session, body, params }) =>
  joinGroup(await getAppDb(), session.user.id, params.groupId, body.invitationCode, body.nickname),
);
