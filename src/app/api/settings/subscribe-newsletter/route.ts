import { setNewsletter } from "@/server/accounts/newsletter";
import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";

export const POST = withApi(routes.subscribeNewsletter, async ({ session, body }) => setNewsletter(await getAppDb(), session.user.id, body.subscribe));
