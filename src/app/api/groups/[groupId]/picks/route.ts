import { AppError } from "@/lib/errors";
import { savePicksInput } from "@/lib/schemas/groups";
import { getAppDb } from "@/server/db";
import { idParam } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { getGroupPicks } from "@/server/picks/queries";
import { savePicks } from "@/server/picks/save-picks";

export const PUT = withApi<typeof savePicksInput._output, { groupId: string }, "user">({ auth: "user", body: savePicksInput }, async ({ session, body, params }) =>
  savePicks(await getAppDb(), session.user.id, idParam(params.groupId), body),
);

export const GET = withApi<undefined, { groupId: string }, "user">({ auth: "user" }, async ({ session, params, request }) => {
  const query = new URL(request.url).searchParams;
  const matchday = query.get("matchday") ? Number(query.get("matchday")) : undefined;
  if (matchday !== undefined && !(Number.isInteger(matchday) && matchday > 0)) throw new AppError({ code: "error.validation.invalid", status: 400, formField: "matchday" });
  const groupUserId = query.get("groupUserId") ?? undefined;
  return getGroupPicks(await getAppDb(), session.user.id, idParam(params.groupId), { matchday, groupUserId: groupUserId ? idParam(groupUserId) : undefined });
});
