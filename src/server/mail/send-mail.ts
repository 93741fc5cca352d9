/**
 * Sends a mail through SMTP_URL, or without it records it in the outbox and the log (a machine with
 * no mail server still lets a new user read their mail). Every mail is stored first, so none is lost.
 */
import "server-only";
import { eq } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Db } from "@/db";
import { mailOutbox } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/server/log";

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** What the mail is for (contact, verification, …), for the outbox and the log. */
  kind: string;
}

const holder = globalThis as unknown as { __callitMailer?: { url: string; transport: Transporter } };

async function getTransport(url: string): Promise<Transporter> {
  if (holder.__callitMailer?.url !== url) {
    const nodemailer = await import("nodemailer");
    holder.__callitMailer = { url, transport: nodemailer.createTransport(url) };
  }
  return holder.__callitMailer.transport;
}

export async function sendMail(db: Db, mail: Mail): Promise<{ id: string; status: "logged" | "sent" | "failed" }> {
  const env = getEnv();
  const log = getLogger();
  if (!env.SMTP_URL) {
    const [row] = await db
      .insert(mailOutbox)
      .values({ ...mail, html: mail.html ?? null, replyTo: mail.replyTo ?? null, status: "logged" })
      .returning({ id: mailOutbox.id });
    log.info({ mail: { id: row!.id, kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text } }, "mail logged (SMTP_URL is not set)");
    return { id: row!.id, status: "logged" };
  }
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, html: mail.html ?? null, replyTo: mail.replyTo ?? null, status: "queued" })
    .returning({ id: mailOutbox.id });
  const id = row!.id;
  try {
    const transport = await getTransport(env.SMTP_URL);
    await transport.sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: mail.replyTo });
    await db.update(mailOutbox).set({ status: "sent", sentAt: new Date() }).where(eq(mailOutbox.id, id));
    log.info({ mail: { id, kind: mail.kind, to: mail.to } }, "mail sent");
    return { id, status: "sent" };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.update(mailOutbox).set({ status: "failed", error: message }).where(eq(mailOutbox.id, id));
    log.error({ mail: { id, kind: mail.kind }, err: error }, "mail failed");
    return { id, status: "failed" };
  }
}
