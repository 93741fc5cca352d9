import { listOwnSessions } from "@/server/auth/sessions";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";

/** The player's sessions, without their tokens. */
export const GET = withApi({ auth: "user" }, async ({ session }) => ({ sessions: await listOwnSessions(await getAppDb(), session.user.id, session.session.id) }));
