import { routes } from "@/server/api/routes";
import { removePhone } from "@/server/auth/phone-factor";
import { withApi } from "@/server/http/with-api";

/** Removes my phone factor after a fresh sign-in. */
export const DELETE = withApi(routes.removeFactor, async ({ db, session, params }) => {
  await removePhone(db, {
    userId: session.user.id,
    factorId: params.factorId,
    sessionCreatedAt: session.session.createdAt,
  });
  return { removed: true as const };
});
