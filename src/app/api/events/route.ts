import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { authorizeTopics, eventStream } from "@/server/realtime/stream";

/** GET /api/events?topics=tournament:<slug>,group:<groupId>: server-sent events (results, standings changes). */
export const GET = withApi(routes.events, async ({ session, query, request }) => {
  await authorizeTopics(await getAppDb(), session?.user.id ?? null, query.topics);
  return eventStream(query.topics, request.signal);
});
