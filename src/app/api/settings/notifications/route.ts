import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { getReminderPreferences, setReminderPreferences } from "@/server/reminders/preferences";

/** `{emailReminders?, leadHours?}` → 200 the stored preferences; the lead time is Plus only (403). */
export const POST = withApi(routes.updateNotifications, async ({ db, session, body }) =>
  setReminderPreferences(db, session.user.id, body),
);

export const GET = withApi(routes.getNotifications, async ({ db, session }) =>
  getReminderPreferences(db, session.user.id),
);
