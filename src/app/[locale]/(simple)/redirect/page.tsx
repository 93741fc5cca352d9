import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/constants";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { RedirectNow } from "./redirect-now";
import { ClientMessages } from "@/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ redirectTo?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "redirect" });
  return { title: t("title"), robots: { index: false } };
}

/**
 * Landing after e-mail links and provider sign-in: Better Auth has already set the session
 * cookie; this page tells the other tabs and goes on to `redirectTo`, a same-site path only.
 */
async function RedirectPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const target = safeRedirectPath((await searchParams).redirectTo);
  return <RedirectNow target={target} />;
}

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof RedirectPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["redirect"]}>
      <RedirectPage {...props} />
    </ClientMessages>
  );
}
