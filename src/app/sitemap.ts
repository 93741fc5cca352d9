import type { MetadataRoute } from "next";
import { getPathname } from "@/i18n/navigation";
import { type Locale } from "@/lib/constants";
import { DOC_SLUGS } from "@/lib/docs";
import { getEnv } from "@/lib/env";
import { defineRoute } from "@/server/http/define-page";
import { currentSite } from "@/server/sites/sites";
import { listAllTournaments } from "@/server/tournaments/queries";

// Read from the database on request: the build never opens it.
export const dynamic = "force-dynamic";

/** Every public page in every language of this site, each naming its translations. */
export default defineRoute(async (db): Promise<MetadataRoute.Sitemap> => {
  const base = getEnv().PUBLIC_URL;
  const { locales } = await currentSite(db);
  const tournaments = await listAllTournaments(db);
  const paths = [
    "/",
    "/contact",
    ...DOC_SLUGS.map((slug) => `/docs/${slug}`),
    ...tournaments.flatMap((t) => [`/${t.slug}`, `/${t.slug}/schedule`, `/${t.slug}/help`, `/${t.slug}/plus`]),
  ];
  const url = (locale: Locale, path: string) => `${base}${getPathname({ locale, href: path })}`;
  return paths.flatMap((path) =>
    locales.map((locale) => ({
      url: url(locale, path),
      alternates: { languages: Object.fromEntries(locales.map((other) => [other, url(other, path)])) },
    })),
  );
});
