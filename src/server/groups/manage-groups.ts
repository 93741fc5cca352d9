/** Groups: create one, change its settings (who is in it: ./membership.ts). */
import "server-only";
import { randomBytes } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { groups, groupUsers, tournaments, user } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { freeLimitError, plusRuleOf, underFreeLimit } from "@/lib/plus";
import type { CreateGroupInput, GroupSettingsInput } from "@/lib/schemas/groups";
import { defaultRuleSet, parseRuleSet } from "@/lib/scoring/rule-sets";
import type { GameMode } from "@/lib/sports";
import { canonicalJson } from "@/lib/canonical-json";
import { hasPlus } from "@/server/billing/subscriptions";
import { holdGroupManager, requirePlayer } from "./access";
import { gamesLockedBy, hasLocked, hasPicks, keepLocks } from "./lock";

export const newInvitationCode = () => randomBytes(9).toString("base64url");

function ruleSetFor(sport: Parameters<typeof defaultRuleSet>[0], mode: GameMode, scoring: unknown) {
  try {
    return scoring === undefined
      ? defaultRuleSet(sport, mode)
      : parseRuleSet(sport, mode, { ...defaultRuleSet(sport, mode), ...(scoring as object) });
  } catch {
    throw new AppError({ code: "error.group.scoringInvalid", formField: "scoring" });
  }
}

/** Custom scoring and jokers need the owner's Plus for the tournament (lib/plus.ts). */
async function requirePlusFor(
  db: DbOrTx,
  ownerId: string | null,
  tournamentId: string,
  sport: Parameters<typeof defaultRuleSet>[0],
  mode: GameMode,
  scoring: unknown,
  jokers: boolean,
) {
  const rule = plusRuleOf(defaultRuleSet(sport, mode), scoring, jokers);
  if (!rule) return;
  if (ownerId && (await hasPlus(db, ownerId, tournamentId))) return;
  throw new AppError({ code: "error.plus.required", formField: rule });
}

export async function createGroup(db: Db, userId: string, input: CreateGroupInput) {
  const player = await requirePlayer(db, userId);
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.slug, input.tournament));
  if (!tournament) throw new AppError({ code: "error.notFound", formField: "tournament" });
  if (tournament.status === "finished") throw new AppError({ code: "error.group.tournamentFinished" });
  const scoring = ruleSetFor(tournament.sport, input.mode, input.scoring);
  const jokers = input.mode === "expert" && (input.jokers ?? false);
  await requirePlusFor(db, userId, tournament.id, tournament.sport, input.mode, scoring, jokers);
  return db.transaction(async (tx) => {
    // The free limit is counted under a lock on the owner's row, in the insert's transaction, so
    // concurrent requests of one owner wait for each other and cannot pass it together (decision 0018).
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const [owned] = await tx
      .select({ n: count() })
      .from(groups)
      .where(and(eq(groups.tournamentId, tournament.id), eq(groups.ownerId, userId)));
    if (!underFreeLimit("groupsPerTournament", owned?.n ?? 0) && !(await hasPlus(tx, userId, tournament.id)))
      throw freeLimitError("groupsPerTournament");
    const [group] = await tx
      .insert(groups)
      .values({
        tournamentId: tournament.id,
        name: input.name,
        mode: input.mode,
        scoring,
        lockPolicy: input.lockPolicy ?? { kind: "kickoff" },
        jokers,
        invitationCode: newInvitationCode(),
        ownerId: userId,
      })
      .returning();
    const [member] = await tx
      .insert(groupUsers)
      .values({ groupId: group!.id, userId, nickname: input.nickname ?? player.name, role: "owner" })
      .returning({ id: groupUsers.id });
    return { groupId: group!.id, invitationCode: group!.invitationCode, groupUserId: member!.id };
  });
}

/** What the invitation page shows before joining; a wrong or replaced code explains itself. */
/**
 * Mode, scoring and lock policy freeze together once the group's rules have locked (lock.ts,
 * hasLocked); a lock policy sent unchanged is no change. A policy change keeps every lock already
 * reached first (decision 0017), so no pick anybody could see ever reopens.
 */
export async function updateGroupSettings(db: Db, userId: string, input: GroupSettingsInput) {
  // Checked and written under the group's row (`holdGroupManager`): a manager removed or a
  // hand-over at the same moment is seen, and a pick being written (it holds the row `for key
  // share`, save-picks.ts) is either seen here or waits and finds the new rules.
  const [updated] = await db.transaction(async (tx) => {
    const { group, tournament } = await holdGroupManager(tx, input.groupId, userId);
    const changesPolicy =
      input.lockPolicy !== undefined && canonicalJson(input.lockPolicy) !== canonicalJson(group.lockPolicy);
    const changesRules = input.mode !== undefined || input.scoring !== undefined || changesPolicy;
    if (changesRules && (await hasLocked(tx, group.id))) {
      throw new AppError({
        code: "error.group.rulesLocked",
        formField: input.mode ? "mode" : input.scoring ? "scoring" : "lockPolicy",
      });
    }
    // A policy that would lock open games at once (a matchday already begun) is saved only once the
    // manager has read how many: members who have not picked them lose them.
    if (changesPolicy && !input.confirmLocks) {
      const count = await gamesLockedBy(tx, group.id, input.lockPolicy);
      if (count > 0)
        throw new AppError({ code: "error.group.policyLocksOpen", formField: "lockPolicy", params: { count } });
    }
    const mode = input.mode ?? group.mode;
    const scoring = changesRules
      ? ruleSetFor(tournament.sport, mode, input.scoring ?? (input.mode ? undefined : group.scoring))
      : undefined;
    const jokers = input.jokers !== undefined ? mode === "expert" && input.jokers : group.jokers && mode === "expert";
    if (scoring !== undefined || input.jokers === true)
      await requirePlusFor(tx, group.ownerId, tournament.id, tournament.sport, mode, scoring ?? group.scoring, jokers);
    // A new mode with picks held: they were made for the old one (a winner is no score).
    if (input.mode !== undefined && input.mode !== group.mode && (await hasPicks(tx, group.id)))
      throw new AppError({ code: "error.group.modeHasPicks", formField: "mode" });
    if (changesPolicy) await keepLocks(tx, { groupId: group.id });
    return tx
      .update(groups)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.mode !== undefined && { mode: input.mode }),
        ...(scoring !== undefined && { scoring }),
        // Points follow the mode and the rule set: the stored tables are rebuilt (decision 0034).
        ...((input.mode !== undefined || scoring !== undefined) && {
          standingsVersion: sql`${groups.standingsVersion} + 1`,
        }),
        ...(changesPolicy && { lockPolicy: input.lockPolicy }),
        ...(input.jokers !== undefined && { jokers: mode === "expert" && input.jokers }),
        ...(input.regenerateInvitation && { invitationCode: newInvitationCode() }),
        ...(input.public !== undefined && { public: input.public }),
      })
      .where(eq(groups.id, group.id))
      .returning();
  });
  return updated!;
}
