import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { authorizeTopics, eventStream } from "./stream";

/**
 * GET /api/events?topics=tournament:<slug>,group:<groupId>: server-sent events (results, standings
 * changes; decision 0012). The route file hands it to Next; our own server answers it without Next
 * (src/server/http/hot-routes.ts, decision 0033).
 */
export const eventsHandler = withApi(routes.events, async ({ session, query, request }) => {
  await authorizeTopics(await getAppDb(), session?.user.id ?? null, query.topics);
  return eventStream(query.topics, request);
});
