import "./fonts.css";
// The theme's colours as CSS variables and the base styles, one cached stylesheet (decision 0065).
import "@/ui/theme.generated.css";
import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { shellMessages } from "@/i18n/client-messages";
import { CONSENT_COOKIE, consentAnswer, type Locale } from "@/lib/constants";
import { getEnv } from "@/lib/env";
import { cspNonce } from "@/server/http/csp-nonce";
import { defineLayout } from "@/server/http/define-page";
import { currentSite } from "@/server/sites/sites";
import { alternatesFor, openGraphFor } from "@/ui/metadata";
import { RefreshCoordinator } from "@/ui/refresh";
import { AuthSync } from "@/ui/auth/auth-sync";
import { Providers } from "@/ui/providers";
import { Analytics } from "@/ui/shell/analytics";
import { ColorSchemeScript } from "@/ui/shell/color-scheme-script";
import { CookieNotice } from "@/ui/shell/cookie-notice";
import { ServiceWorker } from "@/ui/shell/service-worker";
import { RouteProgressBar, RouteProgressWatcher } from "@/ui/shell/route-progress";
import { TimeZoneSync } from "@/ui/shell/time-zone-sync";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The Roboto files a page in this language draws its text with, preloaded (fonts.css: `optional`, no swap). */
const FONT_SUBSETS: Partial<Record<Locale, string[]>> = {
  uk: ["cyrillic"],
  pl: ["latin-ext"],
  lt: ["latin-ext"],
  lv: ["latin-ext"],
};

export const viewport: Viewport = {
  // The bottom navigation pads itself by the safe area (env(safe-area-inset-*)), the shell by its sides.
  viewportFit: "cover",
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#1b7f3b" },
    { media: "(prefers-color-scheme: dark)", color: "#0f1411" },
  ],
};

export const generateMetadata = defineLayout(async ({ locale, db }): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: "meta" });
  const site = await currentSite(db);
  const siteName = site.name ?? t("siteName");
  const title = `${siteName} — ${site.slogan ?? t("slogan")}`;
  const description = t("description");
  return {
    metadataBase: new URL(getEnv().PUBLIC_URL),
    applicationName: siteName,
    title: { default: title, template: site.name ? `%s · ${site.name}` : t("titleTemplate", { title: "%s" }) },
    description,
    alternates: await alternatesFor(locale, "/"),
    openGraph: await openGraphFor(locale, title, description),
    twitter: { card: "summary", title, description },
    manifest: `/manifest.webmanifest?locale=${locale}`,
    icons: {
      icon: [{ url: "/icons/favicon-32.png", sizes: "32x32", type: "image/png" }],
      apple: "/icons/apple-touch-icon.png",
    },
    appleWebApp: { capable: true, title: siteName, statusBarStyle: "default" },
  };
});

export default defineLayout<ReactNode, Props>(async ({ locale, db, props: { children } }) => {
  const env = getEnv();
  const site = await currentSite(db);
  // Known on the server, so the cookie notice never flashes in or out after load.
  const consent = consentAnswer((await cookies()).get(CONSENT_COOKIE.name)?.value);
  const nonce = await cspNonce();
  for (const subset of ["latin", ...(FONT_SUBSETS[locale] ?? [])]) {
    preload(`/fonts/roboto/roboto-${subset}-wght-normal.woff2`, { as: "font", type: "font/woff2", crossOrigin: "" });
  }
  return (
    <html lang={locale} suppressHydrationWarning>
      <body>
        <ColorSchemeScript nonce={nonce} />
        <NextIntlClientProvider messages={await shellMessages()}>
          <Providers initialConsent={consent}>
            <RouteProgressWatcher />
            <RefreshCoordinator />
            <AuthSync />
            <TimeZoneSync />
            <RouteProgressBar />
            {children}
            <CookieNotice />
            <Analytics
              gtmId={site.gtmId}
              gaId={site.gaId}
              nonce={nonce}
              allowedByPolicy={consent === CONSENT_COOKIE.accepted}
            />
            <ServiceWorker enabled={env.NODE_ENV === "production"} locale={locale} />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
});
