import { routes } from "@/server/api/routes";
import { challengePhone } from "@/server/auth/phone-factor";
import { clientAddress } from "@/server/http/client-address";
import { withApi } from "@/server/http/with-api";

/** Sends a code by SMS to my unverified phone. */
export const POST = withApi(routes.challengeFactor, async ({ db, session, params, request, locale }) =>
  challengePhone(db, { userId: session.user.id, factorId: params.factorId, address: clientAddress(request), locale }),
);
