"use client";
import { passkeyClient } from "@better-auth/passkey/client";
import { ssoClient } from "@better-auth/sso/client";
import { emailOTPClient, magicLinkClient, siweClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

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
