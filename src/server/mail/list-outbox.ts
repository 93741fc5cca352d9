import "server-only";
import { desc } from "drizzle-orm";
import type { Db } from "@/db";
import { mailOutbox } from "@/db/schema";
import { PAGE_SIZE } from "@/lib/constants";
import { getEnv } from "@/lib/env";

/** The demo mailbox exists only while DEMO is on and no SMTP server is configured. */
export function isDemoMailboxOn(): boolean {
  const env = getEnv();
  return env.DEMO && !env.SMTP_URL;
}

export async function listRecentMails(db: Db) {
  return db
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(PAGE_SIZE);
}
