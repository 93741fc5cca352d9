import { CALENDAR_FEED_RATE_LIMIT } from "@/lib/constants";
import { routes } from "@/server/api/routes";
import { CALENDAR_CONTENT_TYPE, personalCalendar } from "@/server/calendar/feeds";
import { userOfCalendarToken } from "@/server/calendar/tokens";
import { clientAddress } from "@/server/http/client-address";
import { withApi } from "@/server/http/with-api";
import { consumeRateLimit } from "@/server/rate-limit/consume";

export const dynamic = "force-dynamic";

/** A player's own calendar feed; the secret in the path is the only key (404 for any other). */
export const GET = withApi(routes.personalCalendar, async ({ db, params, request }) => {
  await consumeRateLimit(db, {
    bucket: "calendar-feed",
    subject: clientAddress(request),
    ...CALENDAR_FEED_RATE_LIMIT,
  });
  const userId = await userOfCalendarToken(db, params.token);
  return new Response(await personalCalendar(db, userId), {
    headers: {
      "content-type": CALENDAR_CONTENT_TYPE,
      "content-disposition": 'inline; filename="callit.ics"',
      "cache-control": "private, no-store",
    },
  });
});
