import { routes } from "@/server/api/routes";
import { removeFactor } from "@/server/auth/phone-factor";
import { withApi } from "@/server/http/with-api";

/** Removes one of my factors (phone, authenticator app, passkey) after a fresh sign-in. */
export const DELETE = withApi(routes.removeFactor, async ({ db, session, params }) => {
  await removeFactor(db, {
    userId: session.user.id,
    factorId: params.factorId,
    sessionCreatedAt: session.session.createdAt,
  });
  return { removed: true as const };
});
