"use client";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/api-client";
import type { Agreements } from "@/server/accounts/agreements";
import content from "@/ui/plain/content.module.css";
import { Checkbox } from "@/ui/plain/choice";
import { Section } from "./section";
import styles from "./settings.module.css";
import { useChosen } from "./use-chosen";
import { useSettingsAction } from "./use-settings-action";

const LABELS = { terms: "agreementTerms", privacy: "agreementPrivacy", marketing: "agreementMarketing" } as const;

/** `acceptedText`: when each was accepted, written by the server (null: not accepted). */
export function AgreementsSection({
  agreements,
  acceptedText,
}: {
  agreements: Agreements;
  acceptedText: Record<keyof typeof LABELS, string | null>;
}) {
  const t = useTranslations("settings");
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
            {acceptedText[key] ? t("acceptedAt", { date: acceptedText[key] }) : t("notAccepted")}
          </p>
        </div>
      ))}
    </Section>
  );
}
