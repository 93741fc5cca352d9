/**
 * Runs `run` in a task of its own once the browser is idle, at the latest after `timeoutMs`: work a
 * page can wait for stays out of the long tasks of its hydration (issue 13). Safari has no
 * requestIdleCallback: a timer of half that instead. Returns the cancel, for an effect's cleanup.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, timeoutMs / 2);
  return () => window.clearTimeout(handle);
}
