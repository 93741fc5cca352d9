import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/constants";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { RedirectNow } from "./redirect-now";

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
export default async function RedirectPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const target = safeRedirectPath((await searchParams).redirectTo);
  return <RedirectNow target={target} />;
}
