import "server-only";
import { and, asc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { groups, groupUsers } from "@/db/schema";

/**
 * Who takes over a group its owner leaves for good (the account deleted): a co-manager first,
 * then the member who joined first; never a player who left or whose account is gone. A group
 * with nobody left keeps no owner (no page shows it to anyone).
 */
export async function handOverOwnedGroups(db: Db, userId: string): Promise<number> {
  const owned = await db.select({ id: groups.id }).from(groups).where(eq(groups.ownerId, userId));
  let handed = 0;
  for (const { id } of owned) {
    const took = await db.transaction(async (tx) => {
      // The group's row held: a join, a leave or a removal of the same group waits for the handover.
      const [group] = await tx.select({ ownerId: groups.ownerId }).from(groups).where(eq(groups.id, id)).for("update");
      if (group?.ownerId !== userId) return false;
      const [next] = await tx
        .select({ id: groupUsers.id, userId: groupUsers.userId })
        .from(groupUsers)
        .where(
          and(
            eq(groupUsers.groupId, id),
            isNull(groupUsers.leftAt),
            isNotNull(groupUsers.userId),
            ne(groupUsers.userId, userId),
          ),
        )
        .orderBy(sql`${groupUsers.role} = 'admin' desc`, asc(groupUsers.joinedAt), asc(groupUsers.id))
        .limit(1);
      await tx
        .update(groupUsers)
        .set({ role: "member" })
        .where(and(eq(groupUsers.groupId, id), eq(groupUsers.userId, userId)));
      await tx
        .update(groups)
        .set({ ownerId: next?.userId ?? null })
        .where(eq(groups.id, id));
      if (!next) return false;
      await tx.update(groupUsers).set({ role: "owner" }).where(eq(groupUsers.id, next.id));
      return true;
    });
    if (took) handed++;
  }
  return handed;
}
