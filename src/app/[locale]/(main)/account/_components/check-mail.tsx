"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useSnackbar } from "@/ui/snackbar";
import { Link } from "@/i18n/navigation";
import { getAuthClient, unwrap } from "@/ui/auth/auth-client";
import { useAction } from "@/ui/forms/use-action";

export interface CheckMailState {
  kind: "signUp" | "magic" | "reset";
  email: string;
  callbackURL?: string;
}

const TEXT = { signUp: "checkMailSignUp", magic: "checkMailLink", reset: "checkMailReset" } as const;

/** After a mail went out: what to do next, a resend, and on a demo server the mailbox. */
export function CheckMail({
  state,
  showMailbox,
  onBack,
}: {
  state: CheckMailState;
  showMailbox: boolean;
  onBack: () => void;
}) {
  const t = useTranslations("account");
  const { enqueueSnackbar } = useSnackbar();
  const { run, pending, locale } = useAction();
  const resend = () =>
    run(
      () => unwrap(getAuthClient(locale).sendVerificationEmail({ email: state.email, callbackURL: state.callbackURL })),
      { onSuccess: () => enqueueSnackbar(t("resent"), { variant: "success" }) },
    );
  return (
    <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
      <Alert severity="info" role="status">
        {t(TEXT[state.kind], { email: state.email })}
      </Alert>
      {state.kind === "signUp" && (
        <Button onClick={resend} disabled={pending}>
          {t("resend")}
        </Button>
      )}
      {showMailbox && (
        <Button component={Link} href="/mailbox" variant="outlined">
          {t("openMailbox")}
        </Button>
      )}
      <Button onClick={onBack}>{t("backToSignIn")}</Button>
    </Stack>
  );
}
