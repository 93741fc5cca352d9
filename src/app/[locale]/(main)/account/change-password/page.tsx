import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requirePageUser } from "@/server/auth/page-guards";
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
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography variant="h4" component="h1">
        {t("title")}
      </Typography>
      <Typography sx={{ color: "text.secondary" }}>{t("intro")}</Typography>
      <ChangePasswordForm />
    </Stack>
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
