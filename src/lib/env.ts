/**
 * Configuration: the only reader of process.env. Validated once, on first use (start-up calls it
 * from instrumentation), and a bad variable stops the start with a message that names it.
 */
import { z } from "zod";

const booleanFlag = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no", ""])
  .transform((v) => ["1", "true", "on", "yes"].includes(v));

const emailList = z
  .string()
  .transform((v) =>
    v
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** The address the server binds: `localhost` for `npm start`, `0.0.0.0` in a container. */
  HOST: z.string().min(1).default("localhost"),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAILS: emailList.default([]),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Callit <no-reply@callit.local>"),
  DEMO: booleanFlag.optional(),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-XXXXXXX")
    .optional(),
  GA_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  OIDC_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes")
    .default("oidc"),
  OIDC_NAME: z.string().min(1).default("OpenID Connect"),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** Avatars and other files in S3-compatible storage instead of DATA_DIR. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("auto"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The ad network's page key; without it no ad slot is drawn. */
  ADS_PAGE_KEY: z.string().min(1).optional(),
  /** The ad slots in use ("the slot list is named ads"): comma-separated names of `AD_SLOTS`. */
  ADS: z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(["top", "standings", "schedule"])))
    .default([]),
  /** The top placement is shown on public pages too (otherwise only to signed-in players). */
  ADS_TOP_PUBLIC: booleanFlag.default(false),
  /** The network's loader script, loaded only after cookie consent. */
  ADS_SCRIPT_URL: z.url().optional(),
  /** Payments through Stripe Checkout; without a key, the built-in sandbox (test mode) takes them. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, "must be a Stripe secret key (sk_…)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, "must be a Stripe webhook secret (whsec_…)").optional(),
  /** Stripe's API address; tests point it at a local stand-in. */
  STRIPE_API_BASE: z.url().default("https://api.stripe.com"),
  /** How long one call to Stripe may take (ms) before it is given up (and retried once). */
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /**
   * How many proxies in front of us append to X-Forwarded-For. 0 (no proxy): the client address is
   * the connection's and forwarded headers are ignored; never more than the proxies really there.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
});

export type Env = z.infer<typeof envSchema> & { DEMO: boolean; PUBLIC_URL: string };

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses a set of variables; empty strings count as unset. Exported for tests. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`));
  }
  const env = result.data;
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) throw new ConfigError(["STRIPE_WEBHOOK_SECRET: must be set with STRIPE_SECRET_KEY (payments are confirmed by its signed webhooks)"]);
  return {
    ...env,
    // Demo data is on by default only on the embedded database (ARCHITECTURE.md, safe defaults).
    DEMO: env.DEMO ?? !env.DATABASE_URL,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  };
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change variables between cases; this forgets the parsed copy. */
export function resetEnvForTests(): void {
  cached = undefined;
}
