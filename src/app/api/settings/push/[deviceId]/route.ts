import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { removePushDevice } from "@/server/push/subscriptions";

/** Stops push reminders on one of my devices. */
export const DELETE = withApi(routes.removePushDevice, async ({ db, session, params }) => {
  await removePushDevice(db, session.user.id, params.deviceId);
  return { removed: true as const };
});
