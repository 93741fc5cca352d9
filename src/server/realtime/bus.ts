/**
 * Realtime events across instances (ARCHITECTURE.md: PostgreSQL LISTEN/NOTIFY). A service
 * publishes inside its transaction, so an event goes out exactly when its change commits; every
 * instance LISTENs once and hands events to the streams of its own clients by topic.
 *
 * Events say *what* changed (a game's result, a group's standings), never a pick: clients
 * reload what they may see through the normal, checked reads.
 */
import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDbHandle, type Db } from "@/db";
import type { DbHandle } from "@/db/client";
import { detached } from "@/db/detached";
import { getLogger } from "@/server/log";
import { broadcast, eventFrame } from "./hub";

export const CHANNEL = "callit_events";

export type RealtimeEvent =
  | { topic: `tournament:${string}`; type: "result"; gameId: string; matchday: number; status: string }
  | { topic: `group:${string}`; type: "standings"; groupId: string };

interface BusState {
  handle: DbHandle | null;
  starting: Promise<void> | null;
  stop: (() => Promise<void>) | null;
}

const holder = globalThis as unknown as { __callitBus?: BusState };
const bus = (holder.__callitBus ??= { handle: null, starting: null, stop: null });

/** Sends events with the transaction (or statement) of `db`: delivered at commit, dropped on rollback. */
export async function publish(db: Db, events: readonly RealtimeEvent[]): Promise<void> {
  if (events.length === 0) return;
  // One statement for all of them: a result may concern thousands of groups.
  const payloads = JSON.stringify(events.map((event) => JSON.stringify(event)));
  await db.execute(
    sql`select pg_notify(${CHANNEL}, payload) from jsonb_array_elements_text(${payloads}::jsonb) as payload`,
  );
}

/**
 * The SQL that sends one event per row, for a statement that finds its events in the database
 * (thousands of groups): `select ${notifyEach(sql`event`)} from …`, where `event` is json of a
 * `RealtimeEvent`'s shape. Counts the events sent; like `publish`, delivered at commit.
 */
export function notifyEach(event: SQL): SQL<number> {
  return sql<number>`count(pg_notify(${CHANNEL}, (${event})::text))::int`;
}

function dispatch(payload: string) {
  let event: RealtimeEvent;
  try {
    event = JSON.parse(payload) as RealtimeEvent;
  } catch {
    return;
  }
  if (typeof event?.topic !== "string" || typeof event.type !== "string") return;
  try {
    // Formatted once for every stream of the topic (decision 0033).
    broadcast(event.topic, eventFrame(event.type, JSON.stringify(event)));
  } catch (error) {
    getLogger().warn({ err: error }, "realtime delivery failed");
  }
}

/** Listens once per process (again if the application's database was replaced, as tests do). */
export async function ensureListening(): Promise<void> {
  const handle = await getDbHandle();
  if (bus.handle === handle && bus.starting) return bus.starting;
  const previous = bus.stop;
  bus.handle = handle;
  bus.stop = null;
  // Started outside the stream request that asks first: the bus outlives it (decision 0024).
  bus.starting = detached(async () => {
    await previous?.().catch(() => undefined);
    bus.stop = await handle.listen(CHANNEL, dispatch);
  });
  bus.starting.catch(() => {
    bus.starting = null;
    bus.handle = null;
  });
  return bus.starting;
}
