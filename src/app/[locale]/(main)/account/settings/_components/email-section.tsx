"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { shortAddress, walletOfEmail } from "@/lib/wallet";
import { getAuthClient, unwrap } from "@/ui/auth/auth-client";
import { Section } from "./section";
import { useSettingsAction } from "./use-settings-action";

export function EmailSection({ email }: { email: string }) {
  const t = useTranslations("settings");
  const account = useTranslations("account");
  const { run, pending, locale } = useSettingsAction();
  const [newEmail, setNewEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A wallet account has no address yet (decision 0056): the link goes to the new one.
  const wallet = walletOfEmail(email);
  const confirmTo = wallet ? newEmail.trim() : email;
  const change = async () => {
    const target = newEmail.trim();
    const ok = await run(
      () =>
        unwrap(
          getAuthClient(locale).changeEmail({
            newEmail: target,
            callbackURL: "/redirect?redirectTo=%2Faccount%2Fsettings",
          }),
        ),
      { success: t("changeEmailSent", { email: confirmTo }) },
    );
    if (ok) setSentTo(target);
  };
  return (
    <Section title={t("emailTitle")}>
      <Typography>{wallet ? account("walletAccount", { address: shortAddress(wallet) }) : email}</Typography>
      {sentTo && <Alert severity="info">{t("changeEmailSent", { email: wallet ? sentTo : email })}</Alert>}
      <TextField
        label={t("newEmail")}
        type="email"
        autoComplete="email"
        value={newEmail}
        onChange={(e) => setNewEmail(e.target.value)}
      />
      <Box>
        <Button variant="outlined" onClick={change} disabled={pending || !newEmail.includes("@")}>
          {t("changeEmail")}
        </Button>
      </Box>
    </Section>
  );
}
