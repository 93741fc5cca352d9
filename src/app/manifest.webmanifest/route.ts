import { getTranslations } from "next-intl/server";
import { DEFAULT_LOCALE } from "@/lib/constants";
import { localePrefix, toLocale } from "@/lib/locales";
import { defineRoute } from "@/server/http/define-page";
import { resolveSite } from "@/server/sites/sites";

/**
 * The web app manifest, in the language of the page that links it (`?locale=de`): what a phone
 * shows when Callit is installed, and where the installed app opens.
 */
export const GET = defineRoute(async (db, request: Request) => {
  // Pages installed before locales became language tags ask with `?locale=ua`: that is `uk`.
  const locale = toLocale(new URL(request.url).searchParams.get("locale")) ?? DEFAULT_LOCALE;
  const t = await getTranslations({ locale, namespace: "meta" });
  const site = await resolveSite(db, request.headers.get("x-forwarded-host") ?? request.headers.get("host"));
  const siteName = site.name ?? t("siteName");
  const manifest = {
    id: "/",
    name: `${siteName} — ${site.slogan ?? t("slogan")}`,
    short_name: siteName,
    description: t("description"),
    lang: locale,
    start_url: `${localePrefix(locale)}/`,
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#ffffff",
    theme_color: "#1b7f3b",
    categories: ["sports", "games"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "content-type": "application/manifest+json", "cache-control": "public, max-age=3600" },
  });
});
