import { routes } from "@/server/api/routes";
import { listOwnSessions } from "@/server/auth/sessions";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";

/** The player's sessions, without their tokens. */
export const GET = withApi(routes.listSessions, async ({ session }) => ({
  sessions: await listOwnSessions(await getAppDb(), session.user.id, session.session.id),
}));
