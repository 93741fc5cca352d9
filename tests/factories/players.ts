/**
 * Players inserted directly, for tests whose subject is not signing up: through Better Auth's own
 * internal adapter (so its ids and our database hooks, the admin role among them, apply as for a
 * real sign-up), with a verified address, the terms and privacy policy accepted, a password
 * credential and a live session. The session cookie is the one Better Auth sets for that session
 * (its name from Better Auth's own context, the value signed as Better Auth signs it), so the real
 * HTTP layer sees a signed-in player. Signing up itself keeps its own tests (auth-basics,
 * account-flows, second-factor, e2e account specs).
 */
import { runWithEndpointContext } from "@better-auth/core/context";
import type { Db } from "@/db";
import { authFor } from "@/server/auth/auth";
import { signedSessionCookie } from "@/server/auth/session-cookie";

/** The password every test player has (the same one the sign-up helpers use). */
export const PLAYER_PASSWORD = "green-pitch-42";

export interface InsertedPlayer {
  user: { id: string; email: string; name: string; role: string };
  session: { id: string; token: string; expiresAt: Date };
  /** The session cookie as Better Auth sets it: name and (URL-encoded, signed) value. */
  cookie: { name: string; value: string };
}

/** One password hash per process: hashing (scrypt) is the slow part of a sign-up, and the password is the same. */
const passwordHashes = new WeakMap<Db, Promise<string>>();

export async function insertPlayer(
  db: Db,
  email: string,
  name = "Tester",
  options: { locale?: string } = {},
): Promise<InsertedPlayer> {
  const context = await authFor(db).$context;
  const adapter = context.internalAdapter;
  let hash = passwordHashes.get(db);
  if (!hash) passwordHashes.set(db, (hash = context.password.hash(PLAYER_PASSWORD)));
  // Better Auth's gate for new users (`validateUserInfo`) asks for the endpoint it runs in: none here.
  const created = await runWithEndpointContext({ context } as never, () =>
    adapter.createUser(
      { email, name, emailVerified: true, ...(options.locale ? { locale: options.locale } : {}) },
      { method: "email-password" },
    ),
  );
  const now = new Date();
  // What the sign-up form records (the hooks only see it on the sign-up request itself).
  const user = await adapter.updateUser(created.id, { termsAcceptedAt: now, privacyAcceptedAt: now });
  await adapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await hash,
  });
  const session = await adapter.createSession(created.id);
  return {
    user: {
      id: created.id,
      email: created.email,
      name: created.name,
      role: String((user as unknown as { role: string }).role),
    },
    session: { id: session.id, token: session.token, expiresAt: session.expiresAt },
    cookie: { name: context.authCookies.sessionToken.name, value: signedSessionCookie(session.token) },
  };
}
