import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/ui/metadata";
import { QueryProvider } from "@/ui/query-provider";
import { ContactForm } from "./_components/contact-form";
import { ClientMessages } from "@/i18n/client-messages";
import { defineMetadata, definePage } from "@/server/http/define-page";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: "contact" });
  return pageMetadata({ locale, path: "/contact", title: t("title"), description: t("intro") });
});

const ContactPage = definePage({}, async ({}) => {
  const t = await getTranslations("contact");
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        {t("title")}
      </Typography>
      <Typography sx={{ color: "text.secondary" }}>{t("intro")}</Typography>
      <QueryProvider>
        <ContactForm />
      </QueryProvider>
    </Stack>
  );
});

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof ContactPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["contact", "error"]}>
      <ContactPage {...props} />
    </ClientMessages>
  );
}
