import { routes } from "@/server/api/routes";
import { removeWallet } from "@/server/auth/wallet-link";
import { withApi } from "@/server/http/with-api";

/** Removes a wallet from my account after a fresh sign-in, unless it is my last way in. */
export const DELETE = withApi(routes.removeWallet, async ({ db, session, params }) => {
  await removeWallet(db, {
    userId: session.user.id,
    walletId: params.walletId,
    sessionCreatedAt: session.session.createdAt,
  });
  return { removed: true as const };
});
