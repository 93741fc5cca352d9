import { desc, eq } from "drizzle-orm";
import type { DbHandle } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { unseal } from "@/server/mail/seal";

/**
 * The mails our app recorded for an address (newest first), read from the outbox as an admin would
 * on the mailbox page: a sealed text comes back in clear.
 */
export async function mailsTo(handle: DbHandle, address: string) {
  const rows = await handle.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
  return rows
    .filter((r) => r.to.includes(address))
    .map((r) => ({
      ...r,
      subject: unseal(r.subject) ?? "",
      text: unseal(r.text) ?? "",
      html: r.html === null ? null : unseal(r.html),
    }));
}

export async function lastMailTo(handle: DbHandle, address: string, kind?: string) {
  const mails = (await mailsTo(handle, address)).filter((m) => !kind || m.kind === kind);
  if (!mails[0]) throw new Error(`No ${kind ?? ""} mail to ${address}`);
  return mails[0];
}

export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`No link in: ${text}`);
  return match[0];
}

export { eq };
