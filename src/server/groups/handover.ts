import "server-only";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { groups, groupUsers, user } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { FREE_LIMITS, underFreeLimit } from "@/lib/plus";
import { hasPlus } from "@/server/billing/subscriptions";
import { holdGroupMember, presentMember as present } from "./access";

/** The owner's role and the group's `owner_id` move together: the former owner stays as a member. */
async function passOwnership(tx: DbOrTx, groupId: string, from: string, to: { id: string; userId: string } | null) {
  await tx
    .update(groupUsers)
    .set({ role: "member" })
    .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, from)));
  await tx
    .update(groups)
    .set({ ownerId: to?.userId ?? null })
    .where(eq(groups.id, groupId));
  if (to) await tx.update(groupUsers).set({ role: "owner" }).where(eq(groupUsers.id, to.id));
}

/**
 * Who takes over a group its owner leaves for good (the account deleted, decision 0090): a group
 * admin first, then the member who joined first; never a player who left or whose account is gone.
 * A group with nobody left keeps no owner (no page shows it to anyone).
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
        .where(and(present(id), ne(groupUsers.userId, userId)))
        .orderBy(sql`${groupUsers.role} = 'admin' desc`, asc(groupUsers.joinedAt), asc(groupUsers.id))
        .limit(1);
      await passOwnership(tx, id, userId, next ? { id: next.id, userId: next.userId! } : null);
      return Boolean(next);
    });
    if (took) handed++;
  }
  return handed;
}

/**
 * The owner makes another member the owner (they stay as a member and may then leave). The new
 * owner is held to the free limit of groups per tournament as a creator is (without Plus), so a
 * handover is no way past it; counted under their row's lock, as `createGroup` counts.
 */
export async function handOverGroup(db: Db, userId: string, groupId: string, groupUserId: string) {
  return db.transaction(async (tx) => {
    const { group, member } = await holdGroupMember(tx, groupId, userId);
    if (member.role !== "owner") throw new AppError({ code: "error.forbidden" });
    const [target] = await tx
      .select({ id: groupUsers.id, userId: groupUsers.userId })
      .from(groupUsers)
      .where(and(eq(groupUsers.id, groupUserId), present(group.id), ne(groupUsers.userId, userId)));
    if (!target?.userId) throw new AppError({ code: "error.notFound" });
    await tx.select({ id: user.id }).from(user).where(eq(user.id, target.userId)).for("update");
    const [owned] = await tx
      .select({ n: count() })
      .from(groups)
      .where(and(eq(groups.tournamentId, group.tournamentId), eq(groups.ownerId, target.userId)));
    if (
      !underFreeLimit("groupsPerTournament", owned?.n ?? 0) &&
      !(await hasPlus(tx, target.userId, group.tournamentId))
    )
      throw new AppError({
        code: "error.group.handoverLimit",
        status: 409,
        params: { max: FREE_LIMITS.groupsPerTournament },
      });
    await passOwnership(tx, group.id, userId, { id: target.id, userId: target.userId });
    return { owner: target.id };
  });
}
