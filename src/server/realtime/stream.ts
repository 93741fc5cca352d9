import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db";
import { tournaments } from "@/db/schema";
import { REALTIME } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import { requireGroupMember } from "@/server/groups/access";
import { shutdownSignal } from "@/server/http/shutdown";
import { subscribe, type RealtimeEvent } from "./bus";

const topic = z.union([z.string().regex(/^tournament:[a-z0-9-]{1,64}$/), z.templateLiteral(["group:", z.uuid()])]);
export const topicsInput = z
  .string()
  .transform((v) => [...new Set(v.split(",").map((t) => t.trim()).filter(Boolean))])
  .pipe(z.array(topic).min(1).max(20));

/**
 * Checks that the player may watch every topic: a tournament that exists, a group they are a
 * member of (signed-out visitors watch tournaments only). One refused topic refuses the stream.
 */
export async function authorizeTopics(db: Db, userId: string | null, topics: readonly string[]): Promise<void> {
  for (const name of topics) {
    const [kind, id] = name.split(":") as ["tournament" | "group", string];
    if (kind === "group") {
      if (!userId) throw new AppError({ code: "error.auth.required", status: 401 });
      await requireGroupMember(db, id, userId);
    } else {
      const [found] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.slug, id));
      if (!found) throw new AppError({ code: "error.notFound", status: 404, formField: "topics" });
    }
  }
}

/**
 * A server-sent-events stream of the topics' events, with a comment every 25 s so that proxies
 * keep it open, until the client goes away or the server shuts down (the client then reconnects,
 * to another instance).
 */
export async function eventStream(topics: readonly string[], signal: AbortSignal): Promise<Response> {
  const shutdown = shutdownSignal();
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const unsubscribe = await subscribe(topics, (event: RealtimeEvent) => send(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`));
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), REALTIME.heartbeatMs);
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        signal.removeEventListener("abort", close);
        shutdown.removeEventListener("abort", close);
      };
      const close = () => {
        cleanup();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      if (signal.aborted || shutdown.aborted) return close();
      signal.addEventListener("abort", close);
      shutdown.addEventListener("abort", close);
      send(`retry: ${REALTIME.reconnectDelaysMs[0]}\n: connected\n\n`);
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" } });
}
