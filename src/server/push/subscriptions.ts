/**
 * A player's devices for push reminders (decision 0051): subscribed from the settings page, listed
 * and removed there; dropped by the reminders when the push service says the browser let go.
 */
import "server-only";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { pushSubscriptions } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { isAllowedPushEndpoint, MAX_PUSH_DEVICES, type PushSubscriptionInput } from "@/lib/push";
import type { OutgoingPush } from "./deliver";
import { isP256PublicKey } from "./protocol";

export interface PushDevice {
  id: string;
  endpoint: string;
  userAgent: string | null;
  createdAt: string;
  lastSentAt: string | null;
}

const columns = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  userAgent: pushSubscriptions.userAgent,
  createdAt: pushSubscriptions.createdAt,
  lastSentAt: pushSubscriptions.lastSentAt,
};

const device = (row: {
  id: string;
  endpoint: string;
  userAgent: string | null;
  createdAt: Date;
  lastSentAt: Date | null;
}): PushDevice => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastSentAt: row.lastSentAt?.toISOString() ?? null,
});

export async function listPushDevices(db: Db, userId: string): Promise<PushDevice[]> {
  const rows = await db
    .select(columns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return rows.map(device);
}

/**
 * The devices of each of these players, as a push is addressed to one (`OutgoingPush["device"]`):
 * for the reminders and a group's next season, read in the transaction that records what they say.
 * A player without a device has no entry; no players, no query.
 */
export async function devicesOf(db: DbOrTx, userIds: string[]): Promise<Map<string, OutgoingPush["device"][]>> {
  const byUser = new Map<string, OutgoingPush["device"][]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
  for (const { userId, id, endpoint, p256dh, auth } of rows)
    byUser.set(userId, [...(byUser.get(userId) ?? []), { id, endpoint, keys: { p256dh, auth } }]);
  return byUser;
}

/**
 * Stores this browser's subscription for the player. Only addresses of the configured push services
 * (the server will send requests there) and real P-256 keys; the same address subscribed again, by
 * any account, moves to this one with its new keys (a browser holds one subscription per site). At
 * most MAX_PUSH_DEVICES per player, counted under the player's row lock.
 */
export async function subscribePush(
  db: Db,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | null,
): Promise<PushDevice> {
  if (!isAllowedPushEndpoint(input.endpoint, getEnv().PUSH_SERVICE_ORIGINS))
    throw new AppError({ code: "error.push.endpoint", formField: "endpoint" });
  if (!isP256PublicKey(input.keys.p256dh))
    throw new AppError({ code: "error.validation.invalid", formField: "keys.p256dh" });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from "user" where id = ${userId} for update`);
    const [held] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), sql`${pushSubscriptions.endpoint} <> ${input.endpoint}`));
    if ((held?.n ?? 0) >= MAX_PUSH_DEVICES)
      throw new AppError({ code: "error.push.tooMany", params: { max: MAX_PUSH_DEVICES } });
    const values = {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: userAgent?.slice(0, 512) ?? null,
    };
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...values, createdAt: sql`now()`, lastSentAt: null },
      })
      .returning(columns);
    return device(row!);
  });
}

/** Removes one of the player's devices; another player's, or none, is 404. */
export async function removePushDevice(db: Db, userId: string, id: string): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new AppError({ code: "error.notFound" });
}
