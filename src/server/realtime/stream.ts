import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db";
import { tournaments } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { requireGroupMember } from "@/server/groups/access";
import { ensureListening } from "./bus";
import { attach, detach, type Sink } from "./hub";

const topic = z.union([z.string().regex(/^tournament:[a-z0-9-]{1,64}$/), z.templateLiteral(["group:", z.uuid()])]);
export const topicsInput = z
  .string()
  .transform((v) => [
    ...new Set(
      v
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(topic).min(1).max(20));

/**
 * Checks that the player may watch every topic: a tournament that exists, a group they are a
 * member of (signed-out visitors watch tournaments only). One refused topic refuses the stream.
 */
export async function authorizeTopics(db: Db, userId: string | null, topics: readonly string[]): Promise<void> {
  for (const name of topics) {
    const [kind, id] = name.split(":") as ["tournament" | "group", string];
    if (kind === "group") {
      if (!userId) throw new AppError({ code: "error.auth.required" });
      await requireGroupMember(db, id, userId);
    } else {
      const [found] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.slug, id));
      if (!found) throw new AppError({ code: "error.notFound", formField: "topics" });
    }
  }
}

const EVENT_STREAM_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  "x-accel-buffering": "no",
};

const NODE_STREAM = Symbol.for("callit.realtime.nodeStream");

/** What our own server learns from the events handler: the topics to open the stream on. */
export interface NodeStreamTicket {
  topics: readonly string[] | null;
}

/**
 * Marks a request as answered by our own server (src/server/http/hot-routes.ts): the handler then
 * writes nothing itself and fills in the ticket; the server attaches its Node response to the hub
 * with the ticket's topics once the accepted answer's headers are written.
 */
export function servedByNode(request: Request): NodeStreamTicket {
  const ticket: NodeStreamTicket = { topics: null };
  (request as unknown as Record<symbol, NodeStreamTicket>)[NODE_STREAM] = ticket;
  return ticket;
}

/**
 * The answer that opens a server-sent-events stream of the topics (authorized already): every
 * event of the topics, the opening `retry:` and a comment every 25 s so that proxies keep it open,
 * until the client goes away, falls too far behind, or the server shuts down (the client then
 * reconnects, to another instance). The streams themselves live in the hub (hub.ts).
 */
export async function eventStream(topics: readonly string[], request: Request): Promise<Response> {
  await ensureListening();
  const ticket = (request as unknown as Record<symbol, NodeStreamTicket | undefined>)[NODE_STREAM];
  if (ticket) {
    ticket.topics = topics;
    return new Response(null, { headers: EVENT_STREAM_HEADERS });
  }
  let sink: WebSink | null = null;
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        sink = new WebSink(controller);
        const opened = sink;
        attach(opened, topics);
        if (request.signal.aborted) opened.end();
        else request.signal.addEventListener("abort", () => opened.end(), { once: true });
      },
      cancel() {
        if (sink) detach(sink);
      },
    },
    // The queue is counted in bytes: what a slow reader leaves waiting (hub.MAX_BUFFERED_BYTES).
    new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
  );
  return new Response(body, { headers: EVENT_STREAM_HEADERS });
}

/** A web stream (the route handler under Next) as the hub's sink. */
class WebSink implements Sink {
  destroyed = false;
  writableEnded = false;
  constructor(private readonly controller: ReadableStreamDefaultController<Uint8Array>) {}
  get writableLength() {
    return Math.max(0, -(this.controller.desiredSize ?? 0));
  }
  write(chunk: Buffer) {
    try {
      this.controller.enqueue(chunk);
    } catch {
      this.destroy();
    }
  }
  end() {
    if (this.writableEnded || this.destroyed) return;
    this.writableEnded = true;
    detach(this);
    try {
      this.controller.close();
    } catch {
      // already closed or cancelled
    }
  }
  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    detach(this);
    try {
      this.controller.error(new Error("event stream cut"));
    } catch {
      // already closed or cancelled
    }
  }
}
