"use client";
/**
 * One way for every form to show an error: on its field when it names one the form has, else
 * in a snackbar; always translated from the error's code.
 */
// client-messages: error (an error's code names its message)
import { useTranslations } from "next-intl";
import { refreshPage } from "@/ui/refresh";
import { useSnackbar } from "@/ui/snackbar";
import { useCallback } from "react";
import type { FieldValues, Path, Resolver, SetError } from "@/ui/forms/form";
import type { z } from "zod";
import { AppError, toAppError, type ErrorParams } from "@/lib/errors";
import { localizeParams } from "@/lib/error-params";

type T = ReturnType<typeof useTranslations>;

export function translateError(t: T, code: string, params?: ErrorParams): string {
  const lookup = Object.assign((key: string) => t(key as never), { has: (key: string) => t.has(key as never) });
  return t.has(code as never) ? t(code as never, localizeParams(code, params, lookup) as never) : t("error.general");
}

/**
 * `zodCodeResolver` (./zod-code-resolver.ts) of a schema that loads on the first check (a dynamic
 * `import()`): zod is about 37 kB gzip, which a page's first load then does without; it comes with
 * the first submit.
 */
export function lazyCodeResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<S>,
): Resolver<z.input<S>, z.output<S>> {
  let loading: Promise<Resolver<z.input<S>, z.output<S>>> | undefined;
  return (async (...args: Parameters<Resolver<z.input<S>, z.output<S>>>) => {
    // The mapping of zod's issues to our codes loads with the schema, not with the page.
    loading ??= Promise.all([load(), import("./zod-code-resolver")]).then(
      ([schema, { zodCodeResolver }]) => zodCodeResolver(schema),
      (error: unknown) => {
        loading = undefined; // a lost connection: the next submit tries again
        throw error;
      },
    );
    return (await loading)(...args);
  }) as Resolver<z.input<S>, z.output<S>>;
}

/** The translated text of a field's error set by the resolver or by handleError. */
export function useFieldErrorText() {
  const t = useTranslations();
  return (error?: { message?: string; types?: Record<string, unknown> }) =>
    error?.message ? translateError(t, error.message, error.types as ErrorParams | undefined) : undefined;
}

export function useHandleError<V extends FieldValues>(setError?: SetError<V>, fields: readonly string[] = []) {
  const t = useTranslations();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (thrown: unknown) => {
      const error = thrown instanceof AppError ? thrown : toAppError(thrown);
      if (setError && error.formField && fields.includes(error.formField)) {
        setError(
          error.formField as Path<V>,
          { type: error.code, message: error.code, types: error.params as never },
          { shouldFocus: true },
        );
        return;
      }
      showError(t, enqueueSnackbar, error);
    },
    [enqueueSnackbar, fields, setError, t],
  );
}

/**
 * An error no field names, as every page shows it: translated, in a snackbar. One that means the
 * page no longer matches who the player is (removed from the group while its page was open) also
 * reads the page again, which then says so: nothing is left on it to type, save or lose.
 */
export function showError(
  t: T,
  enqueueSnackbar: ReturnType<typeof useSnackbar>["enqueueSnackbar"],
  error: Pick<AppError, "code" | "params">,
) {
  enqueueSnackbar(translateError(t, error.code, error.params), { variant: "error" });
  if (error.code === "error.group.noLongerMember") refreshPage();
}
