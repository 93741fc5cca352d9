"use client";
import Alert from "@mui/material/Alert";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/api-client";
import type { NewsletterState } from "@/server/accounts/newsletter";
import { Section } from "./section";
import { useSettingsAction } from "./use-settings-action";

export function NewsletterSection({ state }: { state: NewsletterState }) {
  const t = useTranslations("settings");
  const { run, pending, locale } = useSettingsAction();
  const on = state === "confirmed" || state === "pending";
  return (
    <Section title={t("newsletter")}>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={pending}
            onChange={(e) =>
              run(() =>
                apiFetch("/api/settings/subscribe-newsletter", { body: { subscribe: e.target.checked }, locale }),
              )
            }
          />
        }
        label={t("newsletterLabel")}
      />
      {state === "pending" && <Alert severity="info">{t("newsletterPending")}</Alert>}
      {state === "confirmed" && <Alert severity="success">{t("newsletterConfirmed")}</Alert>}
    </Section>
  );
}
