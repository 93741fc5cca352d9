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
export async function openGraphFor(
  locale: Locale,
  title: string,
  description?: string,
): Promise<NonNullable<Metadata["openGraph"]>> {
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

/** A page's share image (decision 0037): an address of ours (`/api/…/share.png?lang=…`) and its alt text. */
export interface ShareImage {
  url: string;
  alt: string;
}

/** The share image as Open Graph and Twitter give it: 1200×630 PNG, a large card. */
function withShareImage(metadata: Metadata, image: ShareImage | undefined): Metadata {
  if (!image) return metadata;
  const images = [{ url: image.url, width: 1200, height: 630, alt: image.alt, type: "image/png" }];
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, images },
    twitter: { ...metadata.twitter, card: "summary_large_image", images: [{ url: image.url, alt: image.alt }] },
  };
}

/** A page's own metadata: title, description and alternates; the layout adds the rest. */
export async function pageMetadata(options: {
  locale: Locale;
  path: string;
  title?: string;
  description?: string;
  image?: ShareImage;
}): Promise<Metadata> {
  const { locale, path, title, description, image } = options;
  const metadata: Metadata = { alternates: await alternatesFor(locale, path) };
  if (title) {
    metadata.title = title;
    metadata.openGraph = await openGraphFor(locale, title, description);
    metadata.twitter = { title, ...(description ? { description } : {}) };
  }
  if (description) metadata.description = description;
  return withShareImage(metadata, image);
}

/** The share image of a tournament (public) or of a group (`code`: its invitation's card), in the page's language. */
export async function shareImageOf(
  locale: Locale,
  of: { tournament: string } | { tournament: string; groupId: string; code?: string },
): Promise<ShareImage> {
  const t = await getTranslations({ locale, namespace: "share" });
  const tournament = await loadTournament(of.tournament);
  const lang = `lang=${encodeURIComponent(locale)}`;
  if (!("groupId" in of))
    return {
      url: `/api/tournaments/${of.tournament}/share.png?${lang}`,
      alt: t("altTournament", { tournament: tournament.name }),
    };
  const base = `/api/groups/${encodeURIComponent(of.groupId)}/share.png?${lang}`;
  return of.code
    ? { url: `${base}&code=${encodeURIComponent(of.code)}`, alt: t("altInvitation", { tournament: tournament.name }) }
    : { url: base, alt: t("altGroup", { tournament: tournament.name }) };
}

export type PrivateTitle =
  | "myGroups"
  | "duePicks"
  | "group"
  | "picks"
  | "bonus"
  | "memberPicks"
  | "gamePicks"
  | "join"
  | "plusStatus"
  | "plusJoin"
  | "checkout"
  | "stats"
  | "allTime";

/**
 * The metadata of a page only its player sees: its own translated title (with the tournament's
 * name when it belongs to one), never indexed. Group and member names stay out of the title, so a
 * shared screen or a link preview shows nothing private.
 */
export async function privatePageMetadata(
  locale: Locale,
  page: PrivateTitle,
  slug?: string,
  image?: ShareImage,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "titles" });
  const tournament = slug ? await loadTournament(slug) : null;
  const title = tournament ? `${t(page)} · ${tournament.name}` : t(page);
  if (!image) return { title, robots: { index: false } };
  return withShareImage(
    { title, robots: { index: false }, openGraph: await openGraphFor(locale, title), twitter: { title } },
    image,
  );
}
