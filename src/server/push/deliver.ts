/**
 * Hands push messages to the browsers' push services (decision 0051), after the transaction that
 * recorded what they say has committed (the reminders as sent; a group's next season, decision
 * 0061): a push is sent at most once, like the reminder it carries. A device its push service no longer knows (404, 410) is removed; any other failure is
 * logged and counted, and that device misses this one reminder.
 */
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { pushSubscriptions } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/server/log";
import { count } from "@/server/metrics/metrics";
import { vapidKeys } from "@/server/secrets";
import { sendPush, type PushKeys } from "./protocol";

export interface OutgoingPush {
  device: { id: string; endpoint: string; keys: PushKeys };
  /** What the service worker shows (public/sw.js): the title, body, the page it opens, its language. */
  message: { title: string; body: string; url: string; tag: string; lang: string };
  /** After this the message is pointless (the lock): the push service keeps it no longer. */
  expiresAt: Date;
}

/** Requests in flight at once. */
const PARALLEL = 8;

/** Who a push service reaches about our requests (RFC 8292 `sub`). */
export function vapidSubject(): string {
  const env = getEnv();
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (env.PUBLIC_URL.startsWith("https:")) return new URL(env.PUBLIC_URL).origin;
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

export async function deliverPushes(
  db: Db,
  pushes: OutgoingPush[],
  at: Date = new Date(),
): Promise<{ sent: number; gone: number; failed: number }> {
  const done = { sent: 0, gone: 0, failed: 0 };
  const vapid = vapidKeys();
  if (!vapid || pushes.length === 0) return done;
  const subject = vapidSubject();
  const queue = [...pushes];
  const worker = async () => {
    for (let push = queue.shift(); push; push = queue.shift()) {
      const { device } = push;
      let status: number;
      try {
        status = await sendPush(
          {
            endpoint: device.endpoint,
            keys: device.keys,
            payload: push.message,
            ttl: Math.max(60, (push.expiresAt.getTime() - at.getTime()) / 1000),
            topic: push.message.tag,
          },
          vapid,
          subject,
        );
      } catch (error) {
        status = 0;
        getLogger().warn({ err: error, device: device.id }, "push delivery failed");
      }
      if (status >= 200 && status < 300) {
        done.sent++;
        await db
          .update(pushSubscriptions)
          .set({ lastSentAt: sql`now()` })
          .where(eq(pushSubscriptions.id, device.id));
      } else if (status === 404 || status === 410) {
        done.gone++;
        // Only the keys this went to: a browser that subscribed again meanwhile keeps its new row.
        await db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.id, device.id), eq(pushSubscriptions.p256dh, device.keys.p256dh)));
      } else {
        done.failed++;
        if (status) getLogger().warn({ device: device.id, status }, "push service refused a message");
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, pushes.length) }, worker));
  if (done.sent) count("callit_push_messages_total", { outcome: "sent" }, done.sent);
  if (done.gone) count("callit_push_messages_total", { outcome: "gone" }, done.gone);
  if (done.failed) count("callit_push_messages_total", { outcome: "failed" }, done.failed);
  return done;
}
