/**
 * Every mail is stored first, so none is lost (docs/decisions/0015-private-mail.md).
 *
 * - Without SMTP_URL it stays in the outbox (`logged`) for the mailbox page, which shows it only to
 *   admins and, unless it carries a secret, to its recipient's own session.
 * - With SMTP_URL it is `queued` and sent at once; when the SMTP server fails, an instance sends it
 *   again later with a growing delay (`deliverDueMails`, the `mail` job of the job runner, decision 0036). Each attempt
 *   first claims the row (`FOR UPDATE SKIP LOCKED`, then a lease on `next_attempt_at`), so two
 *   instances never send the same mail; a mail carries its row id as Message-ID.
 *
 * A mail marked `secret` is stored sealed (AES-256-GCM: subject, text and html) and loses them once
 * the SMTP server took it. The log names a mail's id, kind and status, never its text.
 */
import "server-only";
import { count } from "@/server/metrics/metrics";
import { and, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Db, DbOrTx } from "@/db";
import { mailOutbox, user } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { isUndeliverable } from "@/lib/wallet";
import { getLogger } from "@/server/log";
import { seal, unseal } from "./seal";

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** What the mail is for (contact, verification, …), for the outbox and the log. */
  kind: string;
  /** It holds a sign-in link, a code or another secret: stored sealed, dropped once sent. */
  secret?: boolean;
  /** The recipient's account; without it, the account of the single address (if any). */
  userId?: string | null;
  /**
   * Only queue it: the `mail` job sends it within its period. For mails written inside a
   * transaction to many readers (a group's members), which then commit with it and never hold
   * the transaction open while an SMTP server answers.
   */
  queueOnly?: boolean;
}

export type MailStatus = "logged" | "queued" | "sent" | "failed";

/** Attempts before a mail is given up (`failed`); the delays double from one minute up to six hours. */
export const MAX_ATTEMPTS = 10;
const FIRST_DELAY_SECONDS = 60;
const MAX_DELAY_SECONDS = 6 * 3600;
/** While an instance sends a claimed mail, no other may claim it (longer than the SMTP timeouts). */
const LEASE_SECONDS = 5 * 60;

/** Seconds to wait after the given failed attempt (1-based). */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(FIRST_DELAY_SECONDS * 2 ** Math.max(0, attempt - 1), MAX_DELAY_SECONDS);
}

const holder = globalThis as unknown as { __callitMailer?: { url: string; transport: Transporter } };

async function getTransport(url: string): Promise<Transporter> {
  if (holder.__callitMailer?.url !== url) {
    const nodemailer = await import("nodemailer");
    // Bounded waits, so an attempt ends well within its lease (nodemailer waits minutes by default).
    const withTimeouts = new URL(url);
    for (const [name, ms] of [
      ["connectionTimeout", 10_000],
      ["greetingTimeout", 10_000],
      ["socketTimeout", 30_000],
    ] as const) {
      if (!withTimeouts.searchParams.has(name)) withTimeouts.searchParams.set(name, String(ms));
    }
    holder.__callitMailer = { url, transport: nodemailer.createTransport(withTimeouts.toString()) };
  }
  return holder.__callitMailer.transport;
}

async function recipientAccount(db: DbOrTx, to: string[]): Promise<string | null> {
  if (to.length !== 1) return null;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, to[0]!.toLowerCase()));
  return row?.id ?? null;
}

/**
 * Stores the mail and sends it (or keeps it for the mailbox). Addresses that no mail can reach (a
 * wallet account's stand-in under `.invalid`, decision 0056) are left out; a mail left with no
 * recipient is not stored at all (`id` null, status `dropped`).
 */
export async function sendMail(
  db: DbOrTx,
  original: Mail,
): Promise<{ id: string; status: MailStatus } | { id: null; status: "dropped" }> {
  const env = getEnv();
  const log = getLogger();
  const mail = { ...original, to: original.to.filter((address) => !isUndeliverable(address)) };
  if (mail.to.length === 0) {
    log.info({ mail: { kind: mail.kind } }, "mail dropped: no recipient can receive mail");
    return { id: null, status: "dropped" };
  }
  const secret = mail.secret ?? false;
  const userId = mail.userId !== undefined ? mail.userId : await recipientAccount(db, mail.to);
  const stored = {
    to: mail.to,
    subject: secret ? seal(mail.subject) : mail.subject,
    text: secret ? seal(mail.text) : mail.text,
    html: mail.html === undefined ? null : secret ? seal(mail.html) : mail.html,
    replyTo: mail.replyTo ?? null,
    kind: mail.kind,
    secret,
    userId,
  };
  if (!env.SMTP_URL) {
    const [row] = await db
      .insert(mailOutbox)
      .values({ ...stored, status: "logged" })
      .returning({ id: mailOutbox.id });
    log.info({ mail: { id: row!.id, kind: mail.kind } }, "mail kept for the mailbox page (SMTP_URL is not set)");
    return { id: row!.id, status: "logged" };
  }
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...stored, status: "queued", nextAttemptAt: sql`now()` })
    .returning({ id: mailOutbox.id });
  if (mail.queueOnly) return { id: row!.id, status: "queued" };
  const [claimed] = await claim(db, { id: row!.id });
  // Not claimed: another instance took it meanwhile and sends it.
  const status = claimed ? await deliver(db, claimed, env.SMTP_URL, env.MAIL_FROM) : "queued";
  return { id: row!.id, status };
}

/**
 * Sends the queued mails whose next attempt is due (at `at`, the database's clock by default), as
 * many as `limit`; the `mail` job runs it (src/server/jobs/jobs.ts). Returns what became of them.
 */
export async function deliverDueMails(
  db: Db,
  options: { at?: Date; limit?: number } = {},
): Promise<Record<MailStatus, number>> {
  const env = getEnv();
  const counts: Record<MailStatus, number> = { logged: 0, queued: 0, sent: 0, failed: 0 };
  if (!env.SMTP_URL) return counts;
  const rows = await claim(db, { at: options.at, limit: options.limit ?? 50 });
  for (const row of rows) counts[await deliver(db, row, env.SMTP_URL, env.MAIL_FROM, options.at)]++;
  return counts;
}

type Claimed = typeof mailOutbox.$inferSelect;

/** A time some seconds after another, to the millisecond (as a JavaScript Date holds it). */
function later(from: SQL, seconds: number): SQL {
  return sql`date_trunc('milliseconds', ${from} + ${sql.raw(`interval '${Math.round(seconds)} seconds'`)})`;
}

/** What a mail with a secret keeps once it is out of our hands: its kind, addresses and times. */
const EMPTIED = { subject: "", text: "", html: null };

/** Takes due queued mails (or the one named) for this instance: one attempt more, leased for a while. */
async function claim(db: DbOrTx, which: { id?: string; at?: Date; limit?: number }): Promise<Claimed[]> {
  const now = which.at ? sql`${which.at.toISOString()}::timestamptz` : sql`now()`;
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "queued"),
        lte(mailOutbox.nextAttemptAt, now),
        which.id ? eq(mailOutbox.id, which.id) : undefined,
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(which.limit ?? 1)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: later(now, LEASE_SECONDS) })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

async function deliver(db: DbOrTx, row: Claimed, url: string, from: string, at?: Date): Promise<MailStatus> {
  const log = getLogger();
  const mine = and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "queued"), eq(mailOutbox.attempts, row.attempts));
  try {
    const subject = unseal(row.subject);
    const text = unseal(row.text);
    const html = row.html === null ? null : unseal(row.html);
    if (subject === null || text === null || (row.html !== null && html === null))
      throw new Error("The mail cannot be opened: the auth secret changed since it was written");
    const transport = await getTransport(url);
    await transport.sendMail({
      from,
      to: row.to,
      subject,
      text,
      html: html ?? undefined,
      replyTo: row.replyTo ?? undefined,
      messageId: `<${row.id}@${new URL(getEnv().PUBLIC_URL).hostname}>`,
    });
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: sql`now()`, error: null, nextAttemptAt: null, ...(row.secret ? EMPTIED : {}) })
      .where(mine);
    log.info({ mail: { id: row.id, kind: row.kind, attempt: row.attempts } }, "mail sent");
    count("callit_mails_total", { outcome: "sent" });
    return "sent";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const final = row.attempts >= MAX_ATTEMPTS;
    const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
    await db
      .update(mailOutbox)
      .set({
        status: final ? "failed" : "queued",
        error: message,
        nextAttemptAt: final ? null : later(now, retryDelaySeconds(row.attempts)),
        // Given up: a secret it held is of no use any more.
        ...(final && row.secret ? EMPTIED : {}),
      })
      .where(mine);
    log.warn(
      { mail: { id: row.id, kind: row.kind, attempt: row.attempts, final }, err: message },
      final ? "mail failed for good" : "mail failed, will retry",
    );
    count("callit_mails_total", { outcome: final ? "failed" : "retry" });
    return final ? "failed" : "queued";
  }
}
