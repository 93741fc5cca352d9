import { routes } from "@/server/api/routes";
import { revokeOwnSession } from "@/server/auth/sessions";
import { withApi } from "@/server/http/with-api";

/** Signs one of the player's sessions out, by its id. */
export const DELETE = withApi(routes.revokeSession, async ({ db, session, params }) => {
  await revokeOwnSession(db, session.user.id, params.sessionId);
  return { revoked: true };
});
