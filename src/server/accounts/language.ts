import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { user } from "@/db/schema";
import type { Locale } from "@/lib/constants";

/**
 * The language a player chose in the menu becomes their profile's (decision 0085 addendum): the
 * mails follow it and the next sign-in brings it back. Without a session nothing is stored (the
 * browser's cookie keeps the choice); the answer says which.
 */
export async function chooseLanguage(db: Db, userId: string | null, locale: Locale): Promise<{ saved: boolean }> {
  if (!userId) return { saved: false };
  await db.update(user).set({ locale, updatedAt: new Date() }).where(eq(user.id, userId));
  return { saved: true };
}
