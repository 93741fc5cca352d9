"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useSnackbar } from "@/ui/snackbar";
import { useState } from "react";
import { announceAuthChange } from "@/ui/auth/auth-sync";
import { useHandleError } from "@/ui/forms/use-form-errors";
import { useConfirmIdentity, withFreshSignIn } from "./confirm-identity";

/**
 * Runs a settings change, then refreshes this page and the other tabs; errors go to a snackbar.
 * A change the server keeps for a recent sign-in asks the player to confirm in place, then runs again.
 */
export function useSettingsAction() {
  const router = useRouter();
  const locale = useLocale();
  const t = useTranslations("settings");
  const { enqueueSnackbar } = useSnackbar();
  const handleError = useHandleError();
  const confirmIdentity = useConfirmIdentity();
  const [pending, setPending] = useState(false);
  async function run(
    action: () => Promise<unknown>,
    options: { success?: string; onError?: (e: unknown) => void } = {},
  ) {
    setPending(true);
    try {
      if (!(await withFreshSignIn(confirmIdentity, action))) return false;
      announceAuthChange("userUpdated");
      router.refresh();
      enqueueSnackbar(options.success ?? t("saved"), { variant: "success" });
      return true;
    } catch (error) {
      (options.onError ?? handleError)(error);
      return false;
    } finally {
      setPending(false);
    }
  }
  return { run, pending, locale };
}
