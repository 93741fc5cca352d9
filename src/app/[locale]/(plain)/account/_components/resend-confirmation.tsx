"use client";
import { useTranslations } from "next-intl";
import { useSnackbar } from "@/ui/snackbar";
import { useAction } from "@/ui/forms/use-action";
import { buttonClass } from "@/ui/plain/button-link";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";

/** A signed-in player's address not confirmed yet: the confirmation mail again, back to this page. */
export function ResendConfirmation({ email }: { email: string }) {
  const t = useTranslations("account");
  const { enqueueSnackbar } = useSnackbar();
  const { run, pending, locale } = useAction();
  const resend = () =>
    run(
      async () => {
        const client = await loadAuthClient(locale);
        return unwrap(client.sendVerificationEmail({ email, callbackURL: "/account" }));
      },
      { onSuccess: () => enqueueSnackbar(t("resent"), { variant: "success" }) },
    );
  return (
    <button type="button" className={buttonClass("outlined")} onClick={resend} disabled={pending}>
      {t("resend")}
    </button>
  );
}
