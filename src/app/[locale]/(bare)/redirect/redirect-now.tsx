"use client";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { announceAuthChange } from "@/ui/auth/auth-sync";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { LinearProgress } from "@/ui/plain/progress";

/** Tells the other tabs and goes on to `target`; meanwhile a title, a LinearProgress and a link, without MUI (decision 0068). */
export function RedirectNow({ target }: { target: string }) {
  const t = useTranslations("redirect");
  useEffect(() => {
    announceAuthChange("signedIn");
    window.location.replace(target);
  }, [target]);
  return (
    <div className={`${content.stack2} ${content.flush} ${content.center} ${content.textCenter}`}>
      <h1 className={content.h5}>{t("title")}</h1>
      <LinearProgress label={t("title")} style={{ width: 200 }} />
      <a href={target} className={buttonClass("text")}>
        {t("continue")}
      </a>
    </div>
  );
}
