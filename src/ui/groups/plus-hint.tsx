"use client";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import styles from "./groups.module.css";

/** Why the scoring and jokers are greyed out, and where to get them. */
export function PlusHint({ slug }: { slug: string }) {
  const t = useTranslations("plus");
  return (
    <p className={styles.hint} data-testid="plus-hint">
      {t.rich("hint", { link: (chunks) => <Link href={`/${slug}/plus`}>{chunks}</Link> })}
    </p>
  );
}
