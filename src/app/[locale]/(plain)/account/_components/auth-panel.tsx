"use client";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { Alert } from "@/ui/plain/alert";
import content from "@/ui/plain/content.module.css";
import type { CheckMailState } from "./check-mail";
import { Divider } from "@/ui/plain/divider";
import { whenIdle } from "@/ui/when-idle";
import { CodeForm, MagicLinkForm, NewPasswordForm, ResetRequestForm } from "./email-forms";
import { ProviderButtons, type Provider } from "./provider-buttons";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import styles from "./account.module.css";

export type AuthMode = "signIn" | "signUp" | "magic" | "code" | "reset" | "newPassword" | "twoFactor";

// "Check your mail" comes after a submit, and loads once the page is idle (or then); the second
// step only after a first one asked for it. The forms a link may open on (`?mode=…`, a reset
// link) are part of the page, so that they work as soon as it is drawn.
const loadCheckMail = () => import("./check-mail");
const CheckMail = dynamic(() => loadCheckMail().then((m) => m.CheckMail));
const TwoFactorForm = dynamic(() => import("./two-factor-form").then((m) => m.TwoFactorForm));

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

/**
 * Every way in, on one card, drawn without MUI (decision 0078): the visitor switches between them
 * without leaving the page.
 */
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
  useEffect(() => whenIdle(() => void loadCheckMail().catch(() => undefined), 4000), []);
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
    <div className={`${content.paper} ${styles.panel}`}>
      <div className={`${content.stack3} ${content.flush}`}>
        <h1 className={content.h4}>{sent ? t("checkMailTitle") : title}</h1>
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
      </div>
    </div>
  );
}
