import "server-only";
import type { Env } from "@/lib/env";

/**
 * Sign-in providers switched on by configuration only: Google, Apple, Facebook, and any OpenID
 * Connect provider (OIDC_ID, OIDC_NAME, OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET).
 */
export function configuredProviders(env: Env) {
  // A provider signs up a new player only when asked to (`requestSignUp`), which the sign-up form
  // does with the terms and privacy policy accepted (decision 0016): never implicitly.
  const social: Record<string, { clientId: string; clientSecret: string; disableImplicitSignUp: true }> = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)
    social.google = {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      disableImplicitSignUp: true,
    };
  if (env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET)
    social.apple = {
      clientId: env.APPLE_CLIENT_ID,
      clientSecret: env.APPLE_CLIENT_SECRET,
      disableImplicitSignUp: true,
    };
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET)
    social.facebook = {
      clientId: env.FACEBOOK_CLIENT_ID,
      clientSecret: env.FACEBOOK_CLIENT_SECRET,
      disableImplicitSignUp: true,
    };
  const oidc =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? [
          {
            providerId: env.OIDC_ID,
            discoveryUrl: `${env.OIDC_ISSUER.replace(/\/$/, "")}/.well-known/openid-configuration`,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            scopes: ["openid", "email", "profile"],
            pkce: true,
            disableImplicitSignUp: true,
          },
        ]
      : [];
  return {
    social,
    oidc,
    /** Providers whose e-mail we trust enough to link to an existing account of that address. */
    trusted: [...Object.keys(social), ...oidc.map((o) => o.providerId), "email-password"],
  };
}

/** What the sign-in page offers: id and display name, never secrets. */
export function publicProviders(env: Env): { id: string; name: string; kind: "social" | "oidc" }[] {
  const { social, oidc } = configuredProviders(env);
  const names: Record<string, string> = { google: "Google", apple: "Apple", facebook: "Facebook" };
  return [
    ...Object.keys(social).map((id) => ({ id, name: names[id] ?? id, kind: "social" as const })),
    ...oidc.map((o) => ({ id: o.providerId, name: env.OIDC_NAME, kind: "oidc" as const })),
  ];
}
