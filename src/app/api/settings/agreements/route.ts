import { agreementsInput } from "@/lib/schemas/profile";
import { getAgreements, updateAgreements } from "@/server/accounts/agreements";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";

export const GET = withApi({ auth: "user" }, async ({ session }) => getAgreements(await getAppDb(), session.user.id));

export const POST = withApi({ auth: "user", body: agreementsInput }, async ({ session, body }) =>
  updateAgreements(await getAppDb(), session.user.id, body),
);
