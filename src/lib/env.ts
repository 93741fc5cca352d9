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

/**
 * What an operator reads about a variable: `description`, and `shown` when the default is not a
 * plain value. `.env.example` and the README's table are generated from these (`npm run env:example`;
 * a unit test fails when either file is out of step).
 */
function doc<T extends z.ZodType>(schema: T, description: string, shown?: string): T {
  return schema.meta({ description, ...(shown && { shown }) });
}

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL");

const envSchema = z.object({
  NODE_ENV: doc(
    z.enum(["development", "production", "test"]).default("development"),
    "`production` on servers: `npm start`, `node server/main.mjs` and the container set it",
    "`development` (`production` with `npm start`)",
  ),
  HOST: doc(
    z.string().min(1).default("localhost"),
    "address the server binds: `0.0.0.0` (or `::`) to be reachable from other machines, e.g. in a container (the Dockerfile sets it)",
  ),
  PORT: doc(z.coerce.number().int().min(1).max(65_535).default(3000), "HTTP port"),
  DATA_DIR: doc(z.string().min(1).default("./data"), "embedded database (`pglite/`), generated secret, local files"),
  PGLITE_THREAD: doc(
    z.enum(["worker", "main"]).default("main"),
    "where the embedded database runs: `main`, the server's thread; `worker`, a thread of its own, so that the server's thread stays free to answer while it works (a rush of 200 players: about twice the saves a second at half the CPU a save, for ~240 MiB more memory; on a starved machine its save queue may refuse some saves with 503 and `Retry-After`, which `main` has not: decisions 0054 and 0064)",
  ),
  DATABASE_URL: doc(
    postgresUrl.optional(),
    "`postgres://…`: use PostgreSQL instead of the embedded database (may point at a pooler such as PgBouncer in transaction mode)",
  ),
  DATABASE_DIRECT_URL: doc(
    postgresUrl.optional(),
    "a direct connection to the same PostgreSQL, past any pooler: live events (LISTEN) and migrations (a session lock) use it. Set it when `DATABASE_URL` goes through a pooler in transaction mode",
    "`DATABASE_URL`",
  ),
  PUBLIC_URL: doc(
    z.url().optional(),
    "the site's public address (links in mails, canonical URLs)",
    "`http://localhost:$PORT`",
  ),
  AUTH_SECRET: doc(
    z.string().min(32, "must be at least 32 characters").optional(),
    "session signing secret (32+ characters), the same on every instance; required with `DATABASE_URL` in production",
    "generated into `DATA_DIR`",
  ),
  ADMIN_EMAILS: doc(
    emailList.default([]),
    "comma-separated e-mails that get the admin role once the address is proven, and receive contact messages; without `SMTP_URL` their accounts are made at start (passwords in `DATA_DIR/admin-passwords.txt`)",
  ),
  SMTP_URL: doc(
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    "`smtp://user:pass@host:587`; mails that fail are sent again with a growing delay. Without it no mail leaves the server: mails are kept for `/mailbox`, and sign-up needs no confirmation",
  ),
  MAIL_FROM: doc(z.string().min(3).default("Callit <no-reply@callit.local>"), "sender of our mails"),
  SMS_GATEWAY_URL: doc(
    z.url().optional(),
    "an HTTP SMS gateway for the phone factor's codes: each SMS is a POST of JSON `{to, text}` (`to` in E.164), a user and password in the URL become Basic auth. Without it no SMS leaves the server: admins read them at `/admin/sms`",
  ),
  DEMO: doc(
    booleanFlag.optional(),
    "demo data on an empty database (`1`/`0`)",
    "on with the embedded database, off with `DATABASE_URL`",
  ),
  GTM_ID: doc(
    z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-XXXXXXX")
      .optional(),
    "Google Tag Manager id, loaded only after cookie consent",
  ),
  GA_ID: doc(
    z
      .string()
      .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
      .optional(),
    "Google Analytics id, loaded only after cookie consent",
  ),
  LOG_LEVEL: doc(
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    "pino level (`silent` in tests)",
  ),
  GOOGLE_CLIENT_ID: doc(z.string().optional(), '"Continue with Google": OAuth client id'),
  GOOGLE_CLIENT_SECRET: doc(z.string().optional(), '"Continue with Google": OAuth client secret'),
  APPLE_CLIENT_ID: doc(z.string().optional(), '"Continue with Apple": service id'),
  APPLE_CLIENT_SECRET: doc(z.string().optional(), '"Continue with Apple": client secret (JWT)'),
  FACEBOOK_CLIENT_ID: doc(z.string().optional(), '"Continue with Facebook": app id'),
  FACEBOOK_CLIENT_SECRET: doc(z.string().optional(), '"Continue with Facebook": app secret'),
  OIDC_ID: doc(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes")
      .default("oidc"),
    "id of the OpenID Connect provider (in its callback URL)",
  ),
  OIDC_NAME: doc(
    z.string().min(1).default("OpenID Connect"),
    "the OpenID Connect provider's name on the sign-in button",
  ),
  OIDC_ISSUER: doc(
    z.url().optional(),
    "any OpenID Connect provider: its issuer URL (with `OIDC_CLIENT_ID` and `OIDC_CLIENT_SECRET`)",
  ),
  OIDC_CLIENT_ID: doc(z.string().optional(), "OpenID Connect client id"),
  OIDC_CLIENT_SECRET: doc(z.string().optional(), "OpenID Connect client secret"),
  SSO_IDP_ORIGINS: doc(
    z
      .string()
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url().transform((u) => new URL(u).origin)))
      .default([]),
    "comma-separated origins of the OpenID Connect identity providers admins may register for single sign-on (the server fetches only these)",
  ),
  S3_ENDPOINT: doc(
    z.url().optional(),
    "avatars and other files in S3-compatible storage instead of `DATA_DIR/storage` (needed with several instances): its endpoint",
  ),
  S3_BUCKET: doc(z.string().optional(), "S3 bucket"),
  S3_REGION: doc(z.string().default("auto"), "S3 region"),
  S3_ACCESS_KEY_ID: doc(z.string().optional(), "S3 access key id"),
  S3_SECRET_ACCESS_KEY: doc(z.string().optional(), "S3 secret access key"),
  ADS_PAGE_KEY: doc(z.string().min(1).optional(), "the ad network's page key; without it no ad slot is drawn"),
  ADS: doc(
    z
      .string()
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(["top", "standings", "schedule"])))
      .default([]),
    "the ad slots in use, comma-separated: `top`, `standings`, `schedule`",
  ),
  ADS_TOP_PUBLIC: doc(
    booleanFlag.default(false),
    "the top ad is shown on public pages too (otherwise only to signed-in players)",
  ),
  ADS_SCRIPT_URL: doc(z.url().optional(), "the ad network's loader script, loaded only after cookie consent"),
  STRIPE_SECRET_KEY: doc(
    z
      .string()
      .regex(/^(sk|rk)_/, "must be a Stripe secret key (sk_…)")
      .optional(),
    "Plus is paid through Stripe Checkout (with `STRIPE_WEBHOOK_SECRET`); without them a built-in sandbox takes test payments. Point Stripe's webhook at `/api/billing/update-status/stripe`",
  ),
  STRIPE_WEBHOOK_SECRET: doc(
    z
      .string()
      .regex(/^whsec_/, "must be a Stripe webhook secret (whsec_…)")
      .optional(),
    "Stripe's webhook signing secret",
  ),
  STRIPE_API_BASE: doc(
    z.url().default("https://api.stripe.com"),
    "Stripe's API address (tests point it at a local stand-in)",
  ),
  STRIPE_TIMEOUT_MS: doc(
    z.coerce.number().int().min(100).max(60_000).default(8000),
    "how long one call to Stripe may take (ms) before it is given up (it is tried twice)",
  ),
  REMINDER_INTERVAL_S: doc(
    z.coerce.number().int().min(1).max(86_400).default(300),
    "how often (seconds) the reminders job runs (decision 0036): one instance per run sends the reminders that are due, each at most once",
  ),
  TRUST_PROXY_HOPS: doc(
    z.coerce.number().int().min(0).max(10).default(0),
    "how many proxies (load balancers) in front of Callit append to `X-Forwarded-For`. `0`: no proxy, the client address is the connection's and forwarded headers are ignored. Set it to exactly the number of proxies a request passes: more lets clients forge their address and escape per-address limits",
  ),
  VAPID_PUBLIC_KEY: doc(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, "must be an uncompressed P-256 public key, base64url (87 characters)")
      .optional(),
    "Web Push (decision 0051): the VAPID public key players' browsers subscribe with, the same on every instance (with `VAPID_PRIVATE_KEY`). Unset: a key pair is generated into `DATA_DIR` on the embedded database; with `DATABASE_URL` in production push reminders are off",
    "generated (embedded database)",
  ),
  VAPID_PRIVATE_KEY: doc(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key, base64url (43 characters)")
      .optional(),
    "Web Push: the VAPID private key that signs each push request (with `VAPID_PUBLIC_KEY`)",
  ),
  VAPID_SUBJECT: doc(
    z
      .string()
      .regex(/^(mailto:|https:)/, "must be a mailto: or https: URL")
      .optional(),
    "Web Push: how a push service reaches the operator (`mailto:…` or `https://…`), sent in every VAPID token",
    "`PUBLIC_URL` when it is https, else `mailto:` the sender of `MAIL_FROM`",
  ),
  PUSH_SERVICE_ORIGINS: doc(
    z
      .string()
      .default(
        "https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://*.push.apple.com,https://*.notify.windows.com",
      )
      .transform((v) =>
        v
          .split(",")
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/, "must be origins such as https://fcm.googleapis.com"),
        ),
      ),
    "the push services a browser's subscription may point at (origins, `*.` for any subdomain): the server sends to no other address",
    "Chrome's, Firefox's, Safari's and Edge's push services",
  ),
  METRICS_TOKEN: doc(
    z.string().min(32, "must be at least 32 characters").optional(),
    "lets a Prometheus scraper read `/api/metrics` with `Authorization: Bearer <token>` (32+ characters); without it only a signed-in admin can",
  ),
});

/**
 * Every variable in schema order (`npm run env:example`): its meaning, its default value when it has
 * a plain one (`value`), else what happens when it is unset (`shown`).
 */
export function describeEnv(): { name: string; description: string; value?: string; shown?: string }[] {
  return Object.entries(envSchema.shape).map(([name, schema]) => {
    const meta = (schema as z.ZodType).meta() as { description?: string; shown?: string } | undefined;
    if (!meta?.description) throw new Error(`${name} has no description in src/lib/env.ts`);
    if (meta.shown) return { name, description: meta.description, shown: meta.shown };
    const value = schema.def.type === "default" ? (schema.def as { defaultValue: unknown }).defaultValue : undefined;
    if (value === undefined || (Array.isArray(value) && value.length === 0))
      return { name, description: meta.description };
    return {
      name,
      description: meta.description,
      value: typeof value === "boolean" ? (value ? "1" : "0") : String(value),
    };
  });
}

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
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY)
    throw new ConfigError(["VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together"]);
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    throw new ConfigError([
      "STRIPE_WEBHOOK_SECRET: must be set with STRIPE_SECRET_KEY (payments are confirmed by its signed webhooks)",
    ]);
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
