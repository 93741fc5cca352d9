import { setNewsletter } from "@/server/accounts/newsletter";
import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";

export const POST = withApi(routes.subscribeNewsletter, async ({ db, session, body }) =>
  setNewsletter(db, session.user.id, body.subscribe),
);
