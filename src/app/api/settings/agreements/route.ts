import { getAgreements, updateAgreements } from "@/server/accounts/agreements";
import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";

export const GET = withApi(routes.getAgreements, async ({ db, session }) => getAgreements(db, session.user.id));

export const POST = withApi(routes.updateAgreements, async ({ db, session, body }) =>
  updateAgreements(db, session.user.id, body),
);
