"use client";
import { useTranslations } from "next-intl";
import { useConsent } from "../consent";
import plain from "../plain/plain.module.css";

/**
 * The cookie policy's "change my answer": forgets the notice's answer, so the notice asks again
 * (decision 0089). Says what was answered, or that nothing was yet.
 */
export function CookieChoice() {
  const t = useTranslations("cookieNotice");
  const { answered, consented, reset } = useConsent();
  return (
    <p role="status">
      {t(!answered ? "unanswered" : consented ? "answeredYes" : "answeredNo")}{" "}
      {answered && (
        <button type="button" className={`${plain.button} ${plain.outlined}`} onClick={reset}>
          {t("askAgain")}
        </button>
      )}
    </p>
  );
}
