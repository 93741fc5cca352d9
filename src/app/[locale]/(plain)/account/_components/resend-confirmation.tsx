"use client";
import { useTranslations } from "next-intl";
import { useSnackbar } from "@/ui/snackbar";
import { useAction } from "@/ui/forms/use-action";
import { buttonClass } from "@/ui/plain/button-link";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";

/**
 * The confirmation mail of an address again: after signing up (./check-mail.tsx), or for a
 * signed-in player whose address is not confirmed yet (the account page, back to it).
 */
export function ResendConfirmation({
  email,
  callbackURL,
  variant = "text",
}: {
  email: string;
  callbackURL?: string;
  variant?: "text" | "outlined";
}) {
  const t = useTranslations("account");
  const { enqueueSnackbar } = useSnackbar();
  const { run, pending, locale } = useAction();
  const resend = () =>
    run(
      async () => {
        const client = await loadAuthClient(locale);
        return unwrap(client.sendVerificationEmail({ email, callbackURL }));
      },
      { onSuccess: () => enqueueSnackbar(t("resent"), { variant: "success" }) },
    );
  return (
    <button type="button" className={buttonClass(variant)} onClick={resend} disabled={pending}>
      {t("resend")}
    </button>
  );
}
