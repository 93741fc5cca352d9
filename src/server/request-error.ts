/**
 * What Next reports through `onRequestError` (src/instrumentation.ts): a page that failed to
 * render, a server action or a route handler that threw past `withApi`. One error log line with the
 * request's id (set by our server, server/edge.mjs) so it can be found beside the request's other
 * lines, and a count in the metrics. No headers, cookies or query string: they may hold secrets
 * (tokens in links, session cookies).
 */
import "server-only";
import type { Instrumentation } from "next";
import { getLogger } from "@/server/log";
import { count } from "@/server/metrics/metrics";

type Args = Parameters<Instrumentation.onRequestError>;

/** pino's error serializer gives type, message, stack and the error's own fields (Next's `digest`). */
function errorFields(error: unknown): unknown {
  return error instanceof Error ? error : { message: String(error) };
}

export function reportRequestError(error: Args[0], request: Args[1], context: Args[2]): void {
  const id = request.headers["x-request-id"];
  getLogger().error(
    {
      reqId: typeof id === "string" ? id.slice(0, 64) : undefined,
      method: request.method,
      // The path only: a query string may carry a token.
      path: request.path.split("?")[0],
      route: context.routePath,
      routeType: context.routeType,
      renderSource: context.renderSource,
      err: errorFields(error),
    },
    "server error while answering a request",
  );
  count("callit_server_render_errors_total", { routeType: context.routeType });
}
