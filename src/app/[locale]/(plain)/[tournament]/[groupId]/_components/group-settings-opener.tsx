"use client";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState, type ComponentProps } from "react";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import styles from "./group-page.module.css";
import type { GroupSettings } from "./group-settings";

function Loading() {
  const t = useTranslations("a11y");
  return (
    <p role="status" className={`${content.body1} ${content.secondary}`}>
      {t("loading")}
    </p>
  );
}

// The settings' form loads at the first "Change the settings" (decision 0075).
const LoadedGroupSettings = dynamic(() => import("./group-settings").then((m) => m.GroupSettings), {
  ssr: false,
  loading: () => <Loading />,
});

/**
 * A manager's settings, closed: the section and a button. Opening it loads the
 * form in its place, its name field focused, so the page a manager opens every day
 * hydrates no form it does not show.
 */
export function GroupSettingsOpener(props: ComponentProps<typeof GroupSettings>) {
  const t = useTranslations("group");
  const [open, setOpen] = useState(false);
  if (open) return <LoadedGroupSettings {...props} autoFocus />;
  return (
    <section aria-labelledby="settings-title" className={`${content.paper} ${content.p2}`}>
      <h2 id="settings-title" className={`${content.h6} ${content.gutterBottom}`}>
        {t("settings")}
      </h2>
      <p className={`${content.body1} ${content.secondary} ${styles.mb2}`}>{t("settingsLead")}</p>
      <button type="button" className={buttonClass("outlined")} aria-expanded={false} onClick={() => setOpen(true)}>
        {t("openSettings")}
      </button>
    </section>
  );
}
