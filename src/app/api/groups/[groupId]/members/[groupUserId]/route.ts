import { z } from "zod";
import { getAppDb } from "@/server/db";
import { removeMember } from "@/server/groups/manage-groups";
import { id } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";

export const DELETE = withApi({ auth: "user", params: z.object({ groupId: id, groupUserId: id }) }, async ({ session, params }) =>
  removeMember(await getAppDb(), session.user.id, params.groupId, params.groupUserId),
);
