"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "@/ui/forms/form";
import { refusePassword } from "@/ui/forms/refuse-password";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { Alert } from "@/ui/plain/alert";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { FormInput } from "@/ui/plain/form-fields";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";
import { afterSignIn } from "./auth";
import type { AuthMode } from "./auth-panel";
import type { CheckMailState } from "./check-mail";
import styles from "./account.module.css";

const schemas = () => import("@/lib/schemas/account");
const emailResolver = lazyCodeResolver(() => schemas().then((m) => m.emailInput));
const beforeCodeResolver = lazyCodeResolver(() => schemas().then((m) => m.emailBeforeCodeInput));
const codeResolver = lazyCodeResolver(() => schemas().then((m) => m.emailCodeInput));
const newPasswordResolver = lazyCodeResolver(() => schemas().then((m) => m.newPasswordInput));

/** A form of the panel: MUI's Stack of full-width fields and buttons, 16 px apart. */
const FORM = `${content.stack2} ${content.flush} ${styles.column}`;

interface EmailProps {
  email: string;
  setEmail: (email: string) => void;
  redirectTo: string;
  go: (mode: AuthMode) => void;
}

function BackButton({ go }: { go: (mode: AuthMode) => void }) {
  const t = useTranslations("account");
  return (
    <button type="button" className={buttonClass("text", "small")} onClick={() => go("signIn")}>
      {t("backToSignIn")}
    </button>
  );
}

export function MagicLinkForm({
  email,
  setEmail,
  redirectTo,
  go,
  onSent,
}: EmailProps & { onSent: (s: CheckMailState) => void }) {
  const t = useTranslations("account");
  const form = useForm({ resolver: emailResolver, defaultValues: { email } });
  const { run, pending, locale } = useAction({ setError: form.setError, fields: ["email"] });
  const submit = form.handleSubmit(({ email: address }) => {
    setEmail(address);
    const callbackURL = `/redirect?redirectTo=${encodeURIComponent(redirectTo)}`;
    return run(
      async () => {
        const client = await loadAuthClient(locale);
        return unwrap(
          client.signIn.magicLink({
            email: address,
            callbackURL,
            newUserCallbackURL: callbackURL,
            errorCallbackURL: "/account?error=link",
          }),
        );
      },
      { onSuccess: () => onSent({ kind: "magic", email: address }) },
    );
  });
  return (
    <form noValidate className={FORM} onSubmit={submit}>
      <FormInput form={form} name="email" label={t("email")} type="email" autoComplete="email" required />
      <button type="submit" className={buttonClass("contained", "large")} disabled={pending}>
        {t("withLink")}
      </button>
      <BackButton go={go} />
    </form>
  );
}

export function CodeForm({ email, setEmail, redirectTo, go }: EmailProps) {
  const t = useTranslations("account");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: sentTo ? codeResolver : beforeCodeResolver,
    defaultValues: { email, code: "" },
  });
  const { run, pending, locale } = useAction({ setError: form.setError, fields: ["email", "code"] });
  const submit = form.handleSubmit(({ email: address, code }) => {
    setEmail(address);
    if (!sentTo) {
      return run(
        async () => {
          const client = await loadAuthClient(locale);
          return unwrap(client.emailOtp.sendVerificationOtp({ email: address, type: "sign-in" }));
        },
        { onSuccess: () => setSentTo(address) },
      );
    }
    return run(
      async () => {
        const client = await loadAuthClient(locale);
        return unwrap(client.signIn.emailOtp({ email: address, otp: code }));
      },
      {
        onSuccess: (data) => {
          if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) return go("twoFactor");
          return afterSignIn(redirectTo);
        },
      },
    );
  });
  return (
    <form noValidate className={FORM} onSubmit={submit}>
      <FormInput
        form={form}
        name="email"
        label={t("email")}
        type="email"
        autoComplete="email"
        required
        disabled={Boolean(sentTo)}
      />
      {sentTo && (
        <>
          <Alert severity="info" role="status">
            {t("codeSent", { email: sentTo })}
          </Alert>
          <FormInput
            form={form}
            name="code"
            label={t("code")}
            autoComplete="one-time-code"
            htmlInput={{ inputMode: "numeric", autoFocus: true }}
            required
          />
        </>
      )}
      <button type="submit" className={buttonClass("contained", "large")} disabled={pending}>
        {sentTo ? t("verifyCode") : t("sendCode")}
      </button>
      <BackButton go={go} />
    </form>
  );
}

export function ResetRequestForm({
  email,
  setEmail,
  go,
  onSent,
}: EmailProps & { onSent: (s: CheckMailState) => void }) {
  const t = useTranslations("account");
  const form = useForm({ resolver: emailResolver, defaultValues: { email } });
  const { run, pending, locale } = useAction({ setError: form.setError, fields: ["email"] });
  const submit = form.handleSubmit(({ email: address }) => {
    setEmail(address);
    return run(
      async () => {
        const client = await loadAuthClient(locale);
        return unwrap(client.requestPasswordReset({ email: address, redirectTo: "/account?mode=newPassword" }));
      },
      { onSuccess: () => onSent({ kind: "reset", email: address }) },
    );
  });
  return (
    <form noValidate className={FORM} onSubmit={submit}>
      <FormInput form={form} name="email" label={t("email")} type="email" autoComplete="email" required />
      <button type="submit" className={buttonClass("contained", "large")} disabled={pending}>
        {t("requestReset")}
      </button>
      <BackButton go={go} />
    </form>
  );
}

export function NewPasswordForm({ go, token }: EmailProps & { token: string }) {
  const t = useTranslations("account");
  const [done, setDone] = useState(false);
  const form = useForm({ resolver: newPasswordResolver, defaultValues: { password: "" } });
  const { run, pending, locale } = useAction({ setError: form.setError, fields: ["password"] });
  const submit = form.handleSubmit(({ password }) => {
    if (refusePassword(form.setError, password)) return;
    return run(
      async () => {
        const client = await loadAuthClient(locale);
        return unwrap(client.resetPassword({ newPassword: password, token }));
      },
      { onSuccess: () => setDone(true) },
    );
  });
  if (done) {
    return (
      <div className={`${content.stack2} ${content.flush} ${content.start}`}>
        <Alert severity="success" role="status">
          {t("resetDone")}
        </Alert>
        <button type="button" className={buttonClass("contained")} onClick={() => go("signIn")}>
          {t("signIn")}
        </button>
      </div>
    );
  }
  return (
    <form noValidate className={FORM} onSubmit={submit}>
      <FormInput
        form={form}
        name="password"
        label={t("newPassword")}
        type="password"
        autoComplete="new-password"
        required
        hint={t("passwordHint")}
      />
      <button type="submit" className={buttonClass("contained", "large")} disabled={pending}>
        {t("resetSubmit")}
      </button>
    </form>
  );
}
