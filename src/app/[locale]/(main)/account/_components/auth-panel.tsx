"use client";
import Alert from "@mui/material/Alert";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CheckMail, type CheckMailState } from "./check-mail";
import { CodeForm, MagicLinkForm, NewPasswordForm, ResetRequestForm } from "./email-forms";
import { ProviderButtons, type Provider } from "./provider-buttons";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { TwoFactorForm } from "./two-factor-form";

export type AuthMode = "signIn" | "signUp" | "magic" | "code" | "reset" | "newPassword" | "twoFactor";

export interface AuthPanelProps {
  initialMode: AuthMode;
  redirectTo: string;
  providers: Provider[];
  showMailbox: boolean;
  resetToken?: string;
  initialEmail?: string;
  /** A provider came back without signing in: no account yet for that sign-in, or it failed. */
  providerError?: boolean;
  /** Why it failed, when it is known (a translation key: an organisation's sign-in refused, say). */
  providerErrorCode?: string;
}

/** Every way in, on one card: the visitor switches between them without leaving the page. */
export function AuthPanel({
  initialMode,
  redirectTo,
  providers,
  showMailbox,
  resetToken,
  initialEmail = "",
  providerError = false,
  providerErrorCode,
}: AuthPanelProps) {
  const t = useTranslations("account");
  const tAll = useTranslations();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState<CheckMailState | null>(null);
  const go = (next: AuthMode) => {
    setSent(null);
    setMode(next);
  };
  const common = { email, setEmail, redirectTo, go };
  const title =
    mode === "signUp"
      ? t("signUpTitle")
      : mode === "newPassword"
        ? t("resetTitle")
        : mode === "twoFactor"
          ? t("twoFactorTitle")
          : t("signInTitle");

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 480, mx: "auto" }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {sent ? t("checkMailTitle") : title}
        </Typography>
        {sent ? (
          <CheckMail state={sent} showMailbox={showMailbox} onBack={() => go("signIn")} />
        ) : (
          <>
            {mode === "signIn" && <SignInForm {...common} />}
            {mode === "signUp" && <SignUpForm {...common} onSent={setSent} providers={providers} />}
            {mode === "magic" && <MagicLinkForm {...common} onSent={setSent} />}
            {mode === "code" && <CodeForm {...common} />}
            {mode === "reset" && <ResetRequestForm {...common} onSent={setSent} />}
            {mode === "newPassword" && <NewPasswordForm {...common} token={resetToken ?? ""} />}
            {mode === "twoFactor" && <TwoFactorForm redirectTo={redirectTo} />}
            {providerError && (mode === "signIn" || mode === "signUp") && (
              <Alert severity={providerErrorCode ? "warning" : "info"} role="status">
                {providerErrorCode ? tAll(providerErrorCode as never) : t("providerNoAccount")}
              </Alert>
            )}
            {mode === "signIn" && (
              <>
                <Divider>{t("or")}</Divider>
                <ProviderButtons providers={providers} redirectTo={redirectTo} go={go} mode={mode} />
              </>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
