import { AppError } from "@/lib/errors";
import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { listPushDevices, subscribePush } from "@/server/push/subscriptions";
import { vapidKeys } from "@/server/secrets";

/** My push devices and the key to subscribe with (decision 0051). */
export const GET = withApi(routes.getPushDevices, async ({ db, session }) => ({
  publicKey: vapidKeys()?.publicKey ?? null,
  devices: await listPushDevices(db, session.user.id),
}));

/** This browser's subscription → 200 the device; refused off the known push services. */
export const POST = withApi(routes.subscribePush, async ({ db, session, body, request }) => {
  if (!vapidKeys()) throw new AppError({ code: "error.push.off" });
  return subscribePush(db, session.user.id, body, request.headers.get("user-agent"));
});
