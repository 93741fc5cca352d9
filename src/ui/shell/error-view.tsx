"use client";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Link } from "@/i18n/navigation";
import plain from "../plain/plain.module.css";
import { routeProgress } from "./route-progress";
import styles from "./shell.module.css";

/**
 * What an error boundary shows: what happened, a reference for support, and two ways on (try
 * again, or leave for the home page). Inside the app shell the header and navigation stay around
 * it. Without MUI: every page loads its error boundaries (decision 0065).
 */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errorPage");
  useEffect(() => {
    routeProgress.fail();
  }, [error]);
  return (
    <div className={`${plain.stack} ${styles.errorView}`}>
      <h1 className={plain.h4}>{t("title")}</h1>
      <p className={plain.text}>{t("text")}</p>
      {error.digest && (
        <p className={`${plain.body2} ${plain.secondary}`}>{t("reference", { digest: error.digest })}</p>
      )}
      <div className={plain.row}>
        <button type="button" className={`${plain.button} ${plain.contained}`} onClick={reset}>
          {t("retry")}
        </button>
        <Link href="/" className={`${plain.button} ${plain.outlined}`}>
          {t("home")}
        </Link>
      </div>
    </div>
  );
}
