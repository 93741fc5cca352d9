import { z } from "zod";
import { TEXT_LIMITS } from "./limits";
import { competitionKey } from "../competition";
import { isTimeZone } from "./profile";
import { SPORTS } from "../sports";
import { GAME_STATUSES, RUNNING_STATUSES } from "../statuses";

const instant = z.iso.datetime({ offset: true });
const timeZone = z.string().refine(isTimeZone);

export const createTournamentInput = z.object({
  slug: z.string().trim().min(1).max(64),
  sport: z.enum(SPORTS),
  name: z.string().trim().min(1).max(120),
  season: z.string().trim().max(40).optional(),
  /** The competition it is a season of (decision 0052); default: from the name without its years. */
  competition: competitionKey.nullable().optional(),
  startsAt: instant.optional(),
  endsAt: instant.optional(),
  timeZone: timeZone.optional(),
});
export type CreateTournamentInput = z.infer<typeof createTournamentInput>;

export const updateTournamentInput = z
  .object({
    name: z.string().trim().min(1).max(120).optional(),
    season: z.string().trim().max(40).nullable().optional(),
    competition: competitionKey.nullable().optional(),
    status: z.enum(RUNNING_STATUSES).optional(),
    startsAt: instant.nullable().optional(),
    endsAt: instant.nullable().optional(),
    timeZone: timeZone.optional(),
  })
  .strict();
export type UpdateTournamentInput = z.infer<typeof updateTournamentInput>;

export const competitorInput = z
  .object({
    name: z.string().trim().min(1).max(80),
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^[A-Z]{${TEXT_LIMITS.competitorCode}}$`))
      .optional(),
    kind: z.enum(["team", "driver", "country"]).optional(),
  })
  .strict();

export const matchdayInput = z
  .object({ ordinal: z.number().int().min(1).max(999), name: z.string().trim().max(80).optional() })
  .strict();
export const updateMatchdayInput = z
  .object({ name: z.string().trim().max(80).nullable().optional(), status: z.enum(RUNNING_STATUSES).optional() })
  .strict();

export const gameInput = z
  .object({
    matchday: z.number().int().min(1).max(999),
    kickoff: instant,
    locksAt: instant.optional(),
    homeId: z.uuid().optional(),
    awayId: z.uuid().optional(),
    homeLabel: z.string().trim().max(40).optional(),
    awayLabel: z.string().trim().max(40).optional(),
    entrantIds: z.array(z.uuid()).min(2).max(64).optional(),
    knockout: z.boolean().optional(),
    stage: z.string().trim().max(40).optional(),
    venue: z.string().trim().max(120).optional(),
  })
  .strict();
export type GameInput = z.infer<typeof gameInput>;

/**
 * Schedule changes; a game's status and result change only through PUT …/result (setGameResult).
 * `locksAt: null` clears the game's own lock: picks lock at kickoff again.
 */
export const updateGameInput = z
  .object({
    kickoff: instant.optional(),
    locksAt: instant.nullable().optional(),
    homeId: z.uuid().nullable().optional(),
    awayId: z.uuid().nullable().optional(),
    venue: z.string().trim().max(120).nullable().optional(),
  })
  .strict();
export type UpdateGameInput = z.infer<typeof updateGameInput>;

export const resultInput = z
  .object({ status: z.enum(GAME_STATUSES).optional(), result: z.unknown().optional() })
  .strict();
export type ResultInput = z.infer<typeof resultInput>;
