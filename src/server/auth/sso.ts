/**
 * Enterprise single sign-on (decision 0058): the SSO plugin's options, and the switch an admin
 * turns a provider off with. A provider that is off sends nobody to its identity provider and
 * signs nobody in when an answer of it still arrives; its domain signs in as before.
 */
import "server-only";
import type { SSOOptions } from "@better-auth/sso";
import { APIError, type createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { ssoProvider } from "@/db/schema";

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Where a provider's answer arrives (the endpoints' paths; the id is their parameter). */
const CALLBACK_PATHS = new Set(["/sso/callback/:providerId", "/sso/saml2/sp/acs/:providerId"]);

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

/** The provider registered for an address's domain, switched on or not. */
export async function ssoProviderForEmail(db: Db, email: string) {
  const domain = emailDomain(email);
  const rows = await db
    .select({
      providerId: ssoProvider.providerId,
      name: ssoProvider.name,
      enabled: ssoProvider.enabled,
      domain: ssoProvider.domain,
    })
    .from(ssoProvider);
  return rows.find((row) => row.domain.split(",").some((d) => d.trim().toLowerCase() === domain)) ?? null;
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

/**
 * Refuses a sign-in through a provider that is switched off: before the trip to the identity
 * provider, and when its answer comes back (a trip started before the switch).
 */
export async function refuseSwitchedOffProvider(db: Db, ctx: Ctx): Promise<void> {
  let providerId: string | null = null;
  let callback = false;
  if (ctx.path === "/sign-in/sso") {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    if (typeof body.providerId === "string") providerId = body.providerId;
    else if (typeof body.email === "string")
      providerId = (await ssoProviderForEmail(db, body.email))?.providerId ?? null;
    else if (typeof body.domain === "string")
      providerId = (await ssoProviderForEmail(db, `x@${body.domain}`))?.providerId ?? null;
  } else if (CALLBACK_PATHS.has(ctx.path)) {
    const param = (ctx.params as Record<string, unknown> | undefined)?.providerId;
    providerId = typeof param === "string" ? param : null;
    callback = true;
  }
  if (!providerId) return;
  const [row] = await db
    .select({ enabled: ssoProvider.enabled })
    .from(ssoProvider)
    .where(eq(ssoProvider.providerId, providerId));
  if (!row || row.enabled) return;
  if (callback) throw ctx.redirect("/account?error=SSO_PROVIDER_DISABLED");
  throw new APIError("FORBIDDEN", { code: "SSO_PROVIDER_DISABLED", message: "This sign-in is switched off" });
}
