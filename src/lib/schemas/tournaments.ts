import { z } from "zod";
import { blankAsNull } from "./form-values";
import { TEXT_LIMITS } from "./limits";
import { competitionKey } from "../competition";
import { isTimeZone } from "./profile";
import { SPORTS } from "../sports";
import { GAME_STATUSES, RUNNING_STATUSES } from "../statuses";
import { lineText } from "./text";

const instant = z.iso.datetime({ offset: true });
const timeZone = z.string().refine(isTimeZone);

export const createTournamentInput = z.object({
  slug: lineText(TEXT_LIMITS.tournamentSlug),
  sport: z.enum(SPORTS),
  name: lineText(TEXT_LIMITS.tournamentName),
  season: lineText(TEXT_LIMITS.season, 0).optional(),
  /** The competition it is a season of (decision 0052); default: from the name without its years. */
  competition: competitionKey.nullable().optional(),
  startsAt: instant.optional(),
  endsAt: instant.optional(),
  timeZone: timeZone.optional(),
});
export type CreateTournamentInput = z.infer<typeof createTournamentInput>;

export const updateTournamentInput = z
  .object({
    name: lineText(TEXT_LIMITS.tournamentName).optional(),
    season: lineText(TEXT_LIMITS.season, 0).nullable().optional(),
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
    name: lineText(TEXT_LIMITS.competitorName),
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^[A-Z]{${TEXT_LIMITS.competitorCode}}$`))
      .optional(),
    kind: z.enum(["team", "driver", "country"]).optional(),
  })
  .strict();

export const matchdayInput = z
  .object({
    ordinal: z.number().int().min(1).max(999),
    name: lineText(TEXT_LIMITS.matchdayName, 0).optional(),
  })
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
    stage: lineText(TEXT_LIMITS.stage, 0).optional(),
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

/* The admin's forms on a tournament's screen, as typed: parsed, each is the body its API takes. */

/** A `datetime-local` field's value ("2026-06-11T20:00"), in the browser's zone. */
const localDateTime = z
  .string()
  .min(1)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);

export const tournamentSettingsForm = z.object({
  name: lineText(TEXT_LIMITS.tournamentName),
  season: blankAsNull(lineText(TEXT_LIMITS.season, 0)),
  competition: blankAsNull(competitionKey),
  status: z.enum(RUNNING_STATUSES),
});

export const competitorForm = z.object({
  name: competitorInput.shape.name,
  code: z
    .string()
    .transform((code) => code.trim().toUpperCase() || undefined)
    .pipe(competitorInput.shape.code),
});

export const renameCompetitorForm = z.object({ name: competitorInput.shape.name });

export const matchdayForm = z.object({
  ordinal: z.string().trim().min(1).transform(Number).pipe(matchdayInput.shape.ordinal),
  name: z
    .string()
    .transform((name) => name.trim() || undefined)
    .pipe(matchdayInput.shape.name),
});

/** A game's schedule as its editor holds it: competitors' ids ("" undecided) and local times ("" no own lock). */
export const gameScheduleForm = z.object({
  homeId: z.string(),
  awayId: z.string(),
  kickoff: localDateTime,
  locksAt: z.union([z.literal(""), localDateTime]),
});

/** A new game: head-to-head games name both competitors, ranking games take the tournament's field. */
export const newGameForm = (ranking: boolean) =>
  z.object({
    matchday: z.string().min(1).transform(Number).pipe(gameInput.shape.matchday),
    kickoff: localDateTime,
    locksAt: z.union([z.literal(""), localDateTime]),
    homeId: ranking ? z.string() : z.string().min(1),
    awayId: ranking ? z.string() : z.string().min(1),
    knockout: z.boolean(),
    stage: z
      .string()
      .transform((stage) => stage.trim() || undefined)
      .pipe(gameInput.shape.stage),
  });

/**
 * The result editor's form: its status is checked here, the result's shape by the server
 * (`checkResult`), whose errors name the result's field ("home", "penalties", "ranking").
 */
export const resultEditorForm = z.looseObject({ status: z.enum(GAME_STATUSES) });
