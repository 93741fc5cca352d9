import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/constants";
import plain from "@/ui/plain/plain.module.css";
import { RetryButton } from "./retry-button";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "offline" });
  return { title: t("title"), robots: { index: false } };
}

/** What the installed app shows when a page cannot load (cached by the service worker). */
export default async function OfflinePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
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
}
