"use client";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useFormatter, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/api-client";
import type { Agreements } from "@/server/accounts/agreements";
import { Section } from "./section";
import { useSettingsAction } from "./use-settings-action";

const LABELS = { terms: "agreementTerms", privacy: "agreementPrivacy", marketing: "agreementMarketing" } as const;

export function AgreementsSection({ agreements }: { agreements: Agreements }) {
  const t = useTranslations("settings");
  const format = useFormatter();
  const { run, pending, locale } = useSettingsAction();
  return (
    <Section title={t("agreements")}>
      {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((key) => (
        <Stack key={key}>
          <FormControlLabel
            control={
              <Checkbox
                checked={agreements[key].accepted}
                disabled={pending}
                onChange={(e) =>
                  run(() => apiFetch("/api/settings/agreements", { body: { [key]: e.target.checked }, locale }))
                }
              />
            }
            label={t(LABELS[key])}
          />
          <Typography variant="body2" sx={{ color: "text.secondary", ml: 4 }}>
            {agreements[key].at
              ? t("acceptedAt", {
                  date: format.dateTime(new Date(agreements[key].at!), { dateStyle: "medium", timeStyle: "short" }),
                })
              : t("notAccepted")}
          </Typography>
        </Stack>
      ))}
    </Section>
  );
}
