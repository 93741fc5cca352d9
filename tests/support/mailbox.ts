import { desc, eq } from "drizzle-orm";
import type { DbHandle } from "@/db/client";
import { mailOutbox } from "@/db/schema";

/** The mails our app recorded for an address (newest first), as the demo mailbox shows them. */
export async function mailsTo(handle: DbHandle, address: string) {
  const rows = await handle.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
  return rows.filter((r) => r.to.includes(address));
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
