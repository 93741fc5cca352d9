"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { apiFetch } from "@/lib/api-client";
import { FormText } from "@/ui/forms/form-text";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { Section } from "./section";
import { useSettingsAction } from "./use-settings-action";
import { TEXT_LIMITS } from "@/lib/schemas/limits";

const phoneResolver = lazyCodeResolver(() => import("@/lib/phone").then((m) => m.enrolPhoneInput));
const codeResolver = lazyCodeResolver(() => import("@/lib/schemas/account").then((m) => m.sixDigitCodeInput));

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
  const adding = useForm({
    resolver: phoneResolver,
    defaultValues: { factor_type: "phone" as const, phone: "", friendly_name: "" },
  });
  const verifying = useForm({ resolver: codeResolver, defaultValues: { code: "" } });
  // Each form's errors show on its own fields; the add form's run also answers for resend and remove.
  const { run, pending, locale } = useSettingsAction({ setError: adding.setError, fields: ["phone", "friendly_name"] });
  const verifyAction = useSettingsAction({ setError: verifying.setError, fields: ["code"] });
  const busy = pending || verifyAction.pending;

  const challenge = (id: string) =>
    apiFetch(`/api/account/factors/${encodeURIComponent(id)}/challenge`, { method: "POST", locale });

  const add = adding.handleSubmit(({ friendly_name, ...values }) =>
    run(
      async () => {
        const added = await apiFetch<{ id: string }>("/api/account/factors", {
          method: "POST",
          locale,
          body: { ...values, ...(friendly_name ? { friendly_name } : {}) },
        });
        await challenge(added.id);
        verifying.reset();
      },
      { success: t("phoneCodeSent") },
    ),
  );

  const resend = (id: string) => run(() => challenge(id), { success: t("phoneCodeSent") });

  const verify = (id: string) =>
    verifying.handleSubmit(({ code }) =>
      verifyAction.run(
        async () => {
          await apiFetch(`/api/account/factors/${encodeURIComponent(id)}/verify`, {
            method: "POST",
            locale,
            body: { code },
          });
          verifying.reset();
          adding.reset();
        },
        { success: t("phoneVerified") },
      ),
    );

  const remove = (id: string) =>
    run(() => apiFetch(`/api/account/factors/${encodeURIComponent(id)}`, { method: "DELETE", locale }), {
      success: t("phoneRemoved"),
    });

  const verified = factor?.status === "verified";
  const label = factor ? [factor.friendly_name, factor.phone].filter(Boolean).join(" · ") : "";

  return (
    <Section title={t("phoneTitle")}>
      <Typography sx={{ color: "text.secondary" }}>{t("phoneHint")}</Typography>
      <Typography role="status" data-testid="phone-state">
        {!factor ? t("phoneNone") : verified ? t("phoneOn", { phone: label }) : t("phoneWaiting", { phone: label })}
      </Typography>
      {factor && verified && (
        <Box>
          <Button color="error" variant="outlined" onClick={() => remove(factor.id)} disabled={busy}>
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
          onSubmit={verify(factor.id)}
        >
          <FormText
            form={verifying}
            name="code"
            id="phone-code"
            label={ta("code")}
            autoComplete="one-time-code"
            size="small"
            fullWidth={false}
            slotProps={{ htmlInput: { inputMode: "numeric", maxLength: TEXT_LIMITS.smsCode } }}
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: "flex-start" }}>
            {t("phoneVerify")}
          </Button>
          <Button onClick={() => resend(factor.id)} disabled={busy} sx={{ alignSelf: "flex-start" }}>
            {t("phoneResend")}
          </Button>
        </Stack>
      )}
      {!verified && (
        <Stack component="form" noValidate spacing={1} onSubmit={add}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
            <FormText
              form={adding}
              name="phone"
              id="phone-number"
              label={t("phoneNumber")}
              type="tel"
              autoComplete="tel"
              hint={t("phoneNumberHint")}
              size="small"
              fullWidth={false}
            />
            <FormText
              form={adding}
              name="friendly_name"
              id="phone-name"
              label={t("phoneName")}
              size="small"
              fullWidth={false}
              slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.phoneName } }}
            />
          </Stack>
          <Box>
            <Button type="submit" variant={factor ? "outlined" : "contained"} disabled={busy}>
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
