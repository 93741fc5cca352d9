/**
 * Every way in asks for the second factor (decision 0016).
 *
 * Better Auth's two-factor plugin turns a new session into a challenge only on the password
 * sign-in. This gate runs after every endpoint instead: whatever created a session (e-mail code,
 * magic link, a provider's callback, an e-mail verification link, …), a session of a player with
 * two-factor on is replaced by the plugin's own challenge (its `two_factor` cookie and records),
 * which `/two-factor/verify-totp`, `/two-factor/verify-backup-code` and, with a verified phone,
 * `/two-factor/verify-otp` (a code by SMS, decision 0053) complete. JSON answers become
 * `{ twoFactorRedirect: true, twoFactorMethods }`, as the password sign-in answers; redirects (links and
 * provider callbacks) go to the account page's two-factor step, which continues to the original
 * target. Only the second-factor endpoints themselves, a passkey (both factors at once) and
 * endpoints that renew the session of an already signed-in player pass.
 *
 * The same gate serves re-authentication: a browser that is signed in keeps its session while it
 * answers the challenge, and once the new session exists the old one of that player goes.
 */
import "server-only";
import { createHmac } from "node:crypto";
import { isAPIError, type createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { LOCALES } from "@/lib/constants";
import { localePrefix } from "@/lib/locales";

/** How long a challenge waits for its code (the plugin's default too). */
export const CHALLENGE_SECONDS = 600;
/** The plugin's cookie of a waiting challenge (its verification identifier, signed). */
export const CHALLENGE_COOKIE = "two_factor";
const TRUST_DEVICE_COOKIE = "trust_device";
const TRUST_DEVICE_SECONDS = 30 * 24 * 3600;

/** Endpoints that may create a session without a second factor. */
function passesWithoutSecondFactor(path: string): boolean {
  return (
    path.startsWith("/two-factor/") || // the second factor itself, or changes by a signed-in player
    path.startsWith("/passkey/") || // a passkey proves the device and the person: both factors
    path === "/change-password" // renews the session of a signed-in player
  );
}

/** The endpoints that answer a challenge: the codes, and the SMS that sends one (phone-factor.ts). */
const CHALLENGE_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
  "/two-factor/send-otp",
]);

/** The context Better Auth hands its hooks. */
type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The session token the request's own cookie carries, whether or not it is still valid. */
export async function requestSessionToken(ctx: Ctx): Promise<string | null> {
  const original = originalCookies.get(ctx.request as Request);
  if (original !== undefined) return original;
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  return token || null;
}

/** The valid session of that token, if it belongs to this user. */
async function ownSession(ctx: Ctx, token: string | null, userId: string) {
  if (!token) return null;
  const found = await ctx.context.internalAdapter.findSession(token);
  if (!found || found.session.userId !== userId || new Date(found.session.expiresAt) <= new Date()) return null;
  return found.session;
}

/** The plugin's "trust this device" cookie, checked the way the plugin checks it. */
async function trustedDevice(ctx: Ctx, userId: string): Promise<boolean> {
  const cookie = ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE, { maxAge: TRUST_DEVICE_SECONDS });
  const value = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!value) return false;
  const [token, identifier] = value.split("!");
  if (!token || !identifier) return false;
  const expected = createHmac("sha256", ctx.context.secret).update(`${userId}!${identifier}`).digest("base64url");
  if (token !== expected) return false;
  const record = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return Boolean(record && record.value === userId && new Date(record.expiresAt) > new Date());
}

/** Where a link or provider callback goes for the second step: the account page, in the target's language. */
export function twoFactorPage(location: string, baseURL: string): string {
  const base = new URL(baseURL);
  let target = "/";
  try {
    const url = new URL(location, base);
    if (url.origin === base.origin) target = `${url.pathname}${url.search}`;
  } catch {
    target = "/";
  }
  const inner = new URL(target, base);
  const path =
    inner.pathname === "/redirect" || /^\/[a-z]{2}\/redirect$/.test(inner.pathname)
      ? (inner.searchParams.get("redirectTo") ?? inner.pathname)
      : inner.pathname;
  // The page's locale prefix (`/de`, `/ua`), kept for the two-factor page.
  const first = `/${path.split("/")[1] ?? ""}`;
  const prefix = LOCALES.map(localePrefix).find((p) => p && p === first) ?? "";
  return `${prefix}/account?mode=twoFactor&redirectTo=${encodeURIComponent(target)}`;
}

/** The request's cookies before `beforeSecondFactor` took the session out, by request. */
const originalCookies = new WeakMap<Request, string | null>();

/**
 * Before a challenge is answered from a browser that is still signed in (re-authentication), its
 * session cookie is set aside so that the answer creates the new, fresh session.
 */
export async function beforeSecondFactor(ctx: Ctx) {
  if (!CHALLENGE_PATHS.has(ctx.path) || !ctx.request) return;
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie(CHALLENGE_COOKIE).name, ctx.context.secret);
  if (!challenge) return;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (!pending || !token) return;
  originalCookies.set(ctx.request, token);
  const names = new Set([ctx.context.authCookies.sessionToken.name, ctx.context.authCookies.sessionData.name]);
  const cookie = (ctx.headers?.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !names.has(part.slice(0, part.indexOf("="))))
    .join("; ");
  return { context: { headers: new Headers({ cookie }) } };
}

/** The player a waiting challenge (the signed `two_factor` cookie) is for, or null. */
export async function challengedUserId(ctx: Ctx): Promise<string | null> {
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie(CHALLENGE_COOKIE).name, ctx.context.secret);
  if (!challenge) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return pending && new Date(pending.expiresAt) > new Date() ? pending.value : null;
}

/** Which second factors a player can answer a challenge with (`totp`, `otp` for the phone). */
type MethodsOf = (userId: string) => Promise<string[]>;

/** Runs after every auth endpoint (see the module comment). */
export async function afterSecondFactor(ctx: Ctx, methodsOf: MethodsOf) {
  const created = ctx.context.newSession;
  if (!created?.user) return;
  const user = created.user as typeof created.user & { twoFactorEnabled?: boolean | null };
  const previousToken = await requestSessionToken(ctx);

  if (user.twoFactorEnabled && !passesWithoutSecondFactor(ctx.path) && !(await trustedDevice(ctx, user.id))) {
    await ctx.context.internalAdapter.deleteSession(created.session.token);
    ctx.context.setNewSession(null);
    const previous = await ownSession(ctx, previousToken, user.id);
    if (previous) {
      // Re-authentication: the browser stays signed in with the session it had.
      const attributes = {
        ...ctx.context.authCookies.sessionToken.attributes,
        maxAge: ctx.context.sessionConfig.expiresIn,
      };
      await ctx.setSignedCookie(
        ctx.context.authCookies.sessionToken.name,
        previous.token,
        ctx.context.secret,
        attributes,
      );
    } else {
      deleteSessionCookie(ctx, true);
    }
    const returned = ctx.context.returned;
    const redirects = isAPIError(returned) && returned.statusCode >= 300 && returned.statusCode < 400;
    // A link opened in a browser that is signed in as this player (an e-mail change confirmed):
    // it stays signed in as it was and goes where the link goes; no challenge is needed.
    if (previous && redirects) return;
    const identifier = `2fa-${generateRandomString(20)}`;
    const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
    await ctx.context.internalAdapter.createVerificationValue({ value: user.id, identifier, expiresAt });
    await ctx.context.internalAdapter.createVerificationValue({
      value: "0",
      identifier: `2fa-attempts-${identifier}`,
      expiresAt,
    });
    const challenge = ctx.context.createAuthCookie(CHALLENGE_COOKIE, { maxAge: CHALLENGE_SECONDS });
    await ctx.setSignedCookie(challenge.name, identifier, ctx.context.secret, challenge.attributes);

    if (redirects) {
      const location = new Headers(returned.headers as HeadersInit | undefined).get("location") ?? "/";
      throw ctx.redirect(twoFactorPage(location, ctx.context.baseURL));
    }
    return ctx.json({ twoFactorRedirect: true, twoFactorMethods: await methodsOf(user.id) });
  }

  // A new session of a player whose browser was signed in replaces that browser's old session.
  if (previousToken && previousToken !== created.session.token) {
    const previous = await ownSession(ctx, previousToken, user.id);
    if (previous) await ctx.context.internalAdapter.deleteSession(previous.token);
  }
}
