import { AppError } from "@/lib/errors";
import { getAppDb } from "@/server/db";
import { idParam } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { getStandings } from "@/server/standings/queries";

export const GET = withApi<undefined, { groupId: string }, "user">({ auth: "user" }, async ({ session, params, request }) => {
  const raw = new URL(request.url).searchParams.get("matchday");
  const matchday = raw === null ? undefined : Number(raw);
  if (matchday !== undefined && !(Number.isInteger(matchday) && matchday > 0)) throw new AppError({ code: "error.validation.invalid", status: 400, formField: "matchday" });
  return getStandings(await getAppDb(), session.user.id, idParam(params.groupId), matchday);
});
