"use client";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import plain from "@/ui/plain/plain.module.css";
import { ErrorView } from "@/ui/shell/error-view";
import styles from "@/ui/shell/shell.module.css";

/** When a layout itself fails, the shell is gone: a plain header with the way home stands in for it. */
export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("meta");
  return (
    <>
      <header className={styles.appBar} style={{ position: "static" }}>
        <nav className={styles.toolbar} aria-label={t("siteName")}>
          <Link href="/" className={styles.siteName}>
            {t("siteName")}
          </Link>
        </nav>
      </header>
      <main id="main" className={`${plain.container} ${plain.lg}`}>
        <ErrorView {...props} />
      </main>
    </>
  );
}
