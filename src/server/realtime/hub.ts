/**
 * The open event streams of this instance, by topic (decision 0033). An event is formatted once,
 * into one Buffer that every stream of its topic is given; one timer sends every stream its
 * heartbeat, and the server's shutdown ends them all. A stream costs two Set/Map entries here and
 * nothing else: no closure, no timer, no copy of the event.
 *
 * A stream is a `Sink`: our server hands over the Node `ServerResponse` itself; under Next the
 * route's web stream is wrapped in a `WebSink` (stream.ts).
 */
import "server-only";
import { REALTIME } from "@/lib/constants";
import { shutdownSignal } from "@/server/http/shutdown";

/** What the hub needs of a stream (a Node `ServerResponse` has all of it). */
export interface Sink {
  write(chunk: Buffer): unknown;
  end(): unknown;
  destroy(): unknown;
  /** Bytes given to the stream and not yet handed to the network. */
  readonly writableLength: number;
  readonly destroyed: boolean;
  readonly writableEnded: boolean;
}

/**
 * A client that does not read its stream has at most this much waiting for it in the server
 * (beyond what the kernel's socket buffers hold): at the next write over it, the stream is cut,
 * and the client (EventSource, `LiveRefresh`) reconnects after `retry:` and reloads what it shows.
 */
export const MAX_BUFFERED_BYTES = 64 * 1024;

/** The first bytes of every stream: the reconnection delay, and a comment that says it is open. */
export const OPENING = Buffer.from(`retry: ${REALTIME.reconnectDelaysMs[0]}\n: connected\n\n`);
const HEARTBEAT = Buffer.from(": heartbeat\n\n");

/** The streams of one topic, with the topic's name (the hub's own copy of it). */
class TopicStreams extends Set<Sink> {
  constructor(readonly topic: string) {
    super();
  }
}

interface HubState {
  /** Every open stream, with its topics (to take it out of them when it ends): most have one. */
  streams: Map<Sink, TopicStreams | TopicStreams[]>;
  byTopic: Map<string, TopicStreams>;
  heartbeat: ReturnType<typeof setInterval> | null;
  shutdownHooked: boolean;
}

// On globalThis: the bus that dispatches and the handlers that attach may be copies of this module
// in different bundles of one process (Next's and our server's).
const holder = globalThis as unknown as { __callitHub?: HubState };
const hub = (holder.__callitHub ??= { streams: new Map(), byTopic: new Map(), heartbeat: null, shutdownHooked: false });

/**
 * Opens `sink` as a stream of `topics` (already authorized): writes the opening, then every event
 * of the topics and a heartbeat every 25 s until it is detached (the client went away, it fell
 * too far behind, or the server shuts down: then it is ended).
 */
export function attach(sink: Sink, topics: readonly string[]): void {
  const shutdown = shutdownSignal();
  if (!hub.shutdownHooked) {
    hub.shutdownHooked = true;
    shutdown.addEventListener("abort", endAll, { once: true });
  }
  if (shutdown.aborted || sink.destroyed || sink.writableEnded) {
    sink.end();
    return;
  }
  sink.write(OPENING);
  // The topic names the hub keeps are its own copies: a name cut from the request's URL would keep
  // the whole URL alive for as long as the stream is open.
  const kept = topics.map((topic) => {
    let set = hub.byTopic.get(topic);
    if (!set) {
      set = new TopicStreams(Buffer.from(topic).toString());
      hub.byTopic.set(set.topic, set);
    }
    set.add(sink);
    return set;
  });
  hub.streams.set(sink, kept.length === 1 ? kept[0]! : kept);
  if (!hub.heartbeat) {
    hub.heartbeat = setInterval(beat, REALTIME.heartbeatMs);
    hub.heartbeat.unref();
  }
}

/** Forgets a stream (called when its connection closed; safe to call more than once). */
export function detach(sink: Sink): void {
  const kept = hub.streams.get(sink);
  if (!kept) return;
  hub.streams.delete(sink);
  for (const set of Array.isArray(kept) ? kept : [kept]) {
    set.delete(sink);
    if (set.size === 0) hub.byTopic.delete(set.topic);
  }
  if (hub.streams.size === 0 && hub.heartbeat) {
    clearInterval(hub.heartbeat);
    hub.heartbeat = null;
  }
}

/** A `close` listener shared by every Node response (no closure per stream). */
export function detachThis(this: Sink): void {
  detach(this);
}

/** Sends an event's bytes (formatted once) to every stream of its topic. */
export function broadcast(topic: string, frame: Buffer): number {
  const set = hub.byTopic.get(topic);
  if (!set) return 0;
  // A stream cut while sending leaves the set: a Set's iteration allows that.
  for (const sink of set) send(sink, frame);
  return set.size;
}

/** `event: <type>` and `data: <the event as JSON>`, the server-sent-events frame of an event. */
export function eventFrame(type: string, json: string): Buffer {
  return Buffer.from(`event: ${type}\ndata: ${json}\n\n`);
}

function send(sink: Sink, chunk: Buffer): void {
  if (sink.destroyed || sink.writableEnded) return detach(sink);
  if (sink.writableLength > MAX_BUFFERED_BYTES) {
    // Too slow: cut it rather than keep its backlog.
    detach(sink);
    sink.destroy();
    return;
  }
  sink.write(chunk);
}

function beat() {
  for (const sink of hub.streams.keys()) send(sink, HEARTBEAT);
}

function endAll() {
  for (const sink of hub.streams.keys()) {
    detach(sink);
    sink.end();
  }
}

/** How many streams are open, and on how many topics (tests, metrics). */
export function openStreams(): { streams: number; topics: number } {
  return { streams: hub.streams.size, topics: hub.byTopic.size };
}
