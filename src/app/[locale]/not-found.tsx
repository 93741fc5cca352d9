import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { currentSite } from "@/server/sites/sites";
import { MainLayout } from "@/ui/layouts/main-layout";
import plain from "@/ui/plain/plain.module.css";
import styles from "@/ui/shell/shell.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: t("title"), robots: { index: false } };
}

/**
 * Without MUI: every page loads its not-found boundary (decision 0065). Next hands it no props, so
 * it reads the site with the app's database (`currentSite()`).
 */
export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <MainLayout site={await currentSite()}>
      <div className={`${plain.stack} ${styles.notFound}`}>
        <p className={`${plain.overline} ${plain.secondary}`}>404</p>
        <h1 className={plain.h4}>{t("title")}</h1>
        <p className={plain.text}>{t("text")}</p>
        <Link href="/" className={`${plain.button} ${plain.contained}`}>
          {t("home")}
        </Link>
      </div>
    </MainLayout>
  );
}
