import { z } from "zod";
import { commaList } from "./form-values";
import { TEXT_LIMITS } from "./limits";
import { lineText } from "./text";

/** An e-mail domain an organisation owns (`example.com`), lower-cased. */
export const ssoDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/);

const MAX_DOMAINS = 20;

const common = {
  /** In the callback URLs: lower-case letters, digits and dashes. */
  providerId: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/),
  name: lineText(TEXT_LIMITS.ssoName),
  domains: z.array(ssoDomain).min(1).max(MAX_DOMAINS),
};

const pem = z
  .string()
  .trim()
  .min(64)
  .max(20_000)
  .regex(/-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/);

/** What an admin registers: an OpenID Connect or a SAML 2.0 identity provider. */
const oidc = z.object({
  type: z.literal("oidc"),
  ...common,
  issuer: z.url({ protocol: /^https?$/ }).max(500),
  clientId: z.string().trim().min(1).max(500),
  clientSecret: z.string().min(1).max(2000),
});
const saml = z.object({
  type: z.literal("saml"),
  ...common,
  /** The identity provider's entity ID. */
  issuer: z.string().trim().min(1).max(500),
  entryPoint: z.url({ protocol: /^https?$/ }).max(2000),
  certificate: pem,
});

export const createSsoProviderInput = z.discriminatedUnion("type", [oidc, saml]);
export type CreateSsoProviderInput = z.infer<typeof createSsoProviderInput>;

/**
 * The admin's form as typed (every field a text, the domains comma-separated); parsed, it is the
 * body `createSsoProviderInput` takes, without the other type's fields.
 */
export const ssoProviderForm = z.discriminatedUnion("type", [
  oidc.extend({ domains: commaList(ssoDomain, { min: 1, max: MAX_DOMAINS }) }),
  saml.extend({ domains: commaList(ssoDomain, { min: 1, max: MAX_DOMAINS }) }),
]);
export interface SsoFormValues {
  type: "oidc" | "saml";
  providerId: string;
  name: string;
  domains: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  entryPoint: string;
  certificate: string;
}

export const updateSsoProviderInput = z.object({ enabled: z.boolean() });

export const ssoDiscoverInput = z.object({ email: z.string().trim().max(254).pipe(z.email()) });

/** A provider as the admin API answers it: never a secret. */
export interface SsoProviderView {
  providerId: string;
  name: string;
  type: "oidc" | "saml";
  issuer: string;
  domains: string[];
  enabled: boolean;
  /** Where the identity provider sends its answer (to configure there). */
  callbackUrl: string;
  /** SAML: our service provider's entity ID and metadata URL. */
  spEntityId: string | null;
  createdAt: string;
}
