"use client";
/**
 * The one way to run a change from the browser (decision 0066): one hook that keeps the pending
 * state, and an error shown as every form shows it (on the form's field it names, else in a
 * snackbar, translated from its code). No hand-kept `useState` pending flags. Its state is its own
 * (`useRun`, decisions 0095, 0098), not TanStack Query's mutation: a change is sent once, never
 * retried or paused.
 */
import { useLocale } from "next-intl";
import type { FieldValues, SetError } from "./form";
import { apiFetch, type ApiRequest } from "@/lib/api-client";
import { toAppError, type AppError } from "@/lib/errors";
import { useHandleError } from "./use-form-errors";
import { useRun } from "./use-run";

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

/**
 * `run(action)` sends one change at a time and resolves true once it (and its `onSuccess`) went
 * through, false after its error was shown. `pending` while it runs; `done` after a success, for a
 * button that stays disabled while the page navigates away. `api` posts through our API client in
 * the page's language.
 */
export function useAction<V extends FieldValues = FieldValues>(options: ActionOptions<V> = {}) {
  const locale = useLocale();
  const handleError = useHandleError(options.setError, options.fields);
  const core = useRun();

  async function run<T>(action: () => Promise<T>, then: RunOptions<T> = {}): Promise<boolean> {
    return core.run(action, {
      onSuccess: then.onSuccess,
      onError: (thrown) => (then.onError ?? options.onError ?? handleError)(toAppError(thrown)),
    });
  }

  const api = <T = unknown>(path: string, request: Omit<ApiRequest, "locale"> = {}) =>
    apiFetch<T>(path, { ...request, locale });

  return {
    run,
    api,
    locale,
    pending: core.pending,
    done: core.done,
    reset: core.reset,
  };
}
