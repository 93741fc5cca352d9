"use client";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/api-client";
import { Section } from "./section";
import { useSettingsAction } from "./use-settings-action";

/** Mails before picks lock, for the tournaments where the player has Plus. */
export function RemindersSection({ on, plusTournaments }: { on: boolean; plusTournaments: string[] }) {
  const t = useTranslations("settings");
  const { run, pending, locale } = useSettingsAction();
  return (
    <Section title={t("reminders")}>
      <FormControlLabel
        control={<Switch checked={on} disabled={pending} onChange={(e) => run(() => apiFetch("/api/settings/notifications", { body: { emailReminders: e.target.checked }, locale }))} />}
        label={t("remindersLabel")}
      />
      <Typography variant="body2" color="text.secondary">
        {plusTournaments.length > 0 ? t("remindersPlus", { tournaments: plusTournaments.join(", ") }) : t("remindersNoPlus")}
      </Typography>
    </Section>
  );
}
