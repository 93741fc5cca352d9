import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/constants";
import { LinkButton } from "@/ui/link-button";

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ status?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "newsletterPage" });
  return { title: t("title"), robots: { index: false } };
}

/** Where the newsletter's confirmation and unsubscribe links land. */
export default async function NewsletterPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations();
  const raw = (await searchParams).status;
  const status = raw === "confirmed" || raw === "unsubscribed" ? raw : "invalid";
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, alignItems: "flex-start" }}>
      <Typography variant="h4" component="h1">
        {t("newsletterPage.title")}
      </Typography>
      <Alert severity={status === "invalid" ? "warning" : "success"} role="status">
        {t(`newsletterPage.${status}`)}
      </Alert>
      <LinkButton variant="contained" href="/account/settings">
        {t("account.settings")}
      </LinkButton>
    </Stack>
  );
}
