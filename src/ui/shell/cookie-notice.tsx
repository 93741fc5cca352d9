"use client";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { useConsent } from "../consent";
import plain from "../plain/plain.module.css";
import styles from "./shell.module.css";

/**
 * Floats above the page (fixed), so showing or hiding it never moves the content. On a phone the
 * message sits over one row of the link and the button (a stacked notice with a full-width button
 * covered a third of the page); beside each other on wider screens. Without MUI (decision 0065).
 */
export function CookieNotice() {
  const t = useTranslations("cookieNotice");
  const { answered, accept, decline } = useConsent();
  if (answered) return null;
  return (
    <section
      role="region"
      aria-label={t("moreDetails")}
      data-testid="cookie-notice"
      className={`${plain.paper} ${styles.cookieNotice}`}
    >
      <div className={styles.cookieBody}>
        <p className={styles.cookieMessage}>{t("message")}</p>
        <div className={styles.cookieActions}>
          <Link href="/docs/privacy">{t("moreDetails")}</Link>
          {/* Declining is one tap, as accepting is: only the cookies the site needs stay. */}
          <div className={styles.cookieButtons}>
            <button type="button" className={`${plain.button} ${plain.outlined}`} onClick={decline}>
              {t("decline")}
            </button>
            <button type="button" className={`${plain.button} ${plain.contained}`} onClick={accept}>
              {t("accept")}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
