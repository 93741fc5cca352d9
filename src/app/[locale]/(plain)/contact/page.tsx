import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/ui/metadata";
import content from "@/ui/plain/content.module.css";
import { SnackbarHost } from "@/ui/snackbar";
import { walletOfEmail } from "@/lib/wallet";
import { getPageSession } from "@/server/auth/page-guards";
import { ContactForm } from "./_components/contact-form";
import { ClientMessages } from "@/i18n/client-messages";
import { defineMetadata, definePage } from "@/server/http/define-page";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: "contact" });
  return pageMetadata({ locale, path: "/contact", title: t("title"), description: t("intro") });
});

/**
 * The contact form, drawn without MUI (decision 0077); an error no field names shows in a snackbar.
 * A signed-in player finds their name and address filled in (not a wallet account's placeholder).
 */
const ContactPage = definePage({}, async ({}) => {
  const t = await getTranslations("contact");
  const session = await getPageSession();
  const from = session && {
    name: session.user.name,
    email: walletOfEmail(session.user.email) ? "" : session.user.email,
  };
  return (
    <>
      <div className={`${content.stack2} ${content.flush}`} style={{ maxWidth: 640 }}>
        <h1 className={content.h4}>{t("title")}</h1>
        <p className={`${content.body1} ${content.secondary}`}>{t("intro")}</p>
        <ContactForm from={from || undefined} />
      </div>
      <SnackbarHost onDemand />
    </>
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
