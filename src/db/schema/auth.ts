/**
 * Better Auth's tables (users, sessions, sign-in methods, verifications, two-factor, passkeys, wallets,
 * its rate limits), as its CLI generates them for our plugins, with time zones on every instant
 * and our profile fields on the user.
 */
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").default(false).notNull(),
  image: text("image"),
  createdAt: instant("created_at").defaultNow().notNull(),
  updatedAt: instant("updated_at")
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull(),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  role: text("role", { enum: ["player", "admin"] })
    .default("player")
    .notNull(),
  locale: text("locale").default("en").notNull(),
  timeZone: text("time_zone"),
  /** ISO 3166-1 alpha-2, chosen in the profile: the world table's country filter (decision 0048). */
  country: text("country"),
  newsletter: boolean("newsletter").default(false).notNull(),
  termsAcceptedAt: instant("terms_accepted_at"),
  privacyAcceptedAt: instant("privacy_accepted_at"),
  marketingAcceptedAt: instant("marketing_accepted_at"),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: instant("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: instant("created_at").defaultNow().notNull(),
    updatedAt: instant("updated_at")
      .$onUpdate(() => new Date())
      .notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: instant("access_token_expires_at"),
    refreshTokenExpiresAt: instant("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: instant("created_at").defaultNow().notNull(),
    updatedAt: instant("updated_at")
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: instant("expires_at").notNull(),
    createdAt: instant("created_at").defaultNow().notNull(),
    updatedAt: instant("updated_at")
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: instant("locked_until"),
  },
  (t) => [index("two_factor_secret_idx").on(t.secret), index("two_factor_user_id_idx").on(t.userId)],
);

export const passkey = pgTable(
  "passkey",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: instant("created_at"),
    aaguid: text("aaguid"),
  },
  (t) => [index("passkey_user_id_idx").on(t.userId), index("passkey_credential_id_idx").on(t.credentialID)],
);

/**
 * The wallets a player signs in with (Better Auth's `siwe` plugin, decision 0056): one row per
 * address and chain. The unique index makes two first sign-ins of one wallet on one chain, raced,
 * one account.
 */
export const walletAddress = pgTable(
  "wallet_address",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    chainId: integer("chain_id").notNull(),
    isPrimary: boolean("is_primary").default(false),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [
    index("wallet_address_user_id_idx").on(t.userId),
    uniqueIndex("wallet_address_address_chain_idx").on(t.address, t.chainId),
  ],
);

export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * An organisation's identity provider (OpenID Connect or SAML 2.0), as the SSO plugin stores it,
 * with its e-mail domains (comma-separated) and our own name and on/off switch (decision 0058).
 * The configurations are JSON text; the OpenID Connect one holds the client secret, which no
 * answer ever carries.
 */
export const ssoProvider = pgTable(
  "sso_provider",
  {
    id: text("id").primaryKey(),
    issuer: text("issuer").notNull(),
    oidcConfig: text("oidc_config"),
    samlConfig: text("saml_config"),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    providerId: text("provider_id").notNull().unique(),
    organizationId: text("organization_id"),
    domain: text("domain").notNull(),
    name: text("name").notNull(),
    enabled: boolean("enabled").default(true).notNull(),
    createdAt: instant("created_at").defaultNow().notNull(),
  },
  (t) => [index("sso_provider_user_id_idx").on(t.userId)],
);

/**
 * Which provider an e-mail domain belongs to: one at most, held by the primary key, so two admins
 * registering the same domain at once cannot both have it (decision 0058, addendum). Claimed by
 * `createSsoProvider` after the plugin stored the provider; the sign-in form finds providers here.
 */
export const ssoDomain = pgTable(
  "sso_domain",
  {
    domain: text("domain").primaryKey(),
    providerId: text("provider_id")
      .notNull()
      .references(() => ssoProvider.providerId, { onDelete: "cascade" }),
  },
  (t) => [index("sso_domain_provider_id_idx").on(t.providerId)],
);
