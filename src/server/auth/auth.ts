/**
 * Better Auth, configured for Callit: e-mail and password with verification, magic link and
 * one-time codes, social and OpenID Connect providers from configuration, a wallet (Sign in with
 * Ethereum), TOTP and passkeys,
 * sessions in the database, rate limits in the database (shared by every instance).
 */
import "server-only";
import { passkey } from "@better-auth/passkey";
import { sso } from "@better-auth/sso";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import {
  APIError,
  isAPIError,
  addOAuthServerContext,
  createAuthMiddleware,
  getOAuthState,
  getSessionFromCtx,
} from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { emailOTP, genericOAuth, magicLink, twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import * as schema from "@/db/schema";
import { DEFAULT_LOCALE, SESSION, type Locale } from "@/lib/constants";
import { toLocale } from "@/lib/locales";
import { getEnv } from "@/lib/env";
import { passwordProblems } from "@/lib/password";
import { profileInput } from "@/lib/schemas/profile";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "@/server/http/client-address";
import { requestLocale } from "@/server/i18n/translate";
import { setNewsletter } from "@/server/accounts/newsletter";
import { getLogger } from "@/server/log";
import { sendAccountMail } from "@/server/mail/account-mails";
import { ensureAuthSecret } from "@/server/secrets";
import { configuredProviders } from "./providers";
import { COOKIE_PREFIX, secureCookies } from "./session-cookie";
import { removeUserData } from "./remove-user-data";
import { afterSecondFactor, beforeSecondFactor, challengedUserId } from "./second-factor";
import { rememberProfileLocale } from "./profile-locale";
import { FRESH_SECONDS } from "./fresh-session";
import {
  CODE_ATTEMPTS,
  CODE_SECONDS,
  beforeSignInCode,
  keepTwoFactorForPhone,
  sendSignInCode,
  signInMethods,
} from "./phone-factor";
import { AppError } from "@/lib/errors";
import { WALLET_PATHS, refuseLooseMessage, refuseWalletUnlink, walletPlugin } from "./wallet";
import { refuseSwitchedOffProvider, SSO_MANAGEMENT_PATHS, ssoOptions, validateSsoIdentity } from "./sso";

const OTP_SECONDS = 300;
export { FRESH_SECONDS };

/** Paths that take a new password, and the body field that holds it. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/set-password": "newPassword",
};

function localeOf(user: { locale?: unknown } | null | undefined, request?: Request): Locale {
  const stored = toLocale(user?.locale);
  if (stored) return stored;
  return request ? requestLocale(request) : DEFAULT_LOCALE;
}

/**
 * The admin role: an address in ADMIN_EMAILS that has been proven (a mail link or code, a provider
 * that vouches for it, or the operator's provisioning on a server without mail). Signing up first
 * with such an address gives nothing (docs/decisions/0015-private-mail.md).
 */
export function roleFor(user: { email: string; emailVerified?: boolean | null }): "admin" | "player" {
  return user.emailVerified === true && getEnv().ADMIN_EMAILS.includes(user.email.toLowerCase()) ? "admin" : "player";
}

export function createAuth(db: Db) {
  const env = getEnv();
  const publicUrl = new URL(env.PUBLIC_URL);
  const providers = configuredProviders(env);
  const log = getLogger();

  return betterAuth({
    appName: "Callit",
    baseURL: env.PUBLIC_URL,
    basePath: "/api/auth",
    secret: ensureAuthSecret(),
    telemetry: { enabled: false },
    // A provider's trip that fails before it knows where to go back (a state that does not match)
    // ends on the sign-in page, which tells why in the visitor's language (decision 0058).
    onAPIError: { errorURL: `${env.PUBLIC_URL.replace(/\/$/, "")}/account` },
    // The list answers every session's token: sessions are listed and signed out by id on our
    // side (src/server/auth/sessions.ts, decision 0016).
    // The SIWE plugin's second name for its nonce path: one path, one rate limit (decision 0056).
    // The SSO plugin's provider management is our admin API's (src/server/sso, decision 0058).
    disabledPaths: ["/list-sessions", "/siwe/get-nonce", ...SSO_MANAGEMENT_PATHS],
    // No OpenTelemetry spans: Better Auth's first span caches a module-level promise that keeps the
    // first request's whole context (and, through it, every later request) alive (decision 0024).
    experimental: { instrumentation: { enabled: false } },
    trustedOrigins: [
      ...new Set([
        publicUrl.origin,
        `http://localhost:${env.PORT}`,
        `http://127.0.0.1:${env.PORT}`,
        // The identity providers the operator lets admins register: the server fetches only these.
        ...env.SSO_IDP_ORIGINS,
      ]),
    ],
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      // Without a mail server nobody could confirm an address: a new account signs in at once
      // (docs/decisions/0015-private-mail.md).
      requireEmailVerification: Boolean(env.SMTP_URL),
      minPasswordLength: 1, // our own rules below give the reasons
      maxPasswordLength: 256,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, url }, request) => {
        await sendAccountMail(db, {
          kind: "resetPassword",
          to: user.email,
          userId: user.id,
          name: user.name,
          locale: localeOf(user as never, request),
          params: { url },
        });
      },
      // Signing up with a registered address answers as if it worked (no account enumeration)
      // and tells the owner instead.
      onExistingUserSignUp: async ({ user }, request) => {
        const url = `${env.PUBLIC_URL}/account?mode=reset&email=${encodeURIComponent(user.email)}`;
        await sendAccountMail(db, {
          kind: "existingAccount",
          to: user.email,
          userId: user.id,
          name: user.name,
          locale: localeOf(user as never, request),
          params: { url },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }, request) => {
        await sendAccountMail(db, {
          kind: "verifyEmail",
          to: user.email,
          userId: user.id,
          name: user.name,
          locale: localeOf(user as never, request),
          params: { url },
        });
      },
    },
    session: {
      expiresIn: SESSION.cookieMaxAgeSeconds,
      updateAge: 24 * 3600,
      // Removing a second factor or a sign-in method needs a sign-in of the last 10 minutes.
      freshAge: FRESH_SECONDS,
    },
    user: {
      // What an organisation's identity provider may vouch for (decision 0058, addendum).
      validateUserInfo: validateSsoIdentity(db),
      additionalFields: {
        role: { type: "string", defaultValue: "player", input: false },
        locale: { type: "string", defaultValue: DEFAULT_LOCALE, input: true },
        timeZone: { type: "string", required: false, input: true },
        /** ISO 3166-1 alpha-2 (the world table's country filter, decision 0048). */
        country: { type: "string", required: false, input: true },
        newsletter: { type: "boolean", defaultValue: false, input: false },
        termsAcceptedAt: { type: "date", required: false, input: false },
        privacyAcceptedAt: { type: "date", required: false, input: false },
        marketingAcceptedAt: { type: "date", required: false, input: false },
      },
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: async ({ user, newEmail, url }, request) => {
          await sendAccountMail(db, {
            kind: "changeEmail",
            to: user.email,
            userId: user.id,
            name: user.name,
            locale: localeOf(user as never, request),
            params: { url, newEmail },
          });
        },
      },
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await removeUserData(db, user.id);
        },
      },
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: providers.trusted, allowUnlinkingAll: false },
    },
    socialProviders: providers.social,
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 120,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 3 },
        "/reset-password": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 3 },
        "/sign-in/magic-link": { window: 60, max: 3 },
        "/email-otp/send-verification-otp": { window: 60, max: 3 },
        "/sign-in/email-otp": { window: 60, max: 5 },
        "/two-factor/verify-totp": { window: 60, max: 5 },
        "/two-factor/verify-backup-code": { window: 60, max: 5 },
        "/two-factor/send-otp": { window: 60, max: 3 },
        "/two-factor/verify-otp": { window: 60, max: 5 },
        "/change-password": { window: 60, max: 5 },
        // An organisation's members often share one public address, and only its provider checks who
        // they are: Better Auth's default for /sign-in/* (3 in 10 s) turned the fourth colleague away.
        "/sign-in/sso": { window: 60, max: 60 },
        [WALLET_PATHS.nonce]: { window: 60, max: 10 },
        [WALLET_PATHS.verify]: { window: 60, max: 5 },
      },
    },
    advanced: {
      // Read without Better Auth on the hot paths too (session-cookie.ts).
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: secureCookies(),
      // Only the address our server computed from the socket and trusted proxies (decision 0019).
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => {
            // A provider's sign-up carries the answers of the sign-up form through its round trip.
            const carried = (await getOAuthState().catch(() => null))?.serverContext?.agreements as
              Record<string, unknown> | undefined;
            const body = (carried ?? ctx?.body ?? {}) as Record<string, unknown>;
            const now = new Date();
            return {
              data: {
                ...user,
                // The wallet plugin gives a new account an empty picture rather than none.
                image: user.image || null,
                role: roleFor(user),
                locale: toLocale(user.locale) ?? (ctx?.request ? requestLocale(ctx.request) : DEFAULT_LOCALE),
                termsAcceptedAt: body.acceptTerms === true ? now : null,
                privacyAcceptedAt: body.acceptPrivacy === true ? now : null,
                marketingAcceptedAt: body.acceptMarketing === true ? now : null,
              },
            };
          },
          // "Send me news and offers" at sign-up starts the newsletter's double opt-in: its
          // confirmation mail goes out now, and only its link subscribes (newsletter.ts).
          after: async (user) => {
            if (!(user as { marketingAcceptedAt?: Date | null }).marketingAcceptedAt) return;
            await setNewsletter(db, user.id, true).catch((error: unknown) =>
              log.error({ err: error, userId: user.id }, "newsletter opt-in at sign-up failed"),
            );
          },
        },
        update: {
          // A client from before locales became language tags may still send `ua` or `pt`.
          before: async (user) =>
            user.locale === undefined
              ? undefined
              : { data: { ...user, locale: toLocale(user.locale) ?? DEFAULT_LOCALE } },
          // A proven address (or a changed one) decides the role at once.
          after: async (user) => {
            await syncRole(db, user.id);
          },
        },
      },
      session: {
        create: {
          // ADMIN_EMAILS decides the admin role at every sign-in, so removing an address takes it back.
          after: async (session) => {
            await syncRole(db, session.userId);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const providerSignUp =
          (ctx.path === "/sign-in/social" || ctx.path === "/sign-in/oauth2") && body.requestSignUp === true;
        if (
          (ctx.path === "/sign-up/email" || providerSignUp) &&
          (body.acceptTerms !== true || body.acceptPrivacy !== true)
        ) {
          throw new APIError("BAD_REQUEST", {
            code: "AGREEMENTS_REQUIRED",
            message: "Terms and privacy must be accepted",
          });
        }
        if (providerSignUp) {
          await addOAuthServerContext({
            agreements: { acceptTerms: true, acceptPrivacy: true, acceptMarketing: body.acceptMarketing === true },
          });
        }
        if (ctx.path === "/sign-up/email" || ctx.path === "/update-user") {
          // Better Auth takes any string for our fields; the profile schema decides what is valid.
          // The picture is our upload's alone (avatar.ts): a path or address given here would show
          // someone else's picture, or anyone's tracking pixel, to every co-member.
          if ("image" in body) {
            throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message: "The avatar has its own upload" });
          }
          const parsed = profileInput.safeParse({
            name: body.name,
            locale: body.locale,
            timeZone: body.timeZone,
            country: body.country,
          });
          if (!parsed.success)
            throw new APIError("BAD_REQUEST", {
              code: "VALIDATION_ERROR",
              message: parsed.error.issues[0]?.message ?? "invalid",
            });
        }
        if (ctx.path === WALLET_PATHS.verify) refuseLooseMessage(body, publicUrl);
        if (ctx.path === "/passkey/delete-passkey") {
          // Removing a second factor needs a fresh sign-in, as turning TOTP off needs the password.
          const current = await getSessionFromCtx(ctx);
          const age = current ? Date.now() - new Date(current.session.createdAt).getTime() : Infinity;
          if (age > FRESH_SECONDS * 1000)
            throw new APIError("FORBIDDEN", { code: "SESSION_NOT_FRESH", message: "Sign in again first" });
        }
        if (ctx.path === "/unlink-account") {
          const current = await getSessionFromCtx(ctx);
          if (current) await refuseWalletUnlink(db, current.user.id, body.accountId);
        }
        if (ctx.path === "/two-factor/enable" && body.method === "otp") {
          // The phone is a factor only once a code sent to it came back (phone-factor.ts).
          throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message: "Add a phone number instead" });
        }
        if (ctx.path === "/two-factor/send-otp") {
          // Only a waiting challenge of a player with a verified phone gets a code, within the SMS limits.
          const userId = await challengedUserId(ctx);
          if (!userId)
            throw new APIError("UNAUTHORIZED", { code: "INVALID_TWO_FACTOR_COOKIE", message: "No challenge" });
          try {
            await beforeSignInCode(db, { userId, address: ctx.request ? clientAddress(ctx.request) : "unknown" });
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            throw new APIError(error.status as never, { code: error.code, message: error.code });
          }
        }
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        if (field && typeof body[field] === "string") {
          const session = ctx.context.session;
          const problems = passwordProblems(body[field] as string, {
            email: typeof body.email === "string" ? body.email : session?.user.email,
            name: typeof body.name === "string" ? body.name : session?.user.name,
          });
          if (problems.length > 0) {
            throw new APIError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: "Weak password", reasons: problems });
          }
        }
        await refuseSwitchedOffProvider(db, ctx);
        if (ctx.path === "/passkey/generate-register-options" && ctx.query?.name) {
          // The passkey's own label ("My laptop", kept by verify-registration) is not the account's
          // name in the device's list of passkeys: Better Auth would give it as WebAuthn's user name,
          // where the address belongs, and a password manager would show "My laptop" as the account.
          return { context: { query: { ...ctx.query, name: "" } } };
        }
        return beforeSecondFactor(ctx);
      }),
      // Every way in asks for the second factor (decision 0016).
      after: createAuthMiddleware(async (ctx) => {
        // Turning the authenticator app off keeps two-factor on while a verified phone remains.
        const returned = ctx.context.returned;
        if (ctx.path === "/two-factor/disable" && !isAPIError(returned) && ctx.context.session)
          await keepTwoFactorForPhone(db, ctx.context.session.user.id);
        const gated = await afterSecondFactor(ctx, (userId) => signInMethods(db, userId));
        if (gated) return gated;
        // Signed in: the app speaks the profile's language from here on (profile-locale.ts).
        await rememberProfileLocale(ctx);
        // The plugin's own challenge of the password sign-in offers `otp` to everybody: only a verified phone gets it.
        const body = ctx.body as { email?: unknown } | undefined;
        if (
          ctx.path === "/sign-in/email" &&
          returned &&
          typeof returned === "object" &&
          "twoFactorRedirect" in returned &&
          typeof body?.email === "string"
        ) {
          const [known] = await db
            .select({ id: schema.user.id })
            .from(schema.user)
            .where(eq(schema.user.email, body.email.toLowerCase()));
          if (known) return ctx.json({ twoFactorRedirect: true, twoFactorMethods: await signInMethods(db, known.id) });
        }
      }),
    },
    plugins: [
      magicLink({
        expiresIn: OTP_SECONDS,
        sendMagicLink: async ({ email, url }, ctx) => {
          const [known] = await db.select().from(schema.user).where(eq(schema.user.email, email.toLowerCase()));
          await sendAccountMail(db, {
            kind: "magicLink",
            to: email,
            userId: known?.id ?? null,
            name: known?.name,
            locale: localeOf(known, ctx?.request),
            params: { url },
          });
        },
      }),
      emailOTP({
        expiresIn: OTP_SECONDS,
        allowedAttempts: 5,
        sendVerificationOTP: async ({ email, otp }, ctx) => {
          const [known] = await db.select().from(schema.user).where(eq(schema.user.email, email.toLowerCase()));
          await sendAccountMail(db, {
            kind: "otp",
            to: email,
            userId: known?.id ?? null,
            name: known?.name,
            locale: localeOf(known, ctx?.request),
            params: { otp, minutes: OTP_SECONDS / 60 },
          });
        },
      }),
      twoFactor({
        issuer: "Callit",
        // The phone factor's sign-in code (decision 0053): hashed, short-lived, few attempts.
        otpOptions: {
          period: CODE_SECONDS / 60,
          allowedAttempts: CODE_ATTEMPTS,
          storeOTP: "hashed",
          sendOTP: async ({ user, otp }, ctx) =>
            sendSignInCode(db, { userId: user.id, code: otp, locale: localeOf(user as never, ctx?.request) }),
        },
      }),
      walletPlugin(publicUrl),
      passkey({ rpID: publicUrl.hostname, rpName: "Callit", origin: publicUrl.origin }),
      sso(ssoOptions()),
      ...(providers.oidc.length > 0 ? [genericOAuth({ config: providers.oidc })] : []),
      nextCookies(),
    ],
    logger: {
      log: (level, message, ...args) => log[level]({ auth: args }, message),
    },
  });
}

async function syncRole(db: Db, userId: string): Promise<void> {
  const [row] = await db
    .select({ email: schema.user.email, emailVerified: schema.user.emailVerified, role: schema.user.role })
    .from(schema.user)
    .where(eq(schema.user.id, userId));
  if (!row) return;
  const role = roleFor(row);
  if (role !== row.role) await db.update(schema.user).set({ role }).where(eq(schema.user.id, userId));
}

export type Auth = ReturnType<typeof createAuth>;

const cache = new WeakMap<Db, Auth>();

/** The auth instance of a database (tests open several databases in one process). */
export function authFor(db: Db): Auth {
  let auth = cache.get(db);
  if (!auth) {
    auth = createAuth(db);
    cache.set(db, auth);
  }
  return auth;
}
