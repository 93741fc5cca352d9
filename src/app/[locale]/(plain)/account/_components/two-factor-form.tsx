"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm } from "@/ui/forms/form";
import { apiFetch } from "@/lib/api-client";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { Checkbox } from "@/ui/plain/choice";
import { FormInput } from "@/ui/plain/form-fields";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";
import { afterSignIn } from "./auth";
import styles from "./account.module.css";

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
      async () => {
        const client = await loadAuthClient(locale);
        const factor = client.twoFactor;
        return unwrap(
          backup
            ? factor.verifyBackupCode({ code, trustDevice: trust })
            : kind === "sms"
              ? factor.verifyOtp({ code, trustDevice: trust })
              : factor.verifyTotp({ code, trustDevice: trust }),
        );
      },
      { onSuccess: () => afterSignIn(redirectTo) },
    ),
  );
  // The phone factor: a code by SMS to the verified number (decision 0053).
  const sms = () =>
    run(
      async () => {
        const client = await loadAuthClient(locale);
        return unwrap(client.twoFactor.sendOtp());
      },
      {
        onSuccess: () => {
          form.reset({ code: "" });
          setKind("sms");
        },
      },
    );
  // A registered passkey is a second factor in itself: it proves the device and the person.
  const passkey = () =>
    run(
      async () => {
        const client = await loadAuthClient(locale);
        return unwrap(client.signIn.passkey());
      },
      { onSuccess: () => afterSignIn(redirectTo) },
    );
  return (
    <form noValidate className={`${content.stack2} ${content.flush} ${styles.column}`} onSubmit={submit}>
      <p className={content.body1} role={kind === "sms" ? "status" : undefined}>
        {kind === "sms" ? t("smsSent") : t("twoFactorIntro")}
      </p>
      <FormInput
        form={form}
        name="code"
        label={backup ? t("backupCode") : t("code")}
        autoComplete="one-time-code"
        htmlInput={{ inputMode: backup ? "text" : "numeric", autoFocus: true }}
        required
      />
      <Checkbox checked={trust} onChange={setTrust} label={t("trustDevice")} />
      <button type="submit" className={buttonClass("contained", "large")} disabled={pending}>
        {t("verify")}
      </button>
      <button
        type="button"
        className={buttonClass("text", "small")}
        onClick={() => setKind(backup ? "totp" : "backup")}
      >
        {backup ? t("useTotp") : t("useBackupCode")}
      </button>
      {methods.includes("otp") && (
        <button type="button" className={buttonClass("text", "small")} onClick={sms} disabled={pending}>
          {kind === "sms" ? t("smsResend") : t("useSms")}
        </button>
      )}
      <button type="button" className={buttonClass("text", "small")} onClick={passkey} disabled={pending}>
        {t("withPasskey")}
      </button>
    </form>
  );
}
