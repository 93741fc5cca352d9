"use client";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import { apiFetch } from "@/lib/api-client";
import type { FeedLinks } from "@/ui/calendar/calendar-links";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { Section } from "./section";
import styles from "./settings.module.css";

// The address and its buttons load when a feed is there to show, not with the page.
const CalendarLinks = dynamic(() => import("@/ui/calendar/calendar-links").then((m) => m.CalendarLinks), {
  ssr: false,
});
import { useSettingsAction } from "./use-settings-action";

/**
 * The player's own calendar feed: made, replaced or turned off here. Its secret is stored only
 * hashed, so the address is shown once, right after it is made. `createdText`: when the feed was
 * made, written by the server.
 */
export function CalendarSection({ active, createdText }: { active: boolean; createdText: string | null }) {
  const t = useTranslations("calendar");
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
      <p className={content.body1}>{t("settingsIntro")}</p>
      <p className={`${content.body2} ${content.secondary}`} role="status" data-testid="calendar-state">
        {active && createdText ? t("settingsOn", { date: createdText }) : t("settingsOff")}
      </p>
      {links && (
        <div className={`${content.stack1} ${content.flush}`}>
          <p className={`${content.body2} ${styles.medium}`}>{t("shownOnce")}</p>
          <CalendarLinks links={links} testId="personal-calendar-url" />
        </div>
      )}
      <div className={`${styles.rowSm} ${styles.rowSmCenter}`}>
        <button
          type="button"
          className={buttonClass(active ? "outlined" : "contained")}
          disabled={pending}
          onClick={create}
        >
          {active ? t("regenerate") : t("create")}
        </button>
        {active && (
          <button
            type="button"
            className={buttonClass("text", "medium", content.errorButton)}
            disabled={pending}
            onClick={revoke}
          >
            {t("revoke")}
          </button>
        )}
      </div>
      {active && <p className={`${content.body2} ${content.secondary}`}>{t("regenerateHint")}</p>}
    </Section>
  );
}
