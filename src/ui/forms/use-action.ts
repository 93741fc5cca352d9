"use client";
/**
 * The one way to run a change from the browser (decision 0066): one hook that keeps the pending
 * state, and an error shown as every form shows it (on the form's field it names, else in a
 * snackbar, translated from its code). No hand-kept `useState` pending flags. Its state is its own,
 * not TanStack Query's mutation (decision 0095): a change is sent once, never retried or paused.
 */
import { useLocale } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldValues, SetError } from "./form";
import { apiFetch, type ApiRequest } from "@/lib/api-client";
import { toAppError, type AppError } from "@/lib/errors";
import { useHandleError } from "./use-form-errors";

export interface ActionOptions<V extends FieldValues> {
  /** The form whose fields an error may name (`formField`); other errors go to a snackbar. */
  setError?: SetError<V>;
  fields?: readonly string[];
  /** Shows an error another way (an alert in place, a dialog) instead. */
  onError?: (error: AppError) => void;
}

export interface RunOptions<T> {
  /** Runs while the action is still pending (a navigation, a refresh), with the action's answer. */
  onSuccess?: (data: T) => unknown;
  onError?: (error: AppError) => void;
}

type Status = "idle" | "pending" | "success" | "error";

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
 * `run(action)` sends one change at a time and resolves true once it (and its `onSuccess`) went
 * through, false after its error was shown. `pending` while it runs; `done` after a success, for a
 * button that stays disabled while the page navigates away. `api` posts through our API client in
 * the page's language.
 */
export function useAction<V extends FieldValues = FieldValues>(options: ActionOptions<V> = {}) {
  const locale = useLocale();
  const handleError = useHandleError(options.setError, options.fields);
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

  async function run<T>(action: () => Promise<T>, then: RunOptions<T> = {}): Promise<boolean> {
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
      (then.onError ?? options.onError ?? handleError)(toAppError(thrown));
      return false;
    }
  }

  const api = <T = unknown>(path: string, request: Omit<ApiRequest, "locale"> = {}) =>
    apiFetch<T>(path, { ...request, locale });

  return {
    run,
    api,
    locale,
    pending,
    done: status === "success",
    reset,
  };
}
