/**
 * The organisations' identity providers, as admins manage them (decision 0058): registered through
 * the SSO plugin (which checks the configuration, and discovers an OpenID Connect provider), listed
 * without any secret, switched on and off, removed.
 */
import "server-only";
import { isAPIError } from "better-auth/api";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { account, ssoDomain, ssoProvider } from "@/db/schema";
import { authErrorCode } from "@/lib/auth-errors";
import { getEnv } from "@/lib/env";
import type { ErrorCode } from "@/lib/error-codes";
import { AppError } from "@/lib/errors";
import type { CreateSsoProviderInput, SsoProviderView } from "@/lib/schemas/sso";
import { authFor } from "@/server/auth/auth";
import { emailDomain, ssoProviderForEmail } from "@/server/auth/sso";

function authBase(): string {
  return `${getEnv().PUBLIC_URL.replace(/\/$/, "")}/api/auth`;
}

function spEntityId(providerId: string): string {
  return `${authBase()}/sso/saml2/sp/metadata?providerId=${encodeURIComponent(providerId)}`;
}

function view(row: typeof ssoProvider.$inferSelect): SsoProviderView {
  const type = row.samlConfig ? "saml" : "oidc";
  return {
    providerId: row.providerId,
    name: row.name,
    type,
    // A SAML provider's `issuer` column is our own entity ID; the identity provider's is in its configuration.
    issuer: type === "saml" ? (JSON.parse(row.samlConfig!).idpMetadata?.entityID ?? "") : row.issuer,
    domains: row.domain.split(",").map((d) => d.trim()),
    enabled: row.enabled,
    callbackUrl:
      type === "saml"
        ? `${authBase()}/sso/saml2/sp/acs/${row.providerId}`
        : `${authBase()}/sso/callback/${row.providerId}`,
    spEntityId: type === "saml" ? spEntityId(row.providerId) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSsoProviders(db: Db): Promise<SsoProviderView[]> {
  const rows = await db.select().from(ssoProvider).orderBy(asc(ssoProvider.name), asc(ssoProvider.providerId));
  return rows.map(view);
}

async function getSsoProvider(db: Db, providerId: string): Promise<SsoProviderView> {
  const [row] = await db.select().from(ssoProvider).where(eq(ssoProvider.providerId, providerId));
  if (!row) throw new AppError({ code: "error.notFound", status: 404 });
  return view(row);
}

/** Better Auth's refusals as our translated codes (a provider that could not be discovered, say). */
const PLUGIN_CODES: Record<string, { code: ErrorCode; field?: string }> = {
  discovery_untrusted_origin: { code: "error.sso.untrustedOrigin", field: "issuer" },
  discovery_private_host: { code: "error.sso.untrustedOrigin", field: "issuer" },
  discovery_not_found: { code: "error.sso.discoveryFailed", field: "issuer" },
  discovery_timeout: { code: "error.sso.discoveryFailed", field: "issuer" },
  discovery_unexpected_error: { code: "error.sso.discoveryFailed", field: "issuer" },
  discovery_invalid_json: { code: "error.sso.discoveryFailed", field: "issuer" },
  discovery_invalid_url: { code: "error.sso.discoveryFailed", field: "issuer" },
  discovery_incomplete: { code: "error.sso.discoveryFailed", field: "issuer" },
  issuer_mismatch: { code: "error.sso.discoveryFailed", field: "issuer" },
  unsupported_token_auth_method: { code: "error.sso.discoveryFailed", field: "issuer" },
};

export async function createSsoProvider(db: Db, headers: Headers, input: CreateSsoProviderInput) {
  // One provider per domain: the sign-in form must know where an address goes.
  for (const domain of input.domains) {
    if (await ssoProviderForEmail(db, `x@${domain}`))
      throw new AppError({ code: "error.sso.domainTaken", status: 409, formField: "domains", params: { domain } });
  }
  const [taken] = await db
    .select({ id: ssoProvider.id })
    .from(ssoProvider)
    .where(eq(ssoProvider.providerId, input.providerId));
  if (taken) throw new AppError({ code: "error.sso.idTaken", status: 409, formField: "providerId" });

  const body =
    input.type === "oidc"
      ? {
          providerId: input.providerId,
          name: input.name,
          domain: input.domains.join(","),
          issuer: input.issuer,
          oidcConfig: {
            clientId: input.clientId,
            clientSecret: input.clientSecret,
            scopes: ["openid", "email", "profile"],
            pkce: true,
          },
        }
      : {
          providerId: input.providerId,
          name: input.name,
          domain: input.domains.join(","),
          issuer: spEntityId(input.providerId),
          samlConfig: {
            entryPoint: input.entryPoint,
            cert: input.certificate,
            audience: spEntityId(input.providerId),
            wantAssertionsSigned: true,
            idpMetadata: { entityID: input.issuer, cert: input.certificate },
            spMetadata: { entityID: spEntityId(input.providerId) },
            // Linking to an existing account needs the identity provider to vouch for the address.
            mapping: { email: "email", emailVerified: "email_verified", name: "displayName" },
          },
        };
  try {
    await authFor(db).api.registerSSOProvider({ body: body as never, headers });
  } catch (error) {
    throw pluginRefusal(error);
  }
  await claimDomains(db, input.providerId, input.domains);
  return getSsoProvider(db, input.providerId);
}

/**
 * Gives the new provider its domains, all or none. The check above answers the common case
 * kindly; this is the rule: two registrations of one domain at once both pass the check, and the
 * primary key of `sso_domain` lets only one claim it. The other registration is removed and
 * answered as if the check had caught it.
 */
async function claimDomains(db: Db, providerId: string, domains: string[]) {
  try {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(ssoDomain)
        .values(domains.map((domain) => ({ domain, providerId })))
        .onConflictDoNothing()
        .returning({ domain: ssoDomain.domain });
      const lost = domains.find((domain) => !claimed.some((claim) => claim.domain === domain));
      if (lost)
        throw new AppError({
          code: "error.sso.domainTaken",
          status: 409,
          formField: "domains",
          params: { domain: lost },
        });
    });
  } catch (error) {
    await db.delete(ssoProvider).where(eq(ssoProvider.providerId, providerId));
    throw error;
  }
}

/** The plugin's refusal of a registration, as our translated error. */
function pluginRefusal(error: unknown): unknown {
  if (!isAPIError(error)) return error;
  const raw = (error.body as { code?: string } | undefined)?.code;
  const known = raw ? PLUGIN_CODES[raw] : undefined;
  if (known) return new AppError({ code: known.code, status: 400, formField: known.field });
  const code = authErrorCode(raw, error.statusCode);
  return new AppError({
    code: code === "error.general" && error.statusCode < 500 ? "error.sso.invalidConfiguration" : code,
    status: error.statusCode >= 500 ? 502 : error.statusCode,
  });
}

export async function setSsoProviderEnabled(db: Db, providerId: string, enabled: boolean) {
  const updated = await db
    .update(ssoProvider)
    .set({ enabled })
    .where(eq(ssoProvider.providerId, providerId))
    .returning({ id: ssoProvider.id });
  if (updated.length === 0) throw new AppError({ code: "error.notFound", status: 404 });
  return getSsoProvider(db, providerId);
}

/** Removes a provider and its sign-ins (an account keeps its other ways in). */
export async function deleteSsoProvider(db: Db, providerId: string) {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(ssoProvider)
      .where(eq(ssoProvider.providerId, providerId))
      .returning({ id: ssoProvider.id });
    if (deleted.length === 0) throw new AppError({ code: "error.notFound", status: 404 });
    await tx.delete(account).where(eq(account.providerId, providerId));
    return { deleted: true };
  });
}

/** Where the sign-in form sends an address: to its organisation's provider, when one is on. */
export async function discoverSso(db: Db, email: string) {
  const found = await ssoProviderForEmail(db, email);
  return {
    domain: emailDomain(email),
    provider: found?.enabled ? { providerId: found.providerId, name: found.name } : null,
  };
}
