"use client";
import { useFormatter, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/api-client";
import type { Agreements } from "@/server/accounts/agreements";
import content from "@/ui/plain/content.module.css";
import { Checkbox } from "@/ui/plain/choice";
import { Section } from "./section";
import styles from "./settings.module.css";
import { useChosen } from "./use-chosen";
import { useSettingsAction } from "./use-settings-action";

const LABELS = { terms: "agreementTerms", privacy: "agreementPrivacy", marketing: "agreementMarketing" } as const;

export function AgreementsSection({ agreements }: { agreements: Agreements }) {
  const t = useTranslations("settings");
  const format = useFormatter();
  const { run, pending, locale } = useSettingsAction();
  const { shown, choose, forget } = useChosen({
    terms: agreements.terms.accepted,
    privacy: agreements.privacy.accepted,
    marketing: agreements.marketing.accepted,
  });
  return (
    <Section title={t("agreements")}>
      {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((key) => (
        <div key={key} className={styles.column}>
          <Checkbox
            checked={shown[key]}
            disabled={pending}
            onChange={(checked) => {
              choose({ [key]: checked });
              void run(() => apiFetch("/api/settings/agreements", { body: { [key]: checked }, locale })).then(
                (ok) => ok || forget(),
              );
            }}
            label={t(LABELS[key])}
          />
          <p className={`${content.body2} ${content.secondary} ${styles.hint}`}>
            {agreements[key].at
              ? t("acceptedAt", {
                  date: format.dateTime(new Date(agreements[key].at!), { dateStyle: "medium", timeStyle: "short" }),
                })
              : t("notAccepted")}
          </p>
        </div>
      ))}
    </Section>
  );
}
