import "server-only";

const lifecycle = globalThis as unknown as { __callitShutdown?: AbortController };

/**
 * Aborted when the server begins to shut down (server/main.mjs, on SIGTERM): long answers such as
 * event streams end at once, so that their clients reconnect to another instance.
 */
export function shutdownSignal(): AbortSignal {
  lifecycle.__callitShutdown ??= new AbortController();
  return lifecycle.__callitShutdown.signal;
}
