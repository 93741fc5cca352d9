import { routes } from "@/server/api/routes";
import { walletLinkNonce } from "@/server/auth/wallet-link";
import { withApi } from "@/server/http/with-api";

/** A nonce for the message that links a wallet. */
export const POST = withApi(routes.walletNonce, async ({ db, session }) =>
  walletLinkNonce(db, { userId: session.user.id, sessionCreatedAt: session.session.createdAt }),
);
