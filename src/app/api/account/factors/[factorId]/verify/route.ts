import { routes } from "@/server/api/routes";
import { verifyPhone } from "@/server/auth/phone-factor";
import { withApi } from "@/server/http/with-api";

/** Verifies my phone with the code it received. */
export const POST = withApi(routes.verifyFactor, async ({ db, session, params, body }) =>
  verifyPhone(db, { userId: session.user.id, factorId: params.factorId, code: body.code }),
);
