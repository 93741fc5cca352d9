"use client";
import { useTranslations } from "next-intl";
import { Radio } from "@/ui/plain/choice";
import styles from "./pick-sheet.module.css";

/** The matchday's joker (expert mode, where the group plays with jokers): on this game or another. */
export function JokerEditor({ checked, onChoose }: { checked: boolean; onChoose: () => void }) {
  const t = useTranslations();
  return <Radio small label={t("picks.joker")} checked={checked} onChoose={onChoose} className={styles.jokerLabel} />;
}
