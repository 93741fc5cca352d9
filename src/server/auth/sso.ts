/**
 * Enterprise single sign-on (decision 0058): the SSO plugin's options, the switch an admin turns a
 * provider off with, and what a provider may vouch for. A provider that is off sends nobody to its
 * identity provider and signs nobody in when an answer of it still arrives; its domain signs in as
 * before. A provider signs in only verified addresses of its own domains.
 */
import "server-only";
import type { SSOOptions } from "@better-auth/sso";
import { APIError, type createAuthMiddleware } from "better-auth/api";
import type { BetterAuthOptions } from "better-auth";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { ssoDomain, ssoProvider } from "@/db/schema";
import { isAddressOfDomains } from "@/lib/sso";

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The plugin's management endpoints: over HTTP nobody reaches them; our admin API calls them. */
export const SSO_MANAGEMENT_PATHS = [
  "/sso/register",
  "/sso/update-provider",
  "/sso/delete-provider",
  "/sso/providers",
  "/sso/get-provider",
  "/sso/request-domain-verification",
  "/sso/verify-domain",
];

/** The domain of an address, lower-cased. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}

/** The provider an address's domain belongs to (its claim in `sso_domain`), switched on or not. */
export async function ssoProviderForEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      providerId: ssoProvider.providerId,
      name: ssoProvider.name,
      enabled: ssoProvider.enabled,
      domain: ssoProvider.domain,
    })
    .from(ssoDomain)
    .innerJoin(ssoProvider, eq(ssoProvider.providerId, ssoDomain.providerId))
    .where(eq(ssoDomain.domain, emailDomain(email)));
  return row ?? null;
}

export function ssoOptions(): SSOOptions {
  return {
    // Only admins register providers (our admin API, decision 0058), so a provider's word that an
    // address is verified is taken: Better Auth then links a provider's sign-in to an existing
    // account only when the address is verified there, and never otherwise.
    trustEmailVerified: true,
    // A second guard besides the closed endpoints: a player can register no provider.
    providersLimit: (user) => ((user as { role?: string }).role === "admin" ? 1000 : 0),
    // An organisation's member gets an account at the first sign-in; the account page then asks
    // for the terms and the privacy policy, as for every account without them (decision 0058).
    disableImplicitSignUp: false,
    schema: {
      ssoProvider: {
        modelName: "ssoProvider",
        additionalFields: {
          name: { type: "string", required: true },
          enabled: { type: "boolean", required: false, defaultValue: true, input: false },
        },
      },
    },
    saml: {
      enableInResponseToValidation: true,
      allowIdpInitiated: false,
      requireTimestamps: true,
      clockSkew: 60_000,
      algorithms: { onDeprecated: "reject" },
    },
  };
}

type ValidateUserInfo = NonNullable<NonNullable<BetterAuthOptions["user"]>["validateUserInfo"]>;

/** Why an organisation's provider may not sign an identity in (the words the sign-in page translates). */
export const SSO_REFUSALS = {
  disabled: "SSO_PROVIDER_DISABLED",
  foreignDomain: "SSO_EMAIL_OUTSIDE_DOMAINS",
  unverified: "SSO_EMAIL_NOT_VERIFIED",
} as const;

/**
 * Better Auth's gate for every identity a provider brings (`user.validateUserInfo`): it runs before
 * a user is created, before an account is linked and before a returning sign-in gets its session,
 * for OpenID Connect and SAML alike. An organisation's provider passes only when it is still on,
 * the address is a plain address of one of the domains it holds (`sso_domain`, `isAddressOfDomains`), and the
 * provider says the address is verified. A refusal writes nothing and ends the trip on the sign-in
 * page (`?error=…`, `providerErrorCode`). Every other way in passes untouched.
 */
export function validateSsoIdentity(db: Db): ValidateUserInfo {
  return async ({ user, source }) => {
    if (source.method !== "sso-oidc" && source.method !== "sso-saml") return;
    const providerId = source.sso?.providerId ?? "";
    const [row] = await db
      .select({ enabled: ssoProvider.enabled })
      .from(ssoProvider)
      .where(eq(ssoProvider.providerId, providerId));
    if (!row?.enabled) return { error: SSO_REFUSALS.disabled, errorDescription: "This sign-in is switched off" };
    // The domains it holds (`sso_domain`), not only those it was registered with: a registration
    // that lost a domain to another at the same moment vouches for none of it.
    const held = await db
      .select({ domain: ssoDomain.domain })
      .from(ssoDomain)
      .where(eq(ssoDomain.providerId, providerId));
    if (
      !isAddressOfDomains(
        user.email,
        held.map((claim) => claim.domain),
      )
    )
      return { error: SSO_REFUSALS.foreignDomain, errorDescription: "The address is not of this provider's domains" };
    if (user.emailVerified !== true)
      return { error: SSO_REFUSALS.unverified, errorDescription: "The provider has not verified the address" };
  };
}

/**
 * Refuses to send anybody to a provider that is switched off. An answer that still arrives from
 * it (a trip started before the switch) is refused by `validateSsoIdentity`.
 */
export async function refuseSwitchedOffProvider(db: Db, ctx: Ctx): Promise<void> {
  if (ctx.path !== "/sign-in/sso") return;
  let providerId: string | null = null;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (typeof body.providerId === "string") providerId = body.providerId;
  else if (typeof body.email === "string") providerId = (await ssoProviderForEmail(db, body.email))?.providerId ?? null;
  else if (typeof body.domain === "string")
    providerId = (await ssoProviderForEmail(db, `x@${body.domain}`))?.providerId ?? null;
  if (!providerId) return;
  const [row] = await db
    .select({ enabled: ssoProvider.enabled })
    .from(ssoProvider)
    .where(eq(ssoProvider.providerId, providerId));
  if (!row || row.enabled) return;
  throw new APIError("FORBIDDEN", { code: SSO_REFUSALS.disabled, message: "This sign-in is switched off" });
}
