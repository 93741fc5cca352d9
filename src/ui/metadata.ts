import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getPathname } from "@/i18n/navigation";
import { type Locale } from "@/lib/constants";
import { openGraphLocale } from "@/lib/locales";
import { currentSite } from "@/server/sites/sites";
import { loadTournament } from "@/server/tournaments/page-data";

/**
 * hreflang links for the languages of this site, x-default its default language, and the canonical
 * address of this page (decision 0013).
 */
export async function alternatesFor(locale: Locale, path: string): Promise<Metadata["alternates"]> {
  const site = await currentSite();
  const languages: Record<string, string> = {};
  for (const l of site.locales) languages[l] = getPathname({ locale: l, href: path });
  languages["x-default"] = getPathname({ locale: site.defaultLocale, href: path });
  return { canonical: getPathname({ locale, href: path }), languages };
}

/**
 * The Open Graph card of a page. A page's `openGraph` replaces its layout's whole, so every page
 * that sets a title gives the site's name, type and language (`en_US`) again, and the site's other
 * languages as alternates.
 */
export async function openGraphFor(locale: Locale, title: string, description?: string): Promise<NonNullable<Metadata["openGraph"]>> {
  const site = await currentSite();
  const t = await getTranslations({ locale, namespace: "meta" });
  return {
    type: "website",
    siteName: site.name ?? t("siteName"),
    title,
    ...(description ? { description } : {}),
    locale: openGraphLocale(locale),
    alternateLocale: site.locales.filter((l) => l !== locale).map(openGraphLocale),
  };
}

/** A page's own metadata: title, description and alternates; the layout adds the rest. */
export async function pageMetadata(options: { locale: Locale; path: string; title?: string; description?: string }): Promise<Metadata> {
  const { locale, path, title, description } = options;
  const metadata: Metadata = { alternates: await alternatesFor(locale, path) };
  if (title) {
    metadata.title = title;
    metadata.openGraph = await openGraphFor(locale, title, description);
    metadata.twitter = { title, ...(description ? { description } : {}) };
  }
  if (description) metadata.description = description;
  return metadata;
}

export type PrivateTitle = "group" | "picks" | "memberPicks" | "gamePicks" | "join" | "plusStatus" | "plusJoin" | "checkout";

/**
 * The metadata of a page only its player sees: its own translated title (with the tournament's
 * name when it belongs to one), never indexed. Group and member names stay out of the title, so a
 * shared screen or a link preview shows nothing private.
 */
export async function privatePageMetadata(locale: Locale, page: PrivateTitle, slug?: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "titles" });
  const tournament = slug ? await loadTournament(slug) : null;
  return { title: tournament ? `${t(page)} · ${tournament.name}` : t(page), robots: { index: false } };
}
