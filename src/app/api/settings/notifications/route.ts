import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { getEmailReminders, setEmailReminders } from "@/server/reminders/preferences";

/** `{emailReminders}` → 200 the stored preference: mails before picks lock (Plus). */
export const POST = withApi(routes.updateNotifications, async ({ session, body }) => setEmailReminders(await getAppDb(), session.user.id, body.emailReminders));

export const GET = withApi(routes.getNotifications, async ({ session }) => ({
  emailReminders: await getEmailReminders(await getAppDb(), session.user.id),
}));
