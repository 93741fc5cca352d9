import { eventsHandler } from "@/server/realtime/events-handler";

/** GET /api/events?topics=tournament:<slug>,group:<groupId>: server-sent events (results, standings changes). */
export const GET = eventsHandler;
