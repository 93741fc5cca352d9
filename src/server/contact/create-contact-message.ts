import "server-only";
import type { Db } from "@/db";
import { contactMessages } from "@/db/schema";
import { CONTACT_RATE_LIMIT, DEFAULT_LOCALE, type Locale } from "@/lib/constants";
import { getEnv } from "@/lib/env";
import type { ContactInput } from "@/lib/schemas/contact";
import { getLogger } from "@/server/log";
import { sendMail } from "@/server/mail/send-mail";
import { renderMail } from "@/server/mail/templates/render";
import { consumeRateLimit } from "@/server/rate-limit/consume";

export interface ContactMeta {
  locale: Locale;
  clientAddress: string;
}

/** Stores a contact message and mails it to the admins. A filled honeypot is answered but dropped. */
export async function createContactMessage(db: Db, input: ContactInput, meta: ContactMeta): Promise<{ id: string }> {
  const log = getLogger();
  if (input.website) {
    log.info({ kind: "contact" }, "honeypot filled: message dropped");
    return { id: crypto.randomUUID() };
  }
  await consumeRateLimit(db, { bucket: "contact", subject: meta.clientAddress, ...CONTACT_RATE_LIMIT });

  const [row] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, subject: input.subject || null, message: input.message, locale: meta.locale })
    .returning({ id: contactMessages.id });
  const id = row!.id;

  const admins = getEnv().ADMIN_EMAILS;
  if (admins.length === 0) {
    log.warn({ contactMessageId: id }, "contact message stored; no ADMIN_EMAILS to mail it to");
    return { id };
  }
  const written = await renderMail("contact", { name: input.name, email: input.email, subject: input.subject, message: input.message, senderLocale: meta.locale }, DEFAULT_LOCALE);
  await sendMail(db, { kind: "contact", to: admins, replyTo: input.email, ...written });
  return { id };
}
