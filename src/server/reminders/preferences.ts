import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { notificationPreferences, subscriptions } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { PLUS_HELD } from "@/lib/plus";
import { DEFAULT_REMINDER_LEAD_HOURS, type ReminderLeadHours } from "@/lib/reminders";

export interface ReminderPreferences {
  emailReminders: boolean;
  leadHours: ReminderLeadHours;
}

export async function getReminderPreferences(db: Db, userId: string): Promise<ReminderPreferences> {
  const [row] = await db
    .select({ on: notificationPreferences.emailReminders, leadHours: notificationPreferences.reminderLeadHours })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return {
    emailReminders: row?.on ?? true,
    leadHours: (row?.leadHours ?? DEFAULT_REMINDER_LEAD_HOURS) as ReminderLeadHours,
  };
}

/** Stores the player's choices; the lead time only for a player who holds Plus (src/lib/reminders.ts). */
export async function setReminderPreferences(
  db: Db,
  userId: string,
  input: Partial<ReminderPreferences>,
): Promise<ReminderPreferences> {
  return db.transaction(async (tx) => {
    if (input.leadHours !== undefined) {
      const [plus] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, PLUS_HELD)))
        .limit(1);
      if (!plus) throw new AppError({ code: "error.plus.reminderLead", formField: "leadHours" });
    }
    const set = {
      ...(input.emailReminders === undefined ? {} : { emailReminders: input.emailReminders }),
      ...(input.leadHours === undefined ? {} : { reminderLeadHours: input.leadHours }),
    };
    const [row] = await tx
      .insert(notificationPreferences)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...set, updatedAt: sql`now()` } })
      .returning();
    return { emailReminders: row!.emailReminders, leadHours: row!.reminderLeadHours as ReminderLeadHours };
  });
}
