import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requirePageUser } from "@/server/auth/page-guards";
import content from "@/ui/plain/content.module.css";
import { SnackbarHost } from "@/ui/snackbar";
import { ChangePasswordForm } from "./change-password-form";
import { ClientMessages } from "@/i18n/client-messages";
import { defineMetadata, definePage } from "@/server/http/define-page";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: "changePassword" });
  return { title: t("title"), robots: { index: false } };
});

const ChangePasswordPage = definePage({}, async ({ locale }) => {
  await requirePageUser(locale, "/account/change-password");
  const t = await getTranslations("changePassword");
  return (
    <>
      <div className={`${content.stack2} ${content.flush}`} style={{ maxWidth: 480 }}>
        <h1 className={content.h4}>{t("title")}</h1>
        <p className={`${content.body1} ${content.secondary}`}>{t("intro")}</p>
        <ChangePasswordForm />
      </div>
      <SnackbarHost onDemand />
    </>
  );
});

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof ChangePasswordPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["account", "changePassword", "error"]}>
      <ChangePasswordPage {...props} />
    </ClientMessages>
  );
}
