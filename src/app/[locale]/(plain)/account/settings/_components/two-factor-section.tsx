"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "@/ui/forms/form";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";
import { Alert } from "@/ui/plain/alert";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { FormInput } from "@/ui/plain/form-fields";
import { Section, SettingsItem, SettingsList } from "./section";
import styles from "./settings.module.css";
import { useSettingsAction } from "./use-settings-action";

const schemas = () => import("@/lib/schemas/account");
const passwordResolver = lazyCodeResolver(() => schemas().then((m) => m.currentPasswordInput));
const codeResolver = lazyCodeResolver(() => schemas().then((m) => m.sixDigitCodeInput));
const passkeyResolver = lazyCodeResolver(() => schemas().then((m) => m.passkeyNameInput));

interface Setup {
  qr: string;
  secret: string;
  backupCodes: string[];
}

interface Props {
  enabled: boolean;
  hasPassword: boolean;
  /** Each with the day it was added, written by the server (`createdText`). */
  passkeys: { id: string; name: string | null; createdText: string | null }[];
}

export function TwoFactorSection({ enabled, hasPassword, passkeys }: Props) {
  const t = useTranslations("settings");
  const ta = useTranslations("account");
  const passwordForm = useForm({ resolver: passwordResolver, defaultValues: { password: "" } });
  const codeForm = useForm({ resolver: codeResolver, defaultValues: { code: "" } });
  const passkeyForm = useForm({ resolver: passkeyResolver, defaultValues: { name: "" } });
  const { run, pending, locale } = useSettingsAction({ setError: passwordForm.setError, fields: ["password"] });
  const codeAction = useSettingsAction({ setError: codeForm.setError, fields: ["code"] });
  const passkeyAction = useSettingsAction({ setError: passkeyForm.setError, fields: ["name"] });
  const busy = pending || codeAction.pending || passkeyAction.pending;
  const client = () => loadAuthClient(locale);
  const [setup, setSetup] = useState<Setup | null>(null);

  const start = passwordForm.handleSubmit(({ password }) =>
    run(
      async () => {
        const data = await unwrap((await client()).twoFactor.enable({ password, method: "totp" }));
        if (data.method !== "totp") return;
        const secret = new URL(data.totpURI).searchParams.get("secret") ?? "";
        setSetup({
          // The QR code's encoder loads with the secret it draws, not with the page.
          qr: await (await import("qrcode")).default.toDataURL(data.totpURI, { margin: 1, width: 200 }),
          secret,
          backupCodes: data.backupCodes,
        });
        passwordForm.reset();
      },
      { success: t("totpScan") },
    ),
  );

  const confirm = codeForm.handleSubmit(({ code }) =>
    codeAction.run(async () => {
      await unwrap((await client()).twoFactor.verifyTotp({ code }));
      codeForm.reset();
    }),
  );

  const disable = passwordForm.handleSubmit(({ password }) =>
    run(async () => {
      await unwrap((await client()).twoFactor.disable({ password }));
      passwordForm.reset();
      setSetup(null);
    }),
  );

  const addPasskey = passkeyForm.handleSubmit(({ name }) =>
    passkeyAction.run(
      async () => {
        await unwrap((await client()).passkey.addPasskey({ name: name || undefined }) as never);
        passkeyForm.reset();
      },
      { success: t("passkeyAdded") },
    ),
  );

  return (
    <Section title={t("twoFactor")}>
      <h3 className={content.subtitle1}>{t("totp")}</h3>
      <p className={`${content.body1} ${content.secondary}`}>{enabled ? t("totpOn") : t("totpOff")}</p>
      {setup && !enabled && (
        <div className={`${content.stack2} ${content.flush}`} data-testid="totp-setup">
          <p className={content.body1}>{t("totpScan")}</p>
          <img src={setup.qr} width={200} height={200} alt={t("totpQrAlt")} />
          <p className={`${content.body1} ${styles.mono}`} data-testid="totp-secret">
            {t("totpSecret", { secret: setup.secret })}
          </p>
          <Alert severity="warning">
            <strong>{t("backupCodes")}</strong> — {t("backupCodesHint")}
            <ul className={styles.codes} data-testid="backup-codes">
              {setup.backupCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </Alert>
          <form noValidate onSubmit={confirm} className={`${content.stack2} ${content.flush}`}>
            <FormInput
              form={codeForm}
              name="code"
              id="totp-code"
              label={ta("code")}
              autoComplete="one-time-code"
              htmlInput={{ inputMode: "numeric" }}
            />
            <div>
              <button type="submit" className={buttonClass("contained")} disabled={busy}>
                {ta("verify")}
              </button>
            </div>
          </form>
        </div>
      )}
      {hasPassword && !setup && (
        <form noValidate onSubmit={enabled ? disable : start} className={styles.rowSm}>
          <FormInput
            form={passwordForm}
            name="password"
            id="totp-password"
            label={t("confirmPassword")}
            type="password"
            autoComplete="current-password"
            size="small"
            fullWidth={false}
          />
          <button
            type="submit"
            className={enabled ? buttonClass("outlined", "medium", content.outlinedError) : buttonClass("contained")}
            disabled={busy}
          >
            {enabled ? t("disableTotp") : t("enableTotp")}
          </button>
        </form>
      )}

      <h3 className={`${content.subtitle1} ${styles.pt1}`}>{t("passkeys")}</h3>
      <p className={`${content.body1} ${content.secondary}`}>{t("passkeysHint")}</p>
      {passkeys.length === 0 ? (
        <p className={content.body1}>{t("noPasskeys")}</p>
      ) : (
        <SettingsList>
          {passkeys.map((p) => (
            <SettingsItem
              key={p.id}
              action={
                <button
                  type="button"
                  className={buttonClass("text", "medium", content.errorButton)}
                  onClick={() => run(async () => unwrap((await client()).passkey.deletePasskey({ id: p.id })))}
                  disabled={busy}
                >
                  {t("removePasskey", { name: p.name ?? t("passkeys") })}
                </button>
              }
              primary={p.name ?? t("passkeys")}
              secondary={p.createdText ?? undefined}
            />
          ))}
        </SettingsList>
      )}
      <form noValidate onSubmit={addPasskey} className={styles.rowSm}>
        <FormInput
          form={passkeyForm}
          name="name"
          id="passkey-name"
          label={t("passkeyName")}
          size="small"
          fullWidth={false}
        />
        <button type="submit" className={buttonClass("outlined")} disabled={busy}>
          {t("addPasskey")}
        </button>
      </form>
      <p className={`${content.body2} ${content.secondary}`}>
        {hasPassword ? t("reauthHint") : t("reauthHintNoPassword")}
      </p>
    </Section>
  );
}
