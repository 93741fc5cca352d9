"use client";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/api-client";
import type { NewsletterState } from "@/server/accounts/newsletter";
import { Alert } from "@/ui/plain/alert";
import { Switch } from "@/ui/plain/toggles";
import { Section } from "./section";
import { useChosen } from "./use-chosen";
import { useSettingsAction } from "./use-settings-action";

/** `mailSent`: the server sends e-mail, so a pending subscription has a link to follow. */
export function NewsletterSection({ state, mailSent }: { state: NewsletterState; mailSent: boolean }) {
  const t = useTranslations("settings");
  const { run, pending, locale } = useSettingsAction();
  const { shown, choose, forget } = useChosen({ on: state === "confirmed" || state === "pending" });
  return (
    <Section title={t("newsletter")}>
      <Switch
        checked={shown.on}
        disabled={pending}
        onChange={(subscribe) => {
          choose({ on: subscribe });
          void run(() => apiFetch("/api/settings/subscribe-newsletter", { body: { subscribe }, locale })).then(
            (ok) => ok || forget(),
          );
        }}
        label={t("newsletterLabel")}
      />
      {state === "pending" && <Alert>{t(mailSent ? "newsletterPending" : "newsletterNoMail")}</Alert>}
      {state === "confirmed" && <Alert severity="success">{t("newsletterConfirmed")}</Alert>}
    </Section>
  );
}
