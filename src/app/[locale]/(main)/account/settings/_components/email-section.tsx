"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { shortAddress, walletOfEmail } from "@/lib/wallet";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";
import { FormText } from "@/ui/forms/form-text";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";

const resolver = lazyCodeResolver(() => import("@/lib/schemas/account").then((m) => m.changeEmailInput));
import { Section } from "./section";
import { useSettingsAction } from "./use-settings-action";

export function EmailSection({ email }: { email: string }) {
  const t = useTranslations("settings");
  const account = useTranslations("account");
  const form = useForm({ resolver, defaultValues: { newEmail: "" } });
  const { run, pending, locale } = useSettingsAction({ setError: form.setError, fields: ["newEmail"] });
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A wallet account has no address yet (decision 0056): the link goes to the new one.
  const wallet = walletOfEmail(email);
  const change = form.handleSubmit(async ({ newEmail }) => {
    const ok = await run(
      async () =>
        unwrap(
          (await loadAuthClient(locale)).changeEmail({
            newEmail,
            callbackURL: "/redirect?redirectTo=%2Faccount%2Fsettings",
          }),
        ),
      { success: t("changeEmailSent", { email: wallet ? newEmail : email }) },
    );
    if (ok) setSentTo(newEmail);
  });
  return (
    <Section title={t("emailTitle")}>
      <Typography>{wallet ? account("walletAccount", { address: shortAddress(wallet) }) : email}</Typography>
      {sentTo && <Alert severity="info">{t("changeEmailSent", { email: wallet ? sentTo : email })}</Alert>}
      <Stack component="form" noValidate spacing={2} onSubmit={change}>
        <FormText form={form} name="newEmail" id="new-email" label={t("newEmail")} type="email" autoComplete="email" />
        <Box>
          <Button type="submit" variant="outlined" disabled={pending}>
            {t("changeEmail")}
          </Button>
        </Box>
      </Stack>
    </Section>
  );
}
