"use client";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/api-client";
import { useForm } from "react-hook-form";
import { announceAuthChange } from "@/ui/auth/auth-sync";
import { getAuthClient, goAfterSignIn, unwrap } from "@/ui/auth/auth-client";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { FormText } from "./form-fields";

const resolver = lazyCodeResolver(() => import("@/lib/schemas/account").then((m) => m.secondFactorCodeInput));

/** Where the code of the second step comes from. */
type CodeKind = "totp" | "backup" | "sms";

/** The second step of a sign-in with two-factor on: a code from the app, by SMS to the phone, or a backup code. */
export function TwoFactorForm({ redirectTo }: { redirectTo: string }) {
  const t = useTranslations("account");
  const [kind, setKind] = useState<CodeKind>("totp");
  const backup = kind === "backup";
  const [trust, setTrust] = useState(false);
  const form = useForm({ resolver, defaultValues: { code: "" } });
  const { run, pending, locale } = useAction({ setError: form.setError, fields: ["code"] });
  const client = getAuthClient(locale);
  // The factors this sign-in can be answered with, as the server knows them from the waiting
  // challenge: "code by SMS" only for a player with a verified phone.
  const [methods, setMethods] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    apiFetch<{ methods: string[] }>("/api/account/two-factor/methods", { locale })
      .then((answer) => current && setMethods(answer.methods))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [locale]);
  const submit = form.handleSubmit(({ code }) =>
    run(
      () =>
        unwrap(
          backup
            ? client.twoFactor.verifyBackupCode({ code, trustDevice: trust })
            : kind === "sms"
              ? client.twoFactor.verifyOtp({ code, trustDevice: trust })
              : client.twoFactor.verifyTotp({ code, trustDevice: trust }),
        ),
      {
        onSuccess: () => {
          announceAuthChange("signedIn");
          goAfterSignIn(redirectTo);
        },
      },
    ),
  );
  // The phone factor: a code by SMS to the verified number (decision 0053).
  const sms = () =>
    run(() => unwrap(client.twoFactor.sendOtp()), {
      onSuccess: () => {
        form.reset({ code: "" });
        setKind("sms");
      },
    });
  // A registered passkey is a second factor in itself: it proves the device and the person.
  const passkey = () =>
    run(() => unwrap(client.signIn.passkey()), {
      onSuccess: () => {
        announceAuthChange("signedIn");
        goAfterSignIn(redirectTo);
      },
    });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <Typography role={kind === "sms" ? "status" : undefined}>
        {kind === "sms" ? t("smsSent") : t("twoFactorIntro")}
      </Typography>
      <FormText
        form={form}
        name="code"
        label={backup ? t("backupCode") : t("code")}
        autoComplete="one-time-code"
        inputMode={backup ? "text" : "numeric"}
        autoFocus
        required
      />
      <FormControlLabel
        control={<Checkbox checked={trust} onChange={(e) => setTrust(e.target.checked)} />}
        label={t("trustDevice")}
      />
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {t("verify")}
      </Button>
      <Button size="small" onClick={() => setKind(backup ? "totp" : "backup")}>
        {backup ? t("useTotp") : t("useBackupCode")}
      </Button>
      {methods.includes("otp") && (
        <Button size="small" onClick={sms} disabled={pending}>
          {kind === "sms" ? t("smsResend") : t("useSms")}
        </Button>
      )}
      <Button size="small" onClick={passkey} disabled={pending}>
        {t("withPasskey")}
      </Button>
    </Stack>
  );
}
