/**
 * Work that outlives a request (the database pool, the LISTEN connection, the realtime bus) must not
 * start inside one: Node copies the request's AsyncLocalStorage stores (Next's request and cache
 * context) onto every promise, socket and timer created there, so a connection opened by the first
 * request kept that request alive for the life of the process, and through it, request after request
 * (docs/decisions/0024). `detached` runs a function in the context the process had when this module
 * was first loaded (at server start, before any request), or as it is when there is none.
 */
import { AsyncResource } from "node:async_hooks";

const holder = globalThis as unknown as { __callitRootContext?: AsyncResource };

/** Remembers the context of the moment (call it at start-up, outside any request). */
export function rememberRootContext(): void {
  holder.__callitRootContext ??= new AsyncResource("callit-root");
}

rememberRootContext();

export function detached<T>(fn: () => T): T {
  return holder.__callitRootContext!.runInAsyncScope(fn);
}
