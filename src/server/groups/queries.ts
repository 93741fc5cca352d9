import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db";
import { groupUsers } from "@/db/schema";
import { requireGroupMember } from "./access";

/** The group page's data: the group, its active members, and my role. The code only for managers. */
export async function getGroupView(db: Db, userId: string, groupId: string) {
  const { group, member, tournament } = await requireGroupMember(db, groupId, userId);
  const members = await db
    .select({ groupUserId: groupUsers.id, nickname: groupUsers.nickname, role: groupUsers.role, joinedAt: groupUsers.joinedAt })
    .from(groupUsers)
    .where(and(eq(groupUsers.groupId, group.id), isNull(groupUsers.leftAt)))
    .orderBy(asc(groupUsers.joinedAt));
  return {
    group: {
      id: group.id,
      name: group.name,
      mode: group.mode,
      scoring: group.scoring,
      lockPolicy: group.lockPolicy,
      jokers: group.jokers,
      invitationCode: group.invitationCode,
    },
    tournament: { slug: tournament.slug, name: tournament.name, sport: tournament.sport },
    members,
    me: { groupUserId: member.id, role: member.role },
  };
}
