"use client";
import { useTranslations } from "next-intl";
import { announceAuthChange } from "@/ui/auth/auth-sync";
import type { FieldValues } from "@/ui/forms/form";
import { useAction, type ActionOptions } from "@/ui/forms/use-action";
import type { AppError } from "@/lib/errors";
import { useSnackbar } from "@/ui/snackbar";
import { useConfirmIdentity, withFreshSignIn } from "./confirm-identity";
import { refreshPage } from "@/ui/refresh";

/**
 * The settings page's policy on top of the shared `useAction` (decision 0066): a change then
 * refreshes this page and the other tabs and says so in a snackbar. A change the server keeps for a
 * recent sign-in asks the player to confirm in place, then runs again; declining changes nothing.
 * Given a form (`setError`, `fields`), an error that names one of its fields shows on it.
 */
export function useSettingsAction<V extends FieldValues = FieldValues>(form: ActionOptions<V> = {}) {
  const t = useTranslations("settings");
  const { enqueueSnackbar } = useSnackbar();
  const confirmIdentity = useConfirmIdentity();
  const { run: runAction, pending, locale, api } = useAction(form);
  async function run(
    action: () => Promise<unknown>,
    options: { success?: string; onError?: (e: AppError) => void } = {},
  ) {
    let confirmed = false;
    const ok = await runAction(() => withFreshSignIn(confirmIdentity, action), {
      onSuccess: (went) => {
        confirmed = went;
        if (!went) return;
        announceAuthChange("userUpdated");
        refreshPage();
        enqueueSnackbar(options.success ?? t("saved"), { variant: "success" });
      },
      onError: options.onError,
    });
    return ok && confirmed;
  }
  return { run, pending, locale, api };
}
