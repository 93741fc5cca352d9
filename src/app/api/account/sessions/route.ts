import { routes } from "@/server/api/routes";
import { listOwnSessions } from "@/server/auth/sessions";
import { withApi } from "@/server/http/with-api";

/** The player's sessions, without their tokens. */
export const GET = withApi(routes.listSessions, async ({ db, session }) => ({
  sessions: await listOwnSessions(db, session.user.id, session.session.id),
}));
