import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/constants";
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
    <Paper sx={{ p: 3, maxWidth: 480 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t("title")}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t("text")}</Typography>
      <RetryButton label={t("retry")} />
    </Paper>
  );
}
