import { routes } from "@/server/api/routes";
import { calendarLinks } from "@/server/calendar/links";
import { calendarTokenStatus, createCalendarToken, revokeCalendarToken } from "@/server/calendar/tokens";
import { withApi } from "@/server/http/with-api";

/** Whether my calendar feed is on. */
export const GET = withApi(routes.getCalendarLink, async ({ db, session }) => calendarTokenStatus(db, session.user.id));

/** A new secret address for my feed (the old one stops working); shown this once. */
export const POST = withApi(routes.createCalendarLink, async ({ db, session }) => {
  const { token, createdAt } = await createCalendarToken(db, session.user.id);
  return { ...calendarLinks(token), createdAt: createdAt.toISOString() };
});

/** Turns my feed off. */
export const DELETE = withApi(routes.revokeCalendarLink, async ({ db, session }) => {
  await revokeCalendarToken(db, session.user.id);
  return { revoked: true as const };
});
