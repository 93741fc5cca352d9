import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { DOC_SLUGS } from "@/lib/docs";
import plain from "../plain/plain.module.css";
import styles from "./shell.module.css";

export async function Footer() {
  const t = await getTranslations();
  return (
    <footer className={styles.footer}>
      <div className={`${plain.container} ${plain.lg}`}>
        <nav aria-label={t("a11y.footerNavigation")} className={styles.footerLinks}>
          {DOC_SLUGS.map((slug) => (
            <Link key={slug} href={`/docs/${slug}`}>
              {t(`docs.${slug}`)}
            </Link>
          ))}
          <Link href="/contact">{t("nav.contact")}</Link>
        </nav>
        <p className={`${plain.body2} ${plain.secondary}`}>
          {t("footer.copyright", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
