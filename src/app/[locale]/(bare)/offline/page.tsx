import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import plain from "@/ui/plain/plain.module.css";
import { RetryButton } from "./retry-button";
import { defineMetadata, definePage } from "@/server/http/define-page";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: "offline" });
  return { title: t("title"), robots: { index: false } };
});

/** What the installed app shows when a page cannot load (cached by the service worker). */
const OfflinePage = definePage({}, async ({}) => {
  const t = await getTranslations("offline");
  return (
    <div className={plain.paper} style={{ padding: 24, maxWidth: 480 }}>
      <h1 className={`${plain.h5} ${plain.gutterBottom}`}>{t("title")}</h1>
      <p className={plain.text} style={{ marginBottom: 16 }}>
        {t("text")}
      </p>
      <RetryButton label={t("retry")} />
    </div>
  );
});
export default OfflinePage;
