"use client";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { apiFetch } from "@/lib/api-client";
import { REMINDER_LEAD_HOURS, type ReminderLeadHours } from "@/lib/reminders";
import { Section } from "./section";
import { useSettingsAction } from "./use-settings-action";

/** Mails before picks lock: one per matchday for everybody; per game, at a chosen lead time, with Plus (src/lib/reminders.ts). */
export function RemindersSection({
  on,
  leadHours,
  plusTournaments,
}: {
  on: boolean;
  leadHours: ReminderLeadHours;
  plusTournaments: string[];
}) {
  const t = useTranslations("settings");
  const { run, pending, locale } = useSettingsAction();
  const plus = plusTournaments.length > 0;
  // What the player just chose shows at once (a slow answer must not look like a refused click);
  // a refused change, or the server's next word, puts the stored value back.
  const [chosen, setChosen] = useState<{ on?: boolean; leadHours?: ReminderLeadHours }>({});
  const [stored, setStored] = useState({ on, leadHours });
  if (stored.on !== on || stored.leadHours !== leadHours) {
    setStored({ on, leadHours });
    setChosen({});
  }
  const change = (next: { on?: boolean; leadHours?: ReminderLeadHours }, body: Record<string, unknown>) => {
    setChosen((c) => ({ ...c, ...next }));
    void run(() => apiFetch("/api/settings/notifications", { body, locale })).then((ok) => ok || setChosen({}));
  };
  const shownOn = chosen.on ?? on;
  return (
    <Section title={t("reminders")}>
      <FormControlLabel
        control={
          <Switch
            checked={shownOn}
            disabled={pending}
            onChange={(e) => change({ on: e.target.checked }, { emailReminders: e.target.checked })}
          />
        }
        label={t("remindersLabel")}
      />
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {plus ? t("remindersPlus", { tournaments: plusTournaments.join(", ") }) : t("remindersNoPlus")}
      </Typography>
      {plus && (
        <FormControl disabled={pending || !shownOn} sx={{ mt: 2 }}>
          <FormLabel id="reminder-lead">{t("remindersLead")}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="reminder-lead"
            value={String(chosen.leadHours ?? leadHours)}
            onChange={(e) => {
              const hours = Number(e.target.value) as ReminderLeadHours;
              change({ leadHours: hours }, { leadHours: hours });
            }}
          >
            {REMINDER_LEAD_HOURS.map((hours) => (
              <FormControlLabel
                key={hours}
                value={String(hours)}
                control={<Radio />}
                label={t("remindersLeadHours", { hours })}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    </Section>
  );
}
