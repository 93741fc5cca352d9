"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useFormatter, useTranslations } from "next-intl";
import QRCode from "qrcode";
import { useState } from "react";
import { getAuthClient, unwrap } from "@/ui/auth/auth-client";
import { Section } from "./section";
import { useSettingsAction } from "./use-settings-action";

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
  const { run, pending, locale } = useSettingsAction();
  const client = getAuthClient(locale);
  const [password, setPassword] = useState("");
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState("");
  const [passkeyName, setPasskeyName] = useState("");

  const start = () =>
    run(
      async () => {
        const data = await unwrap(client.twoFactor.enable({ password, method: "totp" }));
        if (data.method !== "totp") return;
        const secret = new URL(data.totpURI).searchParams.get("secret") ?? "";
        setSetup({
          qr: await QRCode.toDataURL(data.totpURI, { margin: 1, width: 200 }),
          secret,
          backupCodes: data.backupCodes,
        });
        setPassword("");
      },
      { success: t("totpScan") },
    );

  const confirm = () =>
    run(async () => {
      await unwrap(client.twoFactor.verifyTotp({ code: code.trim() }));
      setCode("");
    });

  const disable = () =>
    run(async () => {
      await unwrap(client.twoFactor.disable({ password }));
      setPassword("");
      setSetup(null);
    });

  const addPasskey = () =>
    run(
      async () => {
        await unwrap(client.passkey.addPasskey({ name: passkeyName.trim() || undefined }) as never);
        setPasskeyName("");
      },
      { success: t("passkeyAdded") },
    );

  return (
    <Section title={t("twoFactor")}>
      <Typography variant="subtitle1" component="h3">
        {t("totp")}
      </Typography>
      <Typography color="text.secondary">{enabled ? t("totpOn") : t("totpOff")}</Typography>
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
          <TextField
            label={ta("code")}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
          />
          <Box>
            <Button variant="contained" onClick={confirm} disabled={pending || code.trim().length < 6}>
              {ta("verify")}
            </Button>
          </Box>
        </Stack>
      )}
      {hasPassword && !setup && (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          <TextField
            label={t("confirmPassword")}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            size="small"
          />
          <Button
            variant={enabled ? "outlined" : "contained"}
            color={enabled ? "error" : "primary"}
            onClick={enabled ? disable : start}
            disabled={pending || !password}
          >
            {enabled ? t("disableTotp") : t("enableTotp")}
          </Button>
        </Stack>
      )}

      <Typography variant="subtitle1" component="h3" sx={{ pt: 1 }}>
        {t("passkeys")}
      </Typography>
      <Typography color="text.secondary">{t("passkeysHint")}</Typography>
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
                  onClick={() => run(() => unwrap(client.passkey.deletePasskey({ id: p.id })))}
                  disabled={pending}
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
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <TextField
          label={t("passkeyName")}
          value={passkeyName}
          onChange={(e) => setPasskeyName(e.target.value)}
          size="small"
        />
        <Button variant="outlined" onClick={addPasskey} disabled={pending}>
          {t("addPasskey")}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t("reauthHint")}
      </Typography>
    </Section>
  );
}
