"use client";
import Button from "@mui/material/Button";
import { useTranslations } from "next-intl";
import type { Locale } from "@/lib/constants";
import { localePrefix } from "@/lib/locales";
import { announceAuthChange } from "@/ui/auth/auth-sync";
import { getAuthClient, unwrap } from "@/ui/auth/auth-client";
import { useAction } from "@/ui/forms/use-action";

export function SignOutButton() {
  const t = useTranslations("account");
  const { run, pending, locale } = useAction();
  const signOut = () =>
    run(() => unwrap(getAuthClient(locale).signOut()), {
      onSuccess: () => {
        announceAuthChange("signedOut");
        window.location.assign(`${localePrefix(locale as Locale)}/account`);
      },
    });
  return (
    <Button variant="text" color="inherit" onClick={signOut} disabled={pending}>
      {t("signOut")}
    </Button>
  );
}
