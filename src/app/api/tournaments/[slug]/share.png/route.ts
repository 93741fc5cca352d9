import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { tournamentCard } from "@/server/share/cards";
import { renderShareImage, SHARE_IMAGE } from "@/server/share/share-image";
import { resolveSite } from "@/server/sites/sites";

export const dynamic = "force-dynamic";

/** A tournament's share image (public): in `?lang=`, else the site's default language. */
export const GET = withApi(routes.tournamentShareImage, async ({ db, params, query, request }) => {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  const locale = query.lang ?? (await resolveSite(db, host)).defaultLocale;
  const png = await renderShareImage(await tournamentCard(db, params.slug, locale, host));
  return new Response(png, {
    headers: {
      "content-type": SHARE_IMAGE.contentType,
      // Shared caches keep it a day; a renamed tournament shows within an hour in browsers.
      "cache-control": "public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400",
    },
  });
});
