"use client";
/**
 * The state of a change sent from the browser, without what sends it or shows its error (decision
 * 0098): `useAction` builds on it; a page that loads its saving code when first used (the pick
 * sheet, decision 0073) takes it alone, so that its first load carries none of that code. One
 * change at a time: the last one started owns the state; the focus held when it started comes back
 * once it is over, unless it went somewhere meanwhile.
 */
import { useCallback, useEffect, useRef, useState } from "react";

type Status = "idle" | "pending" | "success" | "error";

export interface RunThen<T> {
  /** Runs while the change is still pending (a navigation, a refresh), with its answer. */
  onSuccess?: (data: T) => unknown;
  /** What failed: the action or its `onSuccess`, as thrown. */
  onError: (thrown: unknown) => unknown;
}

function start<T>(action: () => Promise<T>): Promise<T> {
  let started: Promise<T>;
  try {
    started = action();
  } catch (thrown) {
    started = Promise.reject(thrown);
  }
  // Handled by `run`, which awaits it; this only keeps the browser from reporting it early.
  started.catch(() => undefined);
  return started;
}

/**
 * `run(action, { onSuccess, onError })` resolves true once the action and its `onSuccess` went
 * through, false after `onError` had what failed. `pending` while it runs; `done` after a success.
 */
export function useRun() {
  const [status, setStatus] = useState<Status>("idle");
  // The last action started: an earlier one that ends after it does not set the state.
  const latest = useRef(0);
  // A button disabled while its action runs drops the focus to the page: a keyboard or screen
  // reader user is then nowhere. What had the focus when the action started gets it back once the
  // action is over, unless the focus went somewhere meanwhile (a refused field, a dialog).
  const focusBefore = useRef<HTMLElement | null>(null);
  const pending = status === "pending";
  const reset = useCallback(() => {
    latest.current++;
    setStatus("idle");
  }, []);
  useEffect(() => {
    if (pending) return;
    const before = focusBefore.current;
    focusBefore.current = null;
    if (!before?.isConnected) return;
    if (document.activeElement === null || document.activeElement === document.body) before.focus();
  }, [pending]);

  async function run<T>(action: () => Promise<T>, then: RunThen<T>): Promise<boolean> {
    const focused = document.activeElement;
    focusBefore.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    // The action starts here, within the event's handler, not a few ticks later:
    // it may read the event's target (a switch's `checked`), which React resets once it re-renders.
    const started = start(action);
    const id = ++latest.current;
    setStatus("pending");
    try {
      // Awaited on its own line: `then.onSuccess?.(await started)` would skip the await without an onSuccess.
      const data = await started;
      await then.onSuccess?.(data);
      if (latest.current === id) setStatus("success");
      return true;
    } catch (thrown) {
      if (latest.current === id) setStatus("error");
      await then.onError(thrown);
      return false;
    }
  }

  return { run, pending, done: status === "success", reset };
}
