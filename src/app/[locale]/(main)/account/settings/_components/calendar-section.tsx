"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { apiFetch } from "@/lib/api-client";
import { CalendarLinks, type FeedLinks } from "@/ui/calendar/calendar-links";
import { Section } from "./section";
import { useSettingsAction } from "./use-settings-action";

/**
 * The player's own calendar feed: made, replaced or turned off here. Its secret is stored only
 * hashed, so the address is shown once, right after it is made.
 */
export function CalendarSection({ active, createdAt }: { active: boolean; createdAt: string | null }) {
  const t = useTranslations("calendar");
  const format = useFormatter();
  const { run, pending, locale } = useSettingsAction();
  const [links, setLinks] = useState<FeedLinks | null>(null);
  const create = () =>
    run(
      async () =>
        setLinks(
          await apiFetch<FeedLinks>("/api/account/calendar", {
            method: "POST",
            locale,
          }),
        ),
      { success: t("shownOnce") },
    );
  const revoke = () =>
    run(
      async () => {
        await apiFetch("/api/account/calendar", { method: "DELETE", locale });
        setLinks(null);
      },
      { success: t("revoked") },
    );
  return (
    <Section title={t("settingsTitle")}>
      <Typography>{t("settingsIntro")}</Typography>
      <Typography variant="body2" sx={{ color: "text.secondary" }} role="status" data-testid="calendar-state">
        {active && createdAt
          ? t("settingsOn", {
              date: format.dateTime(new Date(createdAt), {
                dateStyle: "medium",
                timeStyle: "short",
              }),
            })
          : t("settingsOff")}
      </Typography>
      {links && (
        <Stack spacing={1}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {t("shownOnce")}
          </Typography>
          <CalendarLinks links={links} testId="personal-calendar-url" />
        </Stack>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
        <Button variant={active ? "outlined" : "contained"} disabled={pending} onClick={create}>
          {active ? t("regenerate") : t("create")}
        </Button>
        {active && (
          <Button color="error" disabled={pending} onClick={revoke}>
            {t("revoke")}
          </Button>
        )}
      </Stack>
      {active && (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {t("regenerateHint")}
        </Typography>
      )}
    </Section>
  );
}
