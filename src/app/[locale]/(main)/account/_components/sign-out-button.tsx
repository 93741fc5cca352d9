"use client";
import Button from "@mui/material/Button";
import { useTranslations } from "next-intl";
import type { Locale } from "@/lib/constants";
import { localePrefix } from "@/lib/locales";
import { announceAuthChange } from "@/ui/auth/auth-sync";
import { unwrap } from "@/ui/auth/auth-client";
import { useAuthAction } from "@/ui/auth/use-auth-action";
import { useHandleError } from "@/ui/forms/use-form-errors";

export function SignOutButton() {
  const t = useTranslations("account");
  const handleError = useHandleError();
  const { run, pending, locale } = useAuthAction();
  const signOut = () =>
    run((client) => unwrap(client.signOut()))
      .then(() => {
        announceAuthChange("signedOut");
        window.location.assign(`${localePrefix(locale as Locale)}/account`);
      })
      .catch(handleError);
  return (
    <Button variant="text" color="inherit" onClick={signOut} disabled={pending}>
      {t("signOut")}
    </Button>
  );
}
