/**
 * The newsletter with double opt-in: subscribing sends a confirmation link; only a confirmed
 * subscription receives mails, each with its own unsubscribe link.
 *
 * The newsletter is our only marketing, so it and the marketing agreement are one consent (decision
 * 0087), kept together here: giving the agreement starts the opt-in, confirming the newsletter
 * records the agreement, and withdrawing either (the settings, the mail's link) ends both.
 */
import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { newsletterSubscriptions, user } from "@/db/schema";
import { DEFAULT_LOCALE, NEWSLETTER_CONFIRM_RATE_LIMIT } from "@/lib/constants";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { toLocale } from "@/lib/locales";
import { sendAccountMail } from "@/server/mail/account-mails";
import { sendMail } from "@/server/mail/send-mail";
import { renderMail } from "@/server/mail/templates/render";
import { consumeRateLimit } from "@/server/rate-limit/consume";
import { ensureAuthSecret } from "@/server/secrets";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(24).toString("base64url");

/** A stable, signed unsubscribe token per subscription: every mail's link keeps working. */
function signature(subscriptionId: string): string {
  return createHmac("sha256", ensureAuthSecret())
    .update(`newsletter-unsubscribe:${subscriptionId}`)
    .digest("base64url");
}

export function unsubscribeToken(subscriptionId: string): string {
  return `${subscriptionId}.${signature(subscriptionId)}`;
}

function subscriptionOfToken(token: string): string | null {
  const [id, given] = token.split(".");
  if (!id || !given || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const expected = Buffer.from(signature(id));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : null;
}

export type NewsletterState = "none" | "pending" | "confirmed" | "unsubscribed";

export async function getNewsletterState(db: Db, userId: string): Promise<NewsletterState> {
  const [row] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.userId, userId));
  return row?.status ?? "none";
}

export async function setNewsletter(
  db: Db,
  userId: string,
  subscribe: boolean,
): Promise<{ subscribed: boolean; status: NewsletterState }> {
  const [account] = await db.select().from(user).where(eq(user.id, userId));
  if (!account) throw new AppError({ code: "error.auth.required" });
  const state = await getNewsletterState(db, userId);
  if (!subscribe) {
    if (state !== "none") {
      await db
        .update(newsletterSubscriptions)
        .set({ status: "unsubscribed", unsubscribedAt: new Date(), confirmTokenHash: null })
        .where(eq(newsletterSubscriptions.userId, userId));
    }
    await db.update(user).set({ newsletter: false, marketingAcceptedAt: null }).where(eq(user.id, userId));
    return { subscribed: false, status: state === "none" ? "none" : "unsubscribed" };
  }
  if (state === "confirmed") return { subscribed: true, status: "confirmed" };
  // Counted before anything changes: past the limit the subscription stays as it was.
  await consumeRateLimit(db, { bucket: "newsletter-confirm", subject: userId, ...NEWSLETTER_CONFIRM_RATE_LIMIT });
  const confirm = newToken();
  const values = {
    status: "pending" as const,
    confirmTokenHash: hash(confirm),
    requestedAt: new Date(),
    unsubscribedAt: null,
  };
  await db
    .insert(newsletterSubscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: newsletterSubscriptions.userId, set: values });
  await sendAccountMail(db, {
    kind: "newsletterConfirm",
    to: account.email,
    name: account.name,
    locale: toLocale(account.locale) ?? DEFAULT_LOCALE,
    params: { url: `${getEnv().PUBLIC_URL}/api/newsletter/confirm?token=${confirm}` },
  });
  return { subscribed: false, status: "pending" };
}

/** Follows the confirmation link; true when it confirmed a pending subscription. */
export async function confirmNewsletter(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: "confirmed", confirmedAt: new Date(), confirmTokenHash: null })
    .where(
      and(eq(newsletterSubscriptions.confirmTokenHash, hash(token)), eq(newsletterSubscriptions.status, "pending")),
    )
    .returning({ userId: newsletterSubscriptions.userId });
  if (!row) return false;
  // Confirming is the agreement to marketing, given now unless it was given before.
  await db
    .update(user)
    .set({ newsletter: true, marketingAcceptedAt: sql`coalesce(${user.marketingAcceptedAt}, now())` })
    .where(eq(user.id, row.userId));
  return true;
}

export async function unsubscribeNewsletter(db: Db, token: string): Promise<boolean> {
  const id = subscriptionOfToken(token);
  if (!id) return false;
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: new Date() })
    .where(eq(newsletterSubscriptions.id, id))
    .returning({ userId: newsletterSubscriptions.userId });
  if (!row) return false;
  await db.update(user).set({ newsletter: false, marketingAcceptedAt: null }).where(eq(user.id, row.userId));
  return true;
}

/** Sends one newsletter to every confirmed subscriber, each mail with its personal unsubscribe link. */
export async function sendNewsletter(db: Db, content: { subject: string; text: string }): Promise<number> {
  const rows = await db
    .select({ id: newsletterSubscriptions.id, email: user.email, locale: user.locale })
    .from(newsletterSubscriptions)
    .innerJoin(user, eq(user.id, newsletterSubscriptions.userId))
    .where(eq(newsletterSubscriptions.status, "confirmed"));
  for (const row of rows) {
    const token = unsubscribeToken(row.id);
    const url = `${getEnv().PUBLIC_URL}/api/newsletter/unsubscribe?token=${token}`;
    const written = await renderMail(
      "newsletter",
      { subject: content.subject, text: content.text, unsubscribeUrl: url },
      toLocale(row.locale) ?? DEFAULT_LOCALE,
    );
    await sendMail(db, { kind: "newsletter", to: [row.email], ...written });
  }
  return rows.length;
}
