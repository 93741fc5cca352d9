import { getAppDb } from "@/server/db";
import { getGroupView } from "@/server/groups/queries";
import { withApi } from "@/server/http/with-api";
import { idParam } from "@/server/http/params";

export const GET = withApi<undefined, { groupId: string }, "user">({ auth: "user" }, async ({ session, params }) =>
  getGroupView(await getAppDb(), session.user.id, idParam(params.groupId)),
);
