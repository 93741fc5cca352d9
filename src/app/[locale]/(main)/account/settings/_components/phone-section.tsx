"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { apiFetch } from "@/lib/api-client";
import { Section } from "./section";
import { useSettingsAction } from "./use-settings-action";
import { TEXT_LIMITS } from "@/lib/schemas/limits";

export interface PhoneFactor {
  id: string;
  friendly_name: string | null;
  status: "verified" | "unverified";
  /** Masked: the last digits. */
  phone?: string;
}

/**
 * The phone as a second factor (decision 0053): a number, a code by SMS to prove it, and from then
 * on a code by SMS at sign-in. Adding and removing it ask for a recent sign-in (in place).
 */
export function PhoneSection({ factor }: { factor: PhoneFactor | null }) {
  const t = useTranslations("settings");
  const ta = useTranslations("account");
  const { run, pending, locale } = useSettingsAction();
  const [number, setNumber] = useState("");
  const [name, setName] = useState("");
  const [code, setCode] = useState("");

  const challenge = (id: string) =>
    apiFetch(`/api/account/factors/${encodeURIComponent(id)}/challenge`, { method: "POST", locale });

  const add = () =>
    run(
      async () => {
        const added = await apiFetch<{ id: string }>("/api/account/factors", {
          method: "POST",
          locale,
          body: { factor_type: "phone", phone: number, ...(name.trim() ? { friendly_name: name.trim() } : {}) },
        });
        await challenge(added.id);
        setCode("");
      },
      { success: t("phoneCodeSent") },
    );

  const resend = (id: string) => run(() => challenge(id), { success: t("phoneCodeSent") });

  const verify = (id: string) =>
    run(
      async () => {
        await apiFetch(`/api/account/factors/${encodeURIComponent(id)}/verify`, {
          method: "POST",
          locale,
          body: { code: code.trim() },
        });
        setCode("");
        setNumber("");
        setName("");
      },
      { success: t("phoneVerified") },
    );

  const remove = (id: string) =>
    run(() => apiFetch(`/api/account/factors/${encodeURIComponent(id)}`, { method: "DELETE", locale }), {
      success: t("phoneRemoved"),
    });

  const verified = factor?.status === "verified";
  const label = factor ? [factor.friendly_name, factor.phone].filter(Boolean).join(" · ") : "";

  return (
    <Section title={t("phoneTitle")}>
      <Typography color="text.secondary">{t("phoneHint")}</Typography>
      <Typography role="status" data-testid="phone-state">
        {!factor ? t("phoneNone") : verified ? t("phoneOn", { phone: label }) : t("phoneWaiting", { phone: label })}
      </Typography>
      {factor && verified && (
        <Box>
          <Button color="error" variant="outlined" onClick={() => remove(factor.id)} disabled={pending}>
            {t("phoneRemove")}
          </Button>
        </Box>
      )}
      {factor && !verified && (
        <Stack
          component="form"
          noValidate
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          onSubmit={(e) => {
            e.preventDefault();
            void verify(factor.id);
          }}
        >
          <TextField
            label={ta("code")}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            size="small"
            slotProps={{ htmlInput: { inputMode: "numeric", maxLength: TEXT_LIMITS.smsCode } }}
          />
          <Button type="submit" variant="contained" disabled={pending || code.trim().length !== 6}>
            {t("phoneVerify")}
          </Button>
          <Button onClick={() => resend(factor.id)} disabled={pending}>
            {t("phoneResend")}
          </Button>
        </Stack>
      )}
      {!verified && (
        <Stack
          component="form"
          noValidate
          spacing={1}
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
            <TextField
              label={t("phoneNumber")}
              type="tel"
              autoComplete="tel"
              value={number}
              onChange={(e) => setNumber(e.target.value)}
              helperText={t("phoneNumberHint")}
              size="small"
            />
            <TextField
              label={t("phoneName")}
              value={name}
              onChange={(e) => setName(e.target.value)}
              size="small"
              slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.phoneName } }}
            />
          </Stack>
          <Box>
            <Button type="submit" variant={factor ? "outlined" : "contained"} disabled={pending || !number.trim()}>
              {factor ? t("phoneChange") : t("phoneAdd")}
            </Button>
          </Box>
        </Stack>
      )}
      {verified && (
        <Alert severity="info" variant="outlined">
          {t("phoneSignInHint")}
        </Alert>
      )}
    </Section>
  );
}
