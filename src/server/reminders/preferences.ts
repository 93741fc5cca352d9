import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { notificationPreferences } from "@/db/schema";

export async function getEmailReminders(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: notificationPreferences.emailReminders }).from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return row?.on ?? true;
}

export async function setEmailReminders(db: Db, userId: string, on: boolean): Promise<{ emailReminders: boolean }> {
  await db
    .insert(notificationPreferences)
    .values({ userId, emailReminders: on })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { emailReminders: on, updatedAt: sql`now()` } });
  return { emailReminders: on };
}
