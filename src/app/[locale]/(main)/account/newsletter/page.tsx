import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/ui/link-button";
import { z } from "zod";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { optionalText } from "@/server/http/page-params";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: "newsletterPage" });
  return { title: t("title"), robots: { index: false } };
});

/** Where the newsletter's confirmation and unsubscribe links land. */
const NewsletterPage = definePage(
  { searchParams: z.object({ status: optionalText }) },
  async ({ searchParams: { status: raw } }) => {
    const t = await getTranslations();
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
  },
);
export default NewsletterPage;
