"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { refusePassword } from "@/ui/forms/refuse-password";
import { announceAuthChange } from "@/ui/auth/auth-sync";
import { getAuthClient, goAfterSignIn, unwrap } from "@/ui/auth/auth-client";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import type { AuthMode } from "./auth-panel";
import type { CheckMailState } from "./check-mail";
import { FormText } from "./form-fields";

const schemas = () => import("@/lib/schemas/account");
const emailResolver = lazyCodeResolver(() => schemas().then((m) => m.emailInput));
const beforeCodeResolver = lazyCodeResolver(() => schemas().then((m) => m.emailBeforeCodeInput));
const codeResolver = lazyCodeResolver(() => schemas().then((m) => m.emailCodeInput));
const newPasswordResolver = lazyCodeResolver(() => schemas().then((m) => m.newPasswordInput));

interface EmailProps {
  email: string;
  setEmail: (email: string) => void;
  redirectTo: string;
  go: (mode: AuthMode) => void;
}

function BackButton({ go }: { go: (mode: AuthMode) => void }) {
  const t = useTranslations("account");
  return (
    <Button size="small" onClick={() => go("signIn")}>
      {t("backToSignIn")}
    </Button>
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
  const client = getAuthClient(locale);
  const submit = form.handleSubmit(({ email: address }) => {
    setEmail(address);
    const callbackURL = `/redirect?redirectTo=${encodeURIComponent(redirectTo)}`;
    return run(
      () =>
        unwrap(
          client.signIn.magicLink({
            email: address,
            callbackURL,
            newUserCallbackURL: callbackURL,
            errorCallbackURL: "/account?error=link",
          }),
        ),
      { onSuccess: () => onSent({ kind: "magic", email: address }) },
    );
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <FormText form={form} name="email" label={t("email")} type="email" autoComplete="email" required />
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {t("withLink")}
      </Button>
      <BackButton go={go} />
    </Stack>
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
  const client = getAuthClient(locale);
  const submit = form.handleSubmit(({ email: address, code }) => {
    setEmail(address);
    if (!sentTo) {
      return run(() => unwrap(client.emailOtp.sendVerificationOtp({ email: address, type: "sign-in" })), {
        onSuccess: () => setSentTo(address),
      });
    }
    return run(() => unwrap(client.signIn.emailOtp({ email: address, otp: code })), {
      onSuccess: (data) => {
        if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) return go("twoFactor");
        announceAuthChange("signedIn");
        goAfterSignIn(redirectTo);
      },
    });
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <FormText
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
          <FormText
            form={form}
            name="code"
            label={t("code")}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            autoFocus
          />
        </>
      )}
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {sentTo ? t("verifyCode") : t("sendCode")}
      </Button>
      <BackButton go={go} />
    </Stack>
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
  const client = getAuthClient(locale);
  const submit = form.handleSubmit(({ email: address }) => {
    setEmail(address);
    return run(() => unwrap(client.requestPasswordReset({ email: address, redirectTo: "/account?mode=newPassword" })), {
      onSuccess: () => onSent({ kind: "reset", email: address }),
    });
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <FormText form={form} name="email" label={t("email")} type="email" autoComplete="email" required />
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {t("requestReset")}
      </Button>
      <BackButton go={go} />
    </Stack>
  );
}

export function NewPasswordForm({ go, token }: EmailProps & { token: string }) {
  const t = useTranslations("account");
  const [done, setDone] = useState(false);
  const form = useForm({ resolver: newPasswordResolver, defaultValues: { password: "" } });
  const { run, pending, locale } = useAction({ setError: form.setError, fields: ["password"] });
  const client = getAuthClient(locale);
  const submit = form.handleSubmit(({ password }) => {
    if (refusePassword(form.setError, password)) return;
    return run(() => unwrap(client.resetPassword({ newPassword: password, token })), {
      onSuccess: () => setDone(true),
    });
  });
  if (done) {
    return (
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <Alert severity="success" role="status">
          {t("resetDone")}
        </Alert>
        <Button variant="contained" onClick={() => go("signIn")}>
          {t("signIn")}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <FormText
        form={form}
        name="password"
        label={t("newPassword")}
        type="password"
        autoComplete="new-password"
        required
        hint={t("passwordHint")}
      />
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {t("resetSubmit")}
      </Button>
    </Stack>
  );
}
