import { routes } from "@/server/api/routes";
import { CALENDAR_CONTENT_TYPE, tournamentCalendar } from "@/server/calendar/feeds";
import { withApi } from "@/server/http/with-api";
import { resolveSite } from "@/server/sites/sites";

export const dynamic = "force-dynamic";

/** A tournament's games as a calendar feed: in `?lang=`, else the site's default language. */
export const GET = withApi(routes.tournamentCalendar, async ({ db, params, query, request }) => {
  const locale = query.lang ?? (await resolveSite(db, request.headers.get("host"))).defaultLocale;
  const body = await tournamentCalendar(db, params.slug, locale);
  return new Response(body, {
    headers: {
      "content-type": CALENDAR_CONTENT_TYPE,
      "content-disposition": `inline; filename="${params.slug}.ics"`,
      "cache-control": "public, max-age=300",
    },
  });
});
