import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Alert } from "@/ui/plain/alert";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { z } from "zod";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { optionalText } from "@/server/http/page-params";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: "newsletterPage" });
  return { title: t("title"), robots: { index: false } };
});

/** Where the newsletter's confirmation and unsubscribe links land. Drawn by the server without MUI (decision 0068). */
const NewsletterPage = definePage(
  { searchParams: z.object({ status: optionalText }) },
  async ({ searchParams: { status: raw } }) => {
    const t = await getTranslations();
    const status = raw === "confirmed" || raw === "unsubscribed" ? raw : "invalid";
    return (
      <div className={`${content.stack2} ${content.flush} ${content.start} ${content.maxWidth640}`}>
        <h1 className={content.h4}>{t("newsletterPage.title")}</h1>
        <Alert severity={status === "invalid" ? "warning" : "success"} role="status">
          {t(`newsletterPage.${status}`)}
        </Alert>
        <ButtonLink variant="contained" href="/account/settings">
          {t("account.settings")}
        </ButtonLink>
      </div>
    );
  },
);
export default NewsletterPage;
