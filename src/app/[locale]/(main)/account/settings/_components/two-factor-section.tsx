"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormText } from "@/ui/forms/form-text";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";
import { Section } from "./section";
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
  passkeys: { id: string; name: string | null; createdAt: string | null }[];
}

export function TwoFactorSection({ enabled, hasPassword, passkeys }: Props) {
  const t = useTranslations("settings");
  const ta = useTranslations("account");
  const format = useFormatter();
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
      <Typography variant="subtitle1" component="h3">
        {t("totp")}
      </Typography>
      <Typography sx={{ color: "text.secondary" }}>{enabled ? t("totpOn") : t("totpOff")}</Typography>
      {setup && !enabled && (
        <Stack spacing={2} data-testid="totp-setup">
          <Typography>{t("totpScan")}</Typography>
          <img src={setup.qr} width={200} height={200} alt={t("totpQrAlt")} />
          <Typography sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }} data-testid="totp-secret">
            {t("totpSecret", { secret: setup.secret })}
          </Typography>
          <Alert severity="warning">
            <strong>{t("backupCodes")}</strong> — {t("backupCodesHint")}
            <Box component="ul" sx={{ fontFamily: "monospace", columns: 2, pl: 2 }} data-testid="backup-codes">
              {setup.backupCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </Box>
          </Alert>
          <Stack component="form" noValidate spacing={2} onSubmit={confirm}>
            <FormText
              form={codeForm}
              name="code"
              id="totp-code"
              label={ta("code")}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={busy}>
                {ta("verify")}
              </Button>
            </Box>
          </Stack>
        </Stack>
      )}
      {hasPassword && !setup && (
        <Stack
          component="form"
          noValidate
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          onSubmit={enabled ? disable : start}
        >
          <FormText
            form={passwordForm}
            name="password"
            id="totp-password"
            label={t("confirmPassword")}
            type="password"
            autoComplete="current-password"
            size="small"
            fullWidth={false}
          />
          <Button
            type="submit"
            variant={enabled ? "outlined" : "contained"}
            color={enabled ? "error" : "primary"}
            disabled={busy}
            sx={{ alignSelf: "flex-start" }}
          >
            {enabled ? t("disableTotp") : t("enableTotp")}
          </Button>
        </Stack>
      )}

      <Typography variant="subtitle1" component="h3" sx={{ pt: 1 }}>
        {t("passkeys")}
      </Typography>
      <Typography sx={{ color: "text.secondary" }}>{t("passkeysHint")}</Typography>
      {passkeys.length === 0 ? (
        <Typography>{t("noPasskeys")}</Typography>
      ) : (
        <List dense>
          {passkeys.map((p) => (
            <ListItem
              key={p.id}
              secondaryAction={
                <Button
                  color="error"
                  onClick={() => run(async () => unwrap((await client()).passkey.deletePasskey({ id: p.id })))}
                  disabled={busy}
                >
                  {t("removePasskey", { name: p.name ?? t("passkeys") })}
                </Button>
              }
            >
              <ListItemText
                primary={p.name ?? t("passkeys")}
                secondary={p.createdAt ? format.dateTime(new Date(p.createdAt), { dateStyle: "medium" }) : undefined}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack component="form" noValidate direction={{ xs: "column", sm: "row" }} spacing={1} onSubmit={addPasskey}>
        <FormText
          form={passkeyForm}
          name="name"
          id="passkey-name"
          label={t("passkeyName")}
          size="small"
          fullWidth={false}
        />
        <Button type="submit" variant="outlined" disabled={busy} sx={{ alignSelf: "flex-start" }}>
          {t("addPasskey")}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {hasPassword ? t("reauthHint") : t("reauthHintNoPassword")}
      </Typography>
    </Section>
  );
}
