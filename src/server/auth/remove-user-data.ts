import "server-only";
import { eq, or, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { groupUsers, mailOutbox, user } from "@/db/schema";
import { removeStoredAvatar } from "@/server/accounts/avatar";
import { handOverOwnedGroups } from "@/server/groups/handover";

/**
 * Runs before an account is deleted: files the database cannot cascade to. Sessions, sign-in
 * methods, two-factor and passkeys, and the newsletter subscription go with the user row.
 * Group memberships lose their nickname (the pages show "Former player"); a group the account owns
 * passes to its co-manager or longest-standing member (`handOverOwnedGroups`). The mails to the
 * account go too: those kept for it and those to its address alone (sent before it existed).
 */
export async function removeUserData(db: Db, userId: string): Promise<void> {
  const [row] = await db.select({ image: user.image, email: user.email }).from(user).where(eq(user.id, userId));
  await removeStoredAvatar(userId, row?.image);
  await handOverOwnedGroups(db, userId);
  // Memberships stay (other players' standings keep their rows and points) without the name;
  // the user id is cleared by the foreign key when the user row goes.
  await db.update(groupUsers).set({ nickname: "" }).where(eq(groupUsers.userId, userId));
  await db
    .delete(mailOutbox)
    .where(
      or(
        eq(mailOutbox.userId, userId),
        row
          ? sql`cardinality(${mailOutbox.to}) = 1 and lower(${mailOutbox.to}[1]) = ${row.email.toLowerCase()}`
          : undefined,
      ),
    );
}
