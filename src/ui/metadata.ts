import "server-only";
import type { Metadata } from "next";
import { getPathname } from "@/i18n/navigation";
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, type Locale } from "@/lib/constants";

/** hreflang links for every language plus x-default, and the canonical address of this page. */
export function alternatesFor(locale: Locale, path: string): Metadata["alternates"] {
  const languages: Record<string, string> = {};
  for (const l of LOCALES) languages[LANGUAGE_TAGS[l]] = getPathname({ locale: l, href: path });
  languages["x-default"] = getPathname({ locale: DEFAULT_LOCALE, href: path });
  return { canonical: getPathname({ locale, href: path }), languages };
}

/** A page's own metadata: title, description and alternates; the layout adds the rest. */
export function pageMetadata(options: { locale: Locale; path: string; title?: string; description?: string }): Metadata {
  const { locale, path, title, description } = options;
  const metadata: Metadata = { alternates: alternatesFor(locale, path) };
  if (title) {
    metadata.title = title;
    metadata.openGraph = { title, ...(description ? { description } : {}) };
    metadata.twitter = { title, ...(description ? { description } : {}) };
  }
  if (description) metadata.description = description;
  return metadata;
}
