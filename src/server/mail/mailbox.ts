/**
 * The mailbox page's reading rules (docs/decisions/0015-private-mail.md): without a mail server the
 * outbox is the only copy of a mail. An admin reads every mail; a signed-in player reads the mails
 * to their own account except those that prove an address (a verification, sign-in or reset link,
 * a code): without a mail server nobody can prove one, so only an admin reads those; nobody else
 * reads any mail.
 */
import "server-only";
import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Db } from "@/db";
import { mailOutbox } from "@/db/schema";
import { PAGE_SIZE } from "@/lib/constants";
import { getEnv } from "@/lib/env";
import { unseal } from "./seal";

/** Mails whose link or code proves the address to the sign-in system. */
export const ADDRESS_PROOF_KINDS = ["verifyEmail", "resetPassword", "magicLink", "otp", "changeEmail"];

/** The mailbox exists only while no SMTP server is configured (the mails are kept for it then). */
export function isMailboxOn(): boolean {
  return !getEnv().SMTP_URL;
}

export interface MailboxReader {
  id: string;
  role: "player" | "admin";
}

export interface MailboxMail {
  id: string;
  to: string[];
  /** null (as the text) when it cannot be opened. */
  subject: string | null;
  /** null when it cannot be opened (written under another auth secret). */
  text: string | null;
  /** The HTML part; null when there is none or it cannot be opened. */
  html: string | null;
  kind: string;
  createdAt: Date;
}

/** The newest mails the reader may read; none for nobody. */
export async function mailsFor(db: Db, reader: MailboxReader | null): Promise<MailboxMail[]> {
  if (!reader) return [];
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      kind: mailOutbox.kind,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(
      reader.role === "admin"
        ? undefined
        : and(eq(mailOutbox.userId, reader.id), notInArray(mailOutbox.kind, ADDRESS_PROOF_KINDS)),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(PAGE_SIZE);
  return rows.map((row) => ({
    ...row,
    subject: unseal(row.subject),
    text: unseal(row.text),
    html: row.html === null ? null : unseal(row.html),
  }));
}
