"use client";
import { useTranslations } from "next-intl";
import type { FieldValues } from "@/ui/forms/form";
import type { ApiRequest } from "@/lib/api-client";
import { useAction, type ActionOptions } from "@/ui/forms/use-action";
import { useSnackbar } from "@/ui/snackbar";
import { refreshPage } from "@/ui/refresh";

/**
 * Sends one admin change, then says "saved" and refreshes the page; an error lands on the form's
 * field it names (with `setError` and `fields`), else in a snackbar, translated.
 */
export function useAdminCall<V extends FieldValues = FieldValues>(options: ActionOptions<V> = {}) {
  const t = useTranslations("admin");
  const { enqueueSnackbar } = useSnackbar();
  const { run, api, pending } = useAction(options);
  const call = (path: string, request: Omit<ApiRequest, "locale">) =>
    run(() => api(path, request), {
      onSuccess: () => {
        enqueueSnackbar(t("saved"), { variant: "success" });
        refreshPage();
      },
    });
  return { call, pending };
}
