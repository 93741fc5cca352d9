import { z } from "zod";
import { getAppDb } from "@/server/db";
import { getGroupView } from "@/server/groups/queries";
import { id } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";

export const GET = withApi({ auth: "user", params: z.object({ groupId: id }) }, async ({ session, params }) => getGroupView(await getAppDb(), session.user.id, params.groupId));
