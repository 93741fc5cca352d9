import { z } from "zod";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { getEmailReminders, setEmailReminders } from "@/server/reminders/preferences";

const notificationsInput = z.object({ emailReminders: z.boolean() }).strict();

/** `{emailReminders}` → 200 the stored preference: mails before picks lock (Plus). */
export const POST = withApi<z.infer<typeof notificationsInput>, Record<string, never>, "user">({ auth: "user", body: notificationsInput }, async ({ session, body }) =>
  setEmailReminders(await getAppDb(), session.user.id, body.emailReminders),
);

export const GET = withApi<undefined, Record<string, never>, "user">({ auth: "user" }, async ({ session }) => ({ emailReminders: await getEmailReminders(await getAppDb(), session.user.id) }));
