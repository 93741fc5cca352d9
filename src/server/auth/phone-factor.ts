/**
 * The phone as a second factor (issue 15 point 3, decision 0053).
 *
 * Enrolment is ours (the seed's `POST factors`, `…/challenge`, `…/verify`, `DELETE factors/{id}`):
 * a fresh sign-in adds a number (E.164), a six-digit code goes to it by SMS, and the code coming
 * back verifies it; from then on the account has two-factor on. Codes are kept hashed, expire on
 * the database clock and allow `CODE_ATTEMPTS` wrong tries; sending is limited per number, per
 * client address and per account. Removing a factor of the list (the phone, the authenticator app,
 * a passkey) needs a fresh sign-in too; two-factor stays on while a verified phone or TOTP remains.
 *
 * Signing in is Better Auth's: its two-factor plugin's OTP (`/two-factor/send-otp`,
 * `/two-factor/verify-otp`) answers the challenge that every way in issues (second-factor.ts);
 * `beforeSignInCode` refuses a send for an account without a verified phone and counts the same
 * limits, and `sendSignInCode` is the plugin's `sendOTP`.
 */
import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, DbOrTx } from "@/db";
import { passkey, phoneFactors, twoFactor, user } from "@/db/schema";
import type { Locale } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import { maskedPhone } from "@/lib/phone";
import { getTranslator } from "@/server/i18n/translate";
import { consumeRateLimit } from "@/server/rate-limit/consume";
import { ensureAuthSecret } from "@/server/secrets";
import { sendSms } from "@/server/sms/send-sms";
import { requireFreshSession } from "./fresh-session";

/** How long a code sent by SMS is good for (enrolment and sign-in alike). */
export const CODE_SECONDS = 5 * 60;
/** Wrong codes allowed before a code is spent and a new one must be asked for. */
export const CODE_ATTEMPTS = 5;
/** Codes sent per number, per client address and per account, within `SMS_WINDOW_SECONDS`. */
export const SMS_LIMITS = { number: 5, address: 10, account: 10 } as const;
export const SMS_WINDOW_SECONDS = 3600;

export type FactorType = "totp" | "phone" | "webauthn";

/** An MFA factor in the seed's shape (seed §3). */
export interface Factor {
  id: string;
  friendly_name: string | null;
  factor_type: FactorType;
  status: "verified" | "unverified";
  /** Phone factors: the number, masked. */
  phone?: string;
  created_at: string | null;
}

function hashCode(code: string): string {
  return createHmac("sha256", ensureAuthSecret()).update(`phone-code:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

function phoneFactorOf(row: typeof phoneFactors.$inferSelect): Factor {
  return {
    id: row.id,
    friendly_name: row.friendlyName,
    factor_type: "phone",
    status: row.verifiedAt ? "verified" : "unverified",
    phone: maskedPhone(row.phone),
    created_at: iso(row.createdAt),
  };
}

/** The account's factors: its authenticator app, its phone and its passkeys. */
export async function listFactors(db: DbOrTx, userId: string): Promise<Factor[]> {
  const [totps, phones, passkeys] = await Promise.all([
    db.select({ id: twoFactor.id, verified: twoFactor.verified }).from(twoFactor).where(eq(twoFactor.userId, userId)),
    db.select().from(phoneFactors).where(eq(phoneFactors.userId, userId)),
    db
      .select({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt })
      .from(passkey)
      .where(eq(passkey.userId, userId))
      .orderBy(passkey.createdAt),
  ]);
  return [
    ...totps.map((t): Factor => ({
      id: t.id,
      friendly_name: null,
      factor_type: "totp",
      status: t.verified === false ? "unverified" : "verified",
      created_at: null,
    })),
    ...phones.map(phoneFactorOf),
    ...passkeys.map((p): Factor => ({
      id: p.id,
      friendly_name: p.name,
      factor_type: "webauthn",
      status: "verified",
      created_at: iso(p.createdAt),
    })),
  ];
}

/** Counts one SMS to `phone` against each limit; `error.rateLimited` past any. */
async function consumeSmsLimits(db: Db, who: { phone: string; address: string; userId: string }): Promise<void> {
  const window = SMS_WINDOW_SECONDS;
  await consumeRateLimit(db, {
    bucket: "sms:number",
    subject: who.phone,
    max: SMS_LIMITS.number,
    windowSeconds: window,
  });
  await consumeRateLimit(db, {
    bucket: "sms:address",
    subject: who.address,
    max: SMS_LIMITS.address,
    windowSeconds: window,
  });
  await consumeRateLimit(db, {
    bucket: "sms:account",
    subject: who.userId,
    max: SMS_LIMITS.account,
    windowSeconds: window,
  });
}

async function codeText(locale: Locale, code: string): Promise<string> {
  const t = await getTranslator(locale);
  return t("phone.sms", { code, minutes: CODE_SECONDS / 60 });
}

/**
 * Adds a phone to the account, unverified (a fresh sign-in needed: whoever adds a factor decides who
 * can sign in). An unverified number is replaced; a verified one must be removed first.
 */
export async function enrolPhone(
  db: Db,
  input: { userId: string; sessionCreatedAt: Date; phone: string; friendlyName?: string | null },
): Promise<Factor> {
  requireFreshSession(input.sessionCreatedAt);
  const fields = {
    phone: input.phone,
    friendlyName: input.friendlyName ?? null,
    codeHash: null,
    codeExpiresAt: null,
    codeAttempts: 0,
  };
  const [row] = await db
    .insert(phoneFactors)
    .values({ userId: input.userId, ...fields })
    .onConflictDoUpdate({ target: phoneFactors.userId, set: fields, where: sql`${phoneFactors.verifiedAt} is null` })
    .returning();
  if (!row) throw new AppError({ code: "error.phone.exists" });
  return phoneFactorOf(row);
}

/** Factor ids of other kinds (and anything else) are not phone factors: 404, as a stranger's phone. */
function requirePhoneId(factorId: string): void {
  if (!z.uuid().safeParse(factorId).success) throw new AppError({ code: "error.notFound" });
}

async function ownPhoneFactor(db: DbOrTx, userId: string, factorId: string) {
  requirePhoneId(factorId);
  const [row] = await db
    .select()
    .from(phoneFactors)
    .where(and(eq(phoneFactors.id, factorId), eq(phoneFactors.userId, userId)));
  if (!row) throw new AppError({ code: "error.notFound" });
  return row;
}

/** Sends a new code to an unverified phone (the previous code stops working). */
export async function challengePhone(
  db: Db,
  input: { userId: string; factorId: string; address: string; locale: Locale },
): Promise<{ id: string; expires_at: string }> {
  const row = await ownPhoneFactor(db, input.userId, input.factorId);
  if (row.verifiedAt) throw new AppError({ code: "error.phone.exists" });
  await consumeSmsLimits(db, { phone: row.phone, address: input.address, userId: input.userId });
  const code = newCode();
  const [stored] = await db
    .update(phoneFactors)
    .set({
      codeHash: hashCode(code),
      codeAttempts: 0,
      codeExpiresAt: sql`now() + make_interval(secs => ${CODE_SECONDS})`,
    })
    .where(and(eq(phoneFactors.id, row.id), sql`${phoneFactors.verifiedAt} is null`))
    .returning({ expiresAt: phoneFactors.codeExpiresAt });
  if (!stored) throw new AppError({ code: "error.phone.exists" });
  const status = await sendSms(db, {
    to: row.phone,
    text: await codeText(input.locale, code),
    kind: "verifyPhone",
    userId: input.userId,
  });
  if (status === "failed") throw new AppError({ code: "error.phone.smsFailed" });
  return { id: row.id, expires_at: new Date(stored.expiresAt!).toISOString() };
}

type Outcome = { ok: Factor } | { error: AppError };

/**
 * Checks a code against the phone's pending one under the row's lock, on the database clock: a
 * wrong code counts (the last allowed one spends the code), an expired or spent code is refused;
 * the right one verifies the phone and turns two-factor on.
 */
export async function verifyPhone(db: Db, input: { userId: string; factorId: string; code: string }): Promise<Factor> {
  requirePhoneId(input.factorId);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select({
        factor: phoneFactors,
        live: sql<boolean>`${phoneFactors.codeExpiresAt} > now()`,
      })
      .from(phoneFactors)
      .where(and(eq(phoneFactors.id, input.factorId), eq(phoneFactors.userId, input.userId)))
      .for("update");
    if (!row) return { error: new AppError({ code: "error.notFound" }) };
    const { factor } = row;
    if (factor.verifiedAt) return { error: new AppError({ code: "error.phone.exists" }) };
    if (!factor.codeHash || factor.codeAttempts >= CODE_ATTEMPTS)
      return { error: new AppError({ code: "error.phone.codeSpent", formField: "code" }) };
    if (!row.live) return { error: new AppError({ code: "error.phone.codeExpired", formField: "code" }) };
    if (!sameHash(factor.codeHash, hashCode(input.code))) {
      const attempts = factor.codeAttempts + 1;
      const left = CODE_ATTEMPTS - attempts;
      await tx
        .update(phoneFactors)
        .set(left > 0 ? { codeAttempts: attempts } : { codeAttempts: attempts, codeHash: null, codeExpiresAt: null })
        .where(eq(phoneFactors.id, factor.id));
      return {
        error:
          left > 0
            ? new AppError({ code: "error.phone.codeWrong", formField: "code", params: { count: left } })
            : new AppError({ code: "error.phone.codeSpent", formField: "code" }),
      };
    }
    const [verified] = await tx
      .update(phoneFactors)
      .set({ verifiedAt: sql`now()`, codeHash: null, codeExpiresAt: null, codeAttempts: 0 })
      .where(eq(phoneFactors.id, factor.id))
      .returning();
    await tx.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, input.userId));
    return { ok: phoneFactorOf(verified!) };
  });
  if ("error" in outcome) throw outcome.error;
  return outcome.ok;
}

/** Whether the account keeps a verified authenticator app (TOTP). */
function hasVerifiedTotp(userId: string) {
  return sql`exists (select 1 from ${twoFactor} where ${twoFactor.userId} = ${userId} and ${twoFactor.verified} is not false)`;
}

/** Whether the account keeps a verified phone. */
function hasVerifiedPhone(userId: string) {
  return sql`exists (select 1 from ${phoneFactors} where ${phoneFactors.userId} = ${userId} and ${phoneFactors.verifiedAt} is not null)`;
}

/**
 * Removes one of the account's factors of the list (a fresh sign-in needed): the phone, the
 * authenticator app (with its backup codes) or a passkey. Two-factor stays on only while a verified
 * phone or authenticator app remains. Another account's factor, or none, is 404 alike.
 */
export async function removeFactor(
  db: Db,
  input: { userId: string; factorId: string; sessionCreatedAt: Date },
): Promise<void> {
  requireFreshSession(input.sessionCreatedAt);
  await db.transaction(async (tx) => {
    const mine = <T extends typeof phoneFactors | typeof twoFactor | typeof passkey>(table: T) =>
      and(eq(table.id, input.factorId), eq(table.userId, input.userId));
    const phone = z.uuid().safeParse(input.factorId).success
      ? await tx.delete(phoneFactors).where(mine(phoneFactors)).returning({ id: phoneFactors.id })
      : [];
    if (phone.length > 0) {
      await tx
        .update(user)
        .set({ twoFactorEnabled: hasVerifiedTotp(input.userId) })
        .where(eq(user.id, input.userId));
      return;
    }
    const app = await tx.delete(twoFactor).where(mine(twoFactor)).returning({ id: twoFactor.id });
    if (app.length > 0) {
      await tx
        .update(user)
        .set({ twoFactorEnabled: hasVerifiedPhone(input.userId) })
        .where(eq(user.id, input.userId));
      return;
    }
    const key = await tx.delete(passkey).where(mine(passkey)).returning({ id: passkey.id });
    if (key.length === 0) throw new AppError({ code: "error.notFound" });
  });
}

/** After the authenticator app was turned off: two-factor stays on while a verified phone remains. */
export async function keepTwoFactorForPhone(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(user)
    .set({ twoFactorEnabled: true })
    .where(and(eq(user.id, userId), hasVerifiedPhone(userId)));
}

async function verifiedPhoneOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ phone: phoneFactors.phone })
    .from(phoneFactors)
    .where(and(eq(phoneFactors.userId, userId), sql`${phoneFactors.verifiedAt} is not null`));
  return row?.phone ?? null;
}

/** Which second factors a challenged player can answer with (the plugin's names: `totp`, `otp`). */
export async function signInMethods(db: DbOrTx, userId: string): Promise<("totp" | "otp")[]> {
  const [[totp], phone] = await Promise.all([
    db
      .select({ id: twoFactor.id })
      .from(twoFactor)
      .where(and(eq(twoFactor.userId, userId), sql`${twoFactor.verified} is not false`)),
    verifiedPhoneOf(db, userId),
  ]);
  return [...(totp ? (["totp"] as const) : []), ...(phone ? (["otp"] as const) : [])];
}

/** Before a sign-in code is made: the player must have a verified phone, within the limits. */
export async function beforeSignInCode(db: Db, input: { userId: string; address: string }): Promise<void> {
  const phone = await verifiedPhoneOf(db, input.userId);
  if (!phone) throw new AppError({ code: "error.phone.none" });
  await consumeSmsLimits(db, { phone, address: input.address, userId: input.userId });
}

/** The two-factor plugin's `sendOTP`: the sign-in code, by SMS to the verified phone. */
export async function sendSignInCode(db: Db, input: { userId: string; code: string; locale: Locale }): Promise<void> {
  const phone = await verifiedPhoneOf(db, input.userId);
  if (!phone) return;
  await sendSms(db, {
    to: phone,
    text: await codeText(input.locale, input.code),
    kind: "signIn",
    userId: input.userId,
  });
}
