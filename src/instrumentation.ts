import type { Instrumentation } from "next";

// Runs once when a server instance starts: checks the configuration, then opens and migrates the
// database, so that the first request finds it ready and a bad variable stops the start at once.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./server/start-server");
  await startServer();
}

/** An error while rendering a page (or in a route outside `withApi`): one log line, counted (decision 0032). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportRequestError } = await import("./server/request-error");
  reportRequestError(error, request, context);
};
