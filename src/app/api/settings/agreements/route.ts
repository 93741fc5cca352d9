import { getAgreements, updateAgreements } from "@/server/accounts/agreements";
import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";

export const GET = withApi(routes.getAgreements, async ({ session }) => getAgreements(await getAppDb(), session.user.id));

export const POST = withApi(routes.updateAgreements, async ({ session, body }) => updateAgreements(await getAppDb(), session.user.id, body));
