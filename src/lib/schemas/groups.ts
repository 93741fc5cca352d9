import { z } from "zod";
import { MAX_LOCK_MINUTES_BEFORE, TEXT_LIMITS } from "./limits";
import { GAME_MODES } from "../sports";
import { lineText } from "./text";

export { MAX_LOCK_MINUTES_BEFORE };

export const lockPolicyInput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("kickoff") }).strict(),
  z
    .object({
      kind: z.literal("minutesBefore"),
      minutes: z.number().int().min(1).max(MAX_LOCK_MINUTES_BEFORE),
    })
    .strict(),
  z.object({ kind: z.literal("matchday") }).strict(),
]);

const nickname = lineText(TEXT_LIMITS.nickname);

export const createGroupInput = z
  .object({
    tournament: z.string().trim().min(1).max(64),
    name: lineText(TEXT_LIMITS.groupName),
    mode: z.enum(GAME_MODES),
    scoring: z.record(z.string(), z.unknown()).optional(),
    lockPolicy: lockPolicyInput.optional(),
    jokers: z.boolean().optional(),
    nickname: nickname.optional(),
  })
  .strict();
export type CreateGroupInput = z.infer<typeof createGroupInput>;

export const groupSettingsInput = z
  .object({
    groupId: z.uuid(),
    name: lineText(TEXT_LIMITS.groupName).optional(),
    mode: z.enum(GAME_MODES).optional(),
    scoring: z.record(z.string(), z.unknown()).optional(),
    lockPolicy: lockPolicyInput.optional(),
    /** The manager read that the new lock policy locks open games at once (error.group.policyLocksOpen), and saves it anyway. */
    confirmLocks: z.boolean().optional(),
    jokers: z.boolean().optional(),
    regenerateInvitation: z.boolean().optional(),
    /** A public league: listed for the tournament, joined without the invitation code (decision 0048). */
    public: z.boolean().optional(),
  })
  .strict();
export type GroupSettingsInput = z.infer<typeof groupSettingsInput>;

/** Without the code only a public league can be joined. */
export const joinGroupInput = z
  .object({ invitationCode: z.string().trim().min(6).max(64).optional(), nickname: nickname.optional() })
  .strict();

/** My name in a group, changed (a present member's own). */
export const renameMemberInput = z.object({ nickname }).strict();

/** What the owner makes a member: a group admin (who manages the group with them), or a member again. */
export const memberRoleInput = z.object({ role: z.enum(["admin", "member"]) }).strict();

/** The member who becomes the group's owner. */
export const handOverInput = z.object({ groupUserId: z.uuid() }).strict();

/** Each pick is checked against its game by `parsePick` on the server; `pick: null` takes a pick back. */
export const savePicksInput = z
  .object({
    picks: z
      .array(z.object({ gameId: z.uuid(), pick: z.unknown(), joker: z.boolean().optional() }).strict())
      .min(1)
      .max(200),
  })
  .strict();
export type SavePicksInput = z.infer<typeof savePicksInput>;

/** PUT /api/predictions: the same picks for every group of mine in the tournament that plays `mode`. */
export const savePredictionsInput = z
  .object({
    tournament: z.string().trim().min(1).max(64),
    /** Needed only when the player has groups of both modes in the tournament. */
    mode: z.enum(GAME_MODES).optional(),
    picks: savePicksInput.shape.picks,
  })
  .strict();
export type SavePredictionsInput = z.infer<typeof savePredictionsInput>;
