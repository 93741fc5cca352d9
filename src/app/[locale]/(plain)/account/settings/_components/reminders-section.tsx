"use client";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/api-client";
import { REMINDER_LEAD_HOURS, type ReminderLeadHours } from "@/lib/reminders";
import content from "@/ui/plain/content.module.css";
import { RadioGroup, Switch } from "@/ui/plain/toggles";
import { Section } from "./section";
import { useChosen } from "./use-chosen";
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
  const { shown, choose, forget } = useChosen<{ on: boolean; leadHours: ReminderLeadHours }>({ on, leadHours });
  const change = (next: { on?: boolean; leadHours?: ReminderLeadHours }, body: Record<string, unknown>) => {
    choose(next);
    void run(() => apiFetch("/api/settings/notifications", { body, locale })).then((ok) => ok || forget());
  };
  const shownOn = shown.on;
  return (
    <Section title={t("reminders")}>
      <Switch
        checked={shownOn}
        disabled={pending}
        onChange={(checked) => change({ on: checked }, { emailReminders: checked })}
        label={t("remindersLabel")}
      />
      <p className={`${content.body2} ${content.secondary}`}>
        {plus ? t("remindersPlus", { tournaments: plusTournaments.join(", ") }) : t("remindersNoPlus")}
      </p>
      {plus && (
        <RadioGroup
          id="reminder-lead"
          name="reminder-lead"
          label={t("remindersLead")}
          disabled={pending || !shownOn}
          value={String(shown.leadHours)}
          options={REMINDER_LEAD_HOURS.map((hours) => ({
            value: String(hours),
            label: t("remindersLeadHours", { hours }),
          }))}
          onChange={(value) => {
            const hours = Number(value) as ReminderLeadHours;
            change({ leadHours: hours }, { leadHours: hours });
          }}
        />
      )}
    </Section>
  );
}
