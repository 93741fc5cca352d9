"use client";
import { useTranslations } from "next-intl";
import { Checkbox } from "@/ui/plain/choice";
import styles from "./pick-sheet.module.css";

/**
 * The matchday's joker (expert mode, where the group plays with jokers): on this game, another, or
 * none. A checkbox, not a radio: ticking it here takes it from the matchday's other game, and
 * unticking it takes it back (a radio could only be moved, never removed).
 */
export function JokerEditor({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useTranslations();
  return (
    <div className={styles.jokerLabel}>
      <Checkbox label={t("picks.joker")} checked={checked} onChange={onChange} />
    </div>
  );
}
