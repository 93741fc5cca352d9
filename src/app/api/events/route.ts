import { AppError } from "@/lib/errors";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { authorizeTopics, eventStream, topicsInput } from "@/server/realtime/stream";

/** GET /api/events?topics=tournament:<slug>,group:<groupId>: server-sent events (results, standings changes). */
export const GET = withApi<undefined, Record<string, never>, "optional">({ auth: "optional" }, async ({ session, request }) => {
  const raw = new URL(request.url).searchParams.get("topics");
  if (!raw) throw new AppError({ code: "error.validation.required", status: 400, formField: "topics" });
  const parsed = topicsInput.safeParse(raw);
  if (!parsed.success) throw new AppError({ code: "error.validation.invalid", status: 400, formField: "topics" });
  await authorizeTopics(await getAppDb(), session?.user.id ?? null, parsed.data);
  return eventStream(parsed.data, request.signal);
});
