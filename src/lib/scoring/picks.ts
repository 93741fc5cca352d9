/**
 * Picks in the shapes of PRODUCT.md §5, per sport, mode and game: `parsePick` checks what a player
 * sends against the game it is for, and refuses with a PickError that says why (a `PickReason`:
 * a message code of `error.pick.*` with its parameters) on the offending field.
 */
import { z } from "zod";
import type { GameMode, Sport } from "../sports";
import { isSemiFinal, pickSize, type GameContext } from "./rule-sets";

/** The highest score a pick can name. */
export const MAX_PICK_SCORE = 999;

/**
 * Why a pick is refused, as the player reads it: each code is a message of `error.pick.*` and its
 * params are that message's arguments. `error.pick.invalid` is left for shapes no pick sheet sends.
 */
export type PickReason =
  | { code: "error.pick.invalid" }
  | { code: "error.pick.score"; params: { max: number } }
  | { code: "error.pick.incomplete" }
  | { code: "error.pick.qualifiersCount"; params: { expected: number; picked: number } }
  | { code: "error.pick.rankingCount"; params: { expected: number; picked: number } }
  | { code: "error.pick.entrantTwice" }
  | { code: "error.pick.unknownEntrant" }
  | { code: "error.pick.noField" }
  | { code: "error.pick.hockeyDraw" }
  | { code: "error.pick.basketballDraw" }
  | { code: "error.pick.overtimeMargin" }
  | { code: "error.pick.advancesMissing" }
  | { code: "error.pick.advancesNotDraw" };

export type PickReasonCode = PickReason["code"];

export class PickError extends Error {
  readonly code: PickReasonCode;
  readonly params?: Record<string, number>;
  readonly formField: string;

  constructor(formField: string, reason: PickReason) {
    super(reason.code);
    this.name = "PickError";
    this.code = reason.code;
    if ("params" in reason) this.params = reason.params;
    this.formField = formField;
  }

  get reason(): PickReason {
    return (this.params ? { code: this.code, params: this.params } : { code: this.code }) as PickReason;
  }
}

const goals = z.number().int().min(0).max(MAX_PICK_SCORE);
const side = z.enum(["home", "away"]);

/** Shapes alone, with no knowledge of the game: what the scoring reads back from storage. */
export const footballSimplePick = z.strictObject({ outcome: z.enum(["home", "draw", "away"]) });
export const footballExpertPick = z.strictObject({ home: goals, away: goals, advances: side.optional() });
export const winnerPick = z.strictObject({ outcome: side });
export const hockeyExpertPick = z.strictObject({
  home: goals,
  away: goals,
  decidedIn: z.enum(["regulation", "overtime", "shootout"]),
});
export const basketballExpertPick = z.strictObject({ home: goals, away: goals });
export const rankingPick = z.strictObject({ ranking: z.array(z.string().min(1)).min(1).max(64) });
export const qualifiersPick = z.strictObject({ qualifiers: z.array(z.string().min(1)).min(1).max(64) });

export type FootballSimplePick = z.output<typeof footballSimplePick>;
export type FootballExpertPick = z.output<typeof footballExpertPick>;
export type WinnerPick = z.output<typeof winnerPick>;
export type HockeyExpertPick = z.output<typeof hockeyExpertPick>;
export type BasketballExpertPick = z.output<typeof basketballExpertPick>;
export type RankingPick = z.output<typeof rankingPick>;
export type QualifiersPick = z.output<typeof qualifiersPick>;
export type GamePick =
  | FootballSimplePick
  | FootballExpertPick
  | WinnerPick
  | HockeyExpertPick
  | BasketballExpertPick
  | RankingPick
  | QualifiersPick;

interface PickTypes {
  football: { simple: FootballSimplePick; expert: FootballExpertPick };
  hockey: { simple: WinnerPick; expert: HockeyExpertPick };
  basketball: { simple: WinnerPick; expert: BasketballExpertPick };
  formula1: { simple: RankingPick; expert: RankingPick };
  eurovision: { simple: RankingPick | QualifiersPick; expert: RankingPick | QualifiersPick };
}
export type PickOf<S extends Sport, M extends GameMode> = PickTypes[S][M];

type Ctx = z.core.$RefinementCtx;
const issue = (ctx: Ctx, field: string, reason: PickReason) =>
  ctx.addIssue({ code: "custom", path: [field], message: reason.code, params: { reason } });

function checkFootball(pick: FootballExpertPick, ctx: Ctx, context: GameContext) {
  const knockoutDraw = context.knockout && pick.home === pick.away;
  if (knockoutDraw && !pick.advances) issue(ctx, "advances", { code: "error.pick.advancesMissing" });
  if (!knockoutDraw && pick.advances) issue(ctx, "advances", { code: "error.pick.advancesNotDraw" });
}

function checkHockey(pick: HockeyExpertPick, ctx: Ctx) {
  const margin = Math.abs(pick.home - pick.away);
  if (margin === 0) issue(ctx, "home", { code: "error.pick.hockeyDraw" });
  else if (pick.decidedIn !== "regulation" && margin !== 1)
    issue(ctx, "decidedIn", { code: "error.pick.overtimeMargin" });
}

function checkBasketball(pick: BasketballExpertPick, ctx: Ctx) {
  if (pick.home === pick.away) issue(ctx, "home", { code: "error.pick.basketballDraw" });
}

/** Exactly `size` distinct entrants, all from the game's field. */
function checkEntrants(ids: string[], field: "qualifiers" | "ranking", size: number, context: GameContext, ctx: Ctx) {
  const entrants = new Set(context.entrantIds ?? []);
  const count = { expected: size, picked: ids.length };
  if (size === 0) issue(ctx, field, { code: "error.pick.noField" });
  else if (ids.length !== size)
    issue(
      ctx,
      field,
      field === "qualifiers"
        ? { code: "error.pick.qualifiersCount", params: count }
        : { code: "error.pick.rankingCount", params: count },
    );
  else if (new Set(ids).size !== ids.length) issue(ctx, field, { code: "error.pick.entrantTwice" });
  else if (ids.some((id) => !entrants.has(id))) issue(ctx, field, { code: "error.pick.unknownEntrant" });
}

/**
 * Schemas of the sports whose picks depend only on sport, mode and knockout, made once: zod
 * compiles a schema on its first parse, which cost more than the parse (issue 11, the deadline rush).
 */
const madeSchemas = new Map<string, z.ZodType<GamePick>>();

/** The schema of a pick for one game, with the checks that need the game (knockout, field). */
export function pickSchema(sport: Sport, mode: GameMode, context: GameContext): z.ZodType<GamePick> {
  if (sport === "formula1" || sport === "eurovision") return makePickSchema(sport, mode, context);
  const key = `${sport}:${mode}:${context.knockout === true}`;
  let schema = madeSchemas.get(key);
  if (!schema)
    madeSchemas.set(
      key,
      (schema = makePickSchema(sport, mode, { knockout: context.knockout === true, stage: null, entrantIds: null })),
    );
  return schema;
}

function makePickSchema(sport: Sport, mode: GameMode, context: GameContext): z.ZodType<GamePick> {
  if (sport === "formula1" || sport === "eurovision") {
    const size = pickSize(sport, mode, context);
    if (isSemiFinal(sport, context)) {
      return qualifiersPick.superRefine((pick, ctx) =>
        checkEntrants(pick.qualifiers, "qualifiers", size, context, ctx),
      );
    }
    return rankingPick.superRefine((pick, ctx) => checkEntrants(pick.ranking, "ranking", size, context, ctx));
  }
  if (mode === "simple") return sport === "football" ? footballSimplePick : winnerPick;
  if (sport === "football") return footballExpertPick.superRefine((pick, ctx) => checkFootball(pick, ctx, context));
  if (sport === "hockey") return hockeyExpertPick.superRefine(checkHockey);
  return basketballExpertPick.superRefine(checkBasketball);
}

/** The reason of a zod issue: ours from the checks above, a score out of range, or a shape no pick sheet sends. */
function reasonOf(
  issue: z.core.$ZodIssue | undefined,
  field: unknown,
  sport: Sport,
  mode: GameMode,
  context: GameContext,
  json: unknown,
): PickReason {
  if (issue?.code === "custom" && issue.params?.reason) return issue.params.reason as PickReason;
  if (
    field === "outcome" &&
    (sport === "hockey" || sport === "basketball") &&
    (json as Record<string, unknown>).outcome === "draw"
  ) {
    return { code: sport === "hockey" ? "error.pick.hockeyDraw" : "error.pick.basketballDraw" };
  }
  if ((field === "home" || field === "away") && mode === "expert") {
    // One score typed and the other left empty is an unfinished pick, never a 0 (issue 13).
    const value = json && typeof json === "object" ? (json as Record<string, unknown>)[field] : undefined;
    return value === undefined || value === null || value === ""
      ? { code: "error.pick.incomplete" }
      : { code: "error.pick.score", params: { max: MAX_PICK_SCORE } };
  }
  // A list of the right kind but too long or empty for the schema's bounds is a count like any other.
  if (
    (field === "qualifiers" || field === "ranking") &&
    Array.isArray((json as Record<string, unknown>)[field]) &&
    issue?.path.length === 1
  ) {
    const picked = ((json as Record<string, unknown[]>)[field] ?? []).length;
    const expected = pickSize(sport, mode, context);
    if (expected === 0) return { code: "error.pick.noField" };
    return {
      code: field === "qualifiers" ? "error.pick.qualifiersCount" : "error.pick.rankingCount",
      params: { expected, picked },
    };
  }
  return { code: "error.pick.invalid" };
}

/** Parses a player's pick for a game; throws a PickError naming the field and the reason on anything else. */
export function parsePick<S extends Sport, M extends GameMode>(
  sport: S,
  mode: M,
  context: GameContext,
  json: unknown,
): PickOf<S, M> {
  const parsed = pickSchema(sport, mode, context).safeParse(json);
  if (parsed.success) return parsed.data as PickOf<S, M>;
  const first = parsed.error.issues[0];
  const field = first?.path[0];
  throw new PickError(typeof field === "string" ? field : "pick", reasonOf(first, field, sport, mode, context, json));
}

/** The reason a pick is refused, or null when it is a valid pick for this game. */
export function pickProblem(
  sport: Sport,
  mode: GameMode,
  context: GameContext,
  json: unknown,
): { formField: string; reason: PickReason } | null {
  try {
    parsePick(sport, mode, context, json);
    return null;
  } catch (error) {
    if (error instanceof PickError) return { formField: error.formField, reason: error.reason };
    throw error;
  }
}
