import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { signedInTarget } from "@/lib/safe-redirect";
import { RedirectNow } from "./redirect-now";
import { ClientMessages } from "@/i18n/client-messages";
import { z } from "zod";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { optionalText } from "@/server/http/page-params";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: "redirect" });
  return { title: t("title"), robots: { index: false } };
});

/**
 * Landing after e-mail links and provider sign-in: Better Auth has already set the session
 * cookie (and the profile's language in the locale cookie); this page tells the other tabs and goes
 * on to `redirectTo`, a same-site path only, without its language segment so that the proxy
 * answers it in the profile's language.
 */
const RedirectPage = definePage(
  { searchParams: z.object({ redirectTo: optionalText }) },
  async ({ searchParams: { redirectTo } }) => {
    const target = signedInTarget(redirectTo);
    return <RedirectNow target={target} />;
  },
);

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof RedirectPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["redirect"]}>
      <RedirectPage {...props} />
    </ClientMessages>
  );
}
