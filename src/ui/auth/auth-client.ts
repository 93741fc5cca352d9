"use client";
import { passkeyClient } from "@better-auth/passkey/client";
import { ssoClient } from "@better-auth/sso/client";
import { emailOTPClient, magicLinkClient, siweClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { AppError, appErrorFromBody } from "@/lib/errors";

function create(locale: string) {
  return createAuthClient({
    basePath: "/api/auth",
    fetchOptions: { headers: { "x-callit-locale": locale } },
    plugins: [twoFactorClient(), magicLinkClient(), emailOTPClient(), passkeyClient(), siweClient(), ssoClient()],
  });
}

export type AuthClient = ReturnType<typeof create>;

const clients = new Map<string, AuthClient>();

/** One client per language, so that mails and errors come back in the page's language. */
export function getAuthClient(locale: string): AuthClient {
  let client = clients.get(locale);
  if (!client) {
    client = create(locale);
    clients.set(locale, client);
  }
  return client;
}

type Result<T> = { data: T | null; error: ({ status: number } & Record<string, unknown>) | null };

/** Better Auth's client answers { data, error }; ours throws the application error. */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  let result: Result<T>;
  try {
    result = await call;
  } catch {
    throw new AppError({ code: "error.network" });
  }
  if (result.error) throw appErrorFromBody(result.error, result.error.status ?? 500);
  return result.data as T;
}

/** After a sign-in: a full navigation, so that every server-rendered part sees the new session. */
export function goAfterSignIn(redirectTo: string) {
  window.location.assign(redirectTo);
}
