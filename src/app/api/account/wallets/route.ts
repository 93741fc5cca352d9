import { routes } from "@/server/api/routes";
import { linkWallet, listWallets } from "@/server/auth/wallet-link";
import { withApi } from "@/server/http/with-api";

/** My wallets. */
export const GET = withApi(routes.listWallets, async ({ db, session }) => ({
  wallets: await listWallets(db, session.user.id),
}));

/** Links the wallet that signed the message to my account. */
export const POST = withApi(routes.linkWallet, async ({ db, session, body }) =>
  linkWallet(db, {
    userId: session.user.id,
    sessionCreatedAt: session.session.createdAt,
    message: body.message,
    signature: body.signature,
  }),
);
