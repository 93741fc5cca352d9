/**
 * Picks in the shapes of PRODUCT.md §5, per sport, mode and game: `parsePick` checks what a player
 * sends against the game it is for, and refuses with `error.pick.invalid` on the offending field.
 */
import { z } from "zod";
import type { GameMode, Sport } from "../sports";
import { isSemiFinal, pickSize, type GameContext } from "./rule-sets";

export class PickError extends Error {
  readonly code = "error.pick.invalid";
  readonly formField: string;

  constructor(formField: string, message: string) {
    super(message);
    this.name = "PickError";
    this.formField = formField;
  }
}

const goals = z.number().int().min(0).max(999);
const side = z.enum(["home", "away"]);

/** Shapes alone, with no knowledge of the game: what the scoring reads back from storage. */
export const footballSimplePick = z.strictObject({ outcome: z.enum(["home", "draw", "away"]) });
export const footballExpertPick = z.strictObject({ home: goals, away: goals, advances: side.optional() });
export const winnerPick = z.strictObject({ outcome: side });
export const hockeyExpertPick = z.strictObject({ home: goals, away: goals, decidedIn: z.enum(["regulation", "overtime", "shootout"]) });
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
export type GamePick = FootballSimplePick | FootballExpertPick | WinnerPick | HockeyExpertPick | BasketballExpertPick | RankingPick | QualifiersPick;

interface PickTypes {
  football: { simple: FootballSimplePick; expert: FootballExpertPick };
  hockey: { simple: WinnerPick; expert: HockeyExpertPick };
  basketball: { simple: WinnerPick; expert: BasketballExpertPick };
  formula1: { simple: RankingPick; expert: RankingPick };
  eurovision: { simple: RankingPick | QualifiersPick; expert: RankingPick | QualifiersPick };
}
export type PickOf<S extends Sport, M extends GameMode> = PickTypes[S][M];

type Ctx = z.core.$RefinementCtx;
const issue = (ctx: Ctx, field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });

function checkFootball(pick: FootballExpertPick, ctx: Ctx, context: GameContext) {
  const knockoutDraw = context.knockout && pick.home === pick.away;
  if (knockoutDraw && !pick.advances) issue(ctx, "advances", "a draw in a knockout game names who goes through");
  if (!knockoutDraw && pick.advances) issue(ctx, "advances", "only a draw in a knockout game names who goes through");
}

function checkHockey(pick: HockeyExpertPick, ctx: Ctx) {
  const margin = Math.abs(pick.home - pick.away);
  if (margin === 0) issue(ctx, "home", "a hockey game is never drawn");
  else if (pick.decidedIn !== "regulation" && margin !== 1) issue(ctx, "decidedIn", "overtime and shoot-outs are won by one goal");
}

function checkBasketball(pick: BasketballExpertPick, ctx: Ctx) {
  if (pick.home === pick.away) issue(ctx, "home", "a basketball game is never drawn");
}

/** Exactly `size` distinct entrants, all from the game's field. */
function checkEntrants(ids: string[], field: string, size: number, context: GameContext, ctx: Ctx) {
  const entrants = new Set(context.entrantIds ?? []);
  if (size === 0 || ids.length !== size) issue(ctx, field, `pick exactly ${size} entrants`);
  else if (new Set(ids).size !== ids.length) issue(ctx, field, "each entrant once");
  else if (ids.some((id) => !entrants.has(id))) issue(ctx, field, "only entrants of this event");
}

/** The schema of a pick for one game, with the checks that need the game (knockout, field). */
export function pickSchema(sport: Sport, mode: GameMode, context: GameContext): z.ZodType<GamePick> {
  if (sport === "formula1" || sport === "eurovision") {
    const size = pickSize(sport, mode, context);
    if (isSemiFinal(sport, context)) {
      return qualifiersPick.superRefine((pick, ctx) => checkEntrants(pick.qualifiers, "qualifiers", size, context, ctx));
    }
    return rankingPick.superRefine((pick, ctx) => checkEntrants(pick.ranking, "ranking", size, context, ctx));
  }
  if (mode === "simple") return sport === "football" ? footballSimplePick : winnerPick;
  if (sport === "football") return footballExpertPick.superRefine((pick, ctx) => checkFootball(pick, ctx, context));
  if (sport === "hockey") return hockeyExpertPick.superRefine(checkHockey);
  return basketballExpertPick.superRefine(checkBasketball);
}

/** Parses a player's pick for a game; throws a PickError naming the field on anything else. */
export function parsePick<S extends Sport, M extends GameMode>(sport: S, mode: M, context: GameContext, json: unknown): PickOf<S, M> {
  const parsed = pickSchema(sport, mode, context).safeParse(json);
  if (parsed.success) return parsed.data as PickOf<S, M>;
  const first = parsed.error.issues[0];
  const field = first?.path[0];
  throw new PickError(typeof field === "string" ? field : "pick", first?.message ?? "invalid pick");
}
