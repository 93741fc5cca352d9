/**
 * Finished requests must not keep later ones alive (issue 9 point 11, decision 0024).
 *
 * React aborts a render's `cacheController` with a new `Error` when every render finishes ("This
 * render completed successfully…"), and Next keeps that controller in the request's stores. V8
 * formats an error's stack only when it is first read; until then it keeps the call sites, with
 * their receivers. One of them is the `Immediate` that ran React's flush, and Node leaves a run
 * immediate linked (`_idleNext`) to the next ones of its batch, which carry the stores of other
 * requests, with their own unformatted errors … So anything long-lived that captured one request's
 * stores kept an unbounded chain of later requests. Reading the reason's stack when a controller
 * aborts turns the call sites into a string, and the chain ends at the first request.
 */
const FORMATTED = Symbol.for("callit.abortReasonsFormatted");
/** Causes followed from a reason (an error's cause, its cause, …). */
const MAX_CAUSES = 5;

/** Reads the stack of `reason` and of its causes, so that V8 drops their call sites. */
export function formatStack(reason) {
  for (let error = reason, depth = 0; depth <= MAX_CAUSES && typeof error === "object" && error !== null; depth += 1) {
    try {
      void error.stack;
      error = error.cause;
    } catch {
      return;
    }
  }
}

/** Makes every `AbortController#abort` format its reason's stack at once (idempotent). */
export function formatAbortReasons() {
  const proto = AbortController.prototype;
  if (proto.abort[FORMATTED]) return;
  const original = proto.abort;
  const abortFormatted = function abort(reason) {
    original.call(this, reason);
    formatStack(this.signal.reason);
  };
  abortFormatted[FORMATTED] = true;
  Object.defineProperty(proto, "abort", { ...Object.getOwnPropertyDescriptor(proto, "abort"), value: abortFormatted });
}
