/**
 * Results in the shapes of PRODUCT.md §5 (the pick shapes plus extra time and penalties for
 * football knockouts and a status per entrant for rankings), with the rules each sport imposes.
 */
import { z } from "zod";
import { AppError, type ErrorCode } from "../errors";
import { isSemiFinal, QUALIFIER_PICKS } from "../scoring/pick-size";
import { ENTRANT_STATUSES, SHAPE_OF, type Sport } from "../sports";

const goals = z.number().int().min(0).max(999);
const pair = z.object({ home: goals, away: goals }).strict();

export const footballResult = z
  .object({ home: goals, away: goals, extraTime: pair.optional(), penalties: pair.optional() })
  .strict();
/** `decidedIn` is unknown in some open data (a one-goal game may have gone to overtime): then no bonus for it. */
export const hockeyResult = z
  .object({ home: goals, away: goals, decidedIn: z.enum(["regulation", "overtime", "shootout"]).optional() })
  .strict();
export const basketballResult = pair;
export const rankingResult = z
  .object({
    ranking: z.array(z.uuid()).min(1).max(64),
    statuses: z.record(z.uuid(), z.enum(ENTRANT_STATUSES)).optional(),
  })
  .strict();
export const qualifiersResult = z
  .object({ qualifiers: z.array(z.uuid()).min(1).max(64), ranking: z.array(z.uuid()).max(64).optional() })
  .strict();

export type FootballResult = z.infer<typeof footballResult>;
export type HockeyResult = z.infer<typeof hockeyResult>;
export type BasketballResult = z.infer<typeof basketballResult>;
export type RankingResult = z.infer<typeof rankingResult>;
export type QualifiersResult = z.infer<typeof qualifiersResult>;
export type GameResult = FootballResult | HockeyResult | BasketballResult | RankingResult | QualifiersResult;

export interface ResultContext {
  knockout: boolean;
  stage: string | null;
  entrantIds: string[] | null;
}

const invalid = (code: ErrorCode, formField?: string, params?: Record<string, string | number>) =>
  new AppError({ code, status: 400, formField, params });

function parse<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid("error.result.invalid", issue?.path.map(String).join("."));
  }
  return parsed.data;
}

function checkEntrants(ids: string[], field: string, context: ResultContext) {
  if (new Set(ids).size !== ids.length) throw invalid("error.result.duplicateEntrant", field);
  const field_ = new Set(context.entrantIds ?? []);
  if (ids.some((id) => !field_.has(id))) throw invalid("error.result.unknownEntrant", field);
}

/** A score without both sides is no result (a game never ends 0–0 by default). */
function requireScores(raw: unknown) {
  const score = (raw ?? {}) as { home?: unknown; away?: unknown };
  if (typeof raw !== "object" || score.home == null || score.away == null)
    throw invalid("error.result.scoresMissing", score.home == null ? "home" : "away");
}

/**
 * Parses and checks a result for a game of a sport; refuses what cannot have happened.
 * `finished`: the result is the final one an admin enters (not a live one, nor a source's record
 * as an import states it), so a semi-final names exactly as many qualifiers as its picks do.
 */
export function checkResult(
  sport: Sport,
  context: ResultContext,
  raw: unknown,
  { finished = false }: { finished?: boolean } = {},
): GameResult {
  if (SHAPE_OF[sport] === "ranking") {
    if (isSemiFinal(sport, context)) {
      const result = parse(qualifiersResult, raw);
      checkEntrants(result.qualifiers, "qualifiers", context);
      // Ten go through from a semi-final (all of a field of ten or fewer): a result naming more
      // (or, once finished, fewer) would score every pick against the wrong line-up.
      const count = Math.min(QUALIFIER_PICKS, context.entrantIds?.length ?? 0);
      if (result.qualifiers.length > count || (finished && result.qualifiers.length !== count))
        throw invalid("error.result.qualifiersCount", "qualifiers", { count });
      if (result.ranking) checkEntrants(result.ranking, "ranking", context);
      return result;
    }
    const result = parse(rankingResult, raw);
    checkEntrants(result.ranking, "ranking", context);
    for (const id of Object.keys(result.statuses ?? {})) checkEntrants([id], "statuses", context);
    return result;
  }
  requireScores(raw);
  if (sport === "hockey") {
    const result = parse(hockeyResult, raw);
    const margin = Math.abs(result.home - result.away);
    if (margin === 0) throw invalid("error.result.drawNotAllowed", "home");
    if (result.decidedIn && result.decidedIn !== "regulation" && margin !== 1)
      throw invalid("error.result.overtimeMargin", "decidedIn");
    return result;
  }
  if (sport === "basketball") {
    const result = parse(basketballResult, raw);
    if (result.home === result.away) throw invalid("error.result.drawNotAllowed", "home");
    return result;
  }
  const result = parse(footballResult, raw);
  if ((result.extraTime || result.penalties) && !context.knockout)
    throw invalid("error.result.knockoutOnly", result.extraTime ? "extraTime" : "penalties");
  if (result.extraTime) {
    if (result.home !== result.away) throw invalid("error.result.extraTimeAfterDraw", "extraTime");
    if (result.extraTime.home < result.home || result.extraTime.away < result.away)
      throw invalid("error.result.extraTimeCumulative", "extraTime");
  }
  if (result.penalties) {
    const after = result.extraTime ?? result;
    if (after.home !== after.away) throw invalid("error.result.penaltiesAfterDraw", "penalties");
    if (result.penalties.home === result.penalties.away) throw invalid("error.result.penaltiesDraw", "penalties");
  }
  return result;
}
