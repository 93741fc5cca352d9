import "server-only";
import { getDb } from "@/db";
import { authFor } from "@/server/auth/auth";
import { publicProviders } from "@/server/auth/providers";
import { listOwnSessions, type SessionRow } from "@/server/auth/sessions";
import { getEnv } from "@/lib/env";
import { getAgreements, type Agreements } from "./agreements";
import { getNewsletterState, type NewsletterState } from "./newsletter";

export interface AccountSettings {
  agreements: Agreements;
  newsletter: NewsletterState;
  sessions: SessionRow[];
  methods: { id: string; providerId: string; accountId: string }[];
  providers: { id: string; name: string }[];
  passkeys: { id: string; name: string | null; createdAt: string | null }[];
}

/** Everything the settings page shows about the signed-in account, read on the server; none of it needs a fresh sign-in. */
export async function getAccountSettings(
  headers: Headers,
  userId: string,
  currentSessionId: string,
): Promise<AccountSettings> {
  const db = await getDb();
  const auth = authFor(db);
  const [agreements, newsletter, sessions, accounts, passkeys] = await Promise.all([
    getAgreements(db, userId),
    getNewsletterState(db, userId),
    listOwnSessions(db, userId, currentSessionId),
    auth.api.listUserAccounts({ headers }),
    auth.api.listPasskeys({ headers }),
  ]);
  const env = getEnv();
  return {
    agreements,
    newsletter,
    sessions,
    methods: accounts.map((a) => ({ id: a.id, providerId: a.providerId, accountId: a.accountId })),
    providers: publicProviders(env).map(({ id, name }) => ({ id, name })),
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name ?? null,
      createdAt: p.createdAt ? new Date(p.createdAt).toISOString() : null,
    })),
  };
}

/**
 * The ways the account can confirm it is the player's ("Confirm it's you", decision 0016), for the
 * settings pages' ConfirmIdentityProvider: its address, and whether it has a password, a wallet
 * that signs in, a passkey.
 */
export function confirmableAccount(
  email: string,
  settings: Pick<AccountSettings, "methods" | "passkeys">,
  wallets: readonly unknown[],
) {
  return {
    email,
    hasPassword: settings.methods.some((m) => m.providerId === "credential"),
    hasWallet: wallets.length > 0,
    hasPasskey: settings.passkeys.length > 0,
  };
}
