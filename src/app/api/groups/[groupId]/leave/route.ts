import { z } from "zod";
import { getAppDb } from "@/server/db";
import { leaveGroup } from "@/server/groups/manage-groups";
import { id } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";

export const POST = withApi({ auth: "user", params: z.object({ groupId: id }) }, async ({ session, params }) => leaveGroup(await getAppDb(), session.user.id, params.groupId));
