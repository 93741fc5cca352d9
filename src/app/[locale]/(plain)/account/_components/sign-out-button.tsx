"use client";
import { useTranslations } from "next-intl";
import type { Locale } from "@/lib/constants";
import { localePrefix } from "@/lib/locales";
import { announceAuthChange } from "@/ui/auth/auth-sync";
import { useAction } from "@/ui/forms/use-action";
import plain from "@/ui/plain/plain.module.css";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";

/** MUI's text Button in the text's colour; the auth client loads with the click. */
export function SignOutButton() {
  const t = useTranslations("account");
  const { run, pending, locale } = useAction();
  const signOut = () =>
    run(
      async () => {
        const client = await loadAuthClient(locale);
        return unwrap(client.signOut());
      },
      {
        onSuccess: () => {
          announceAuthChange("signedOut");
          window.location.assign(`${localePrefix(locale as Locale)}/account`);
        },
      },
    );
  return (
    <button type="button" className={plain.button} onClick={signOut} disabled={pending}>
      {t("signOut")}
    </button>
  );
}
