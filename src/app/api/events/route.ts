import { z } from "zod";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { authorizeTopics, eventStream, topicsInput } from "@/server/realtime/stream";

const query = z.object({ topics: topicsInput });

/** GET /api/events?topics=tournament:<slug>,group:<groupId>: server-sent events (results, standings changes). */
export const GET = withApi({ auth: "optional", query }, async ({ session, query, request }) => {
  await authorizeTopics(await getAppDb(), session?.user.id ?? null, query.topics);
  return eventStream(query.topics, request.signal);
});
