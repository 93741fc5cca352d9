import { getTranslations } from "next-intl/server";
import { hasLocale } from "next-intl";
import { routing } from "@/i18n/routing";
import { LANGUAGE_TAGS, type Locale } from "@/lib/constants";
import { getAppDb } from "@/server/db";
import { resolveSite } from "@/server/sites/sites";

/**
 * The web app manifest, in the language of the page that links it (`?locale=de`): what a phone
 * shows when Callit is installed, and where the installed app opens.
 */
export async function GET(request: Request) {
  const asked = new URL(request.url).searchParams.get("locale");
  const locale: Locale = asked && hasLocale(routing.locales, asked) ? asked : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: "meta" });
  const site = await resolveSite(await getAppDb(), request.headers.get("x-forwarded-host") ?? request.headers.get("host"));
  const siteName = site.name ?? t("siteName");
  const prefix = locale === routing.defaultLocale ? "" : `/${locale}`;
  const manifest = {
    id: "/",
    name: `${siteName} — ${site.slogan ?? t("slogan")}`,
    short_name: siteName,
    description: t("description"),
    lang: LANGUAGE_TAGS[locale],
    start_url: `${prefix}/`,
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
  return new Response(JSON.stringify(manifest), { headers: { "content-type": "application/manifest+json", "cache-control": "public, max-age=3600" } });
}
