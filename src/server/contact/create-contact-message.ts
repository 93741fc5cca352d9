import "server-only";
import type { Db } from "@/db";
import { inArray, sql } from "drizzle-orm";
import { contactMessages, user as users } from "@/db/schema";
import { CONTACT_RATE_LIMIT, DEFAULT_LOCALE, type Locale } from "@/lib/constants";
import { getEnv } from "@/lib/env";
import { toLocale } from "@/lib/locales";
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
    .values({
      name: input.name,
      email: input.email,
      subject: input.subject || null,
      message: input.message,
      locale: meta.locale,
    })
    .returning({ id: contactMessages.id });
  const id = row!.id;

  const admins = getEnv().ADMIN_EMAILS;
  if (admins.length === 0) {
    log.warn({ contactMessageId: id }, "contact message stored; no ADMIN_EMAILS to mail it to");
    return { id };
  }
  const mail = {
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    senderLocale: meta.locale,
  };
  for (const [locale, to] of await byLanguage(db, admins)) {
    await sendMail(db, { kind: "contact", to, replyTo: input.email, ...(await renderMail("contact", mail, locale)) });
  }
  return { id };
}

/**
 * The admins' addresses grouped by the language each reads (their account's; the default for an
 * address without an account yet), so every admin gets the message in their own language.
 */
async function byLanguage(db: Db, addresses: readonly string[]): Promise<Map<Locale, string[]>> {
  const accounts = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        addresses.map((a) => a.toLowerCase()),
      ),
    );
  const localeOf = new Map(accounts.map((a) => [a.email.toLowerCase(), toLocale(a.locale) ?? DEFAULT_LOCALE]));
  const groups = new Map<Locale, string[]>();
  for (const address of addresses) {
    const locale = localeOf.get(address.toLowerCase()) ?? DEFAULT_LOCALE;
    groups.set(locale, [...(groups.get(locale) ?? []), address]);
  }
  return groups;
}
