/**
 * How big a ranking or qualifier pick is: what the pick sheet needs of the rule sets, without
 * their zod schemas (the browser loads this; decision 0042).
 */
import type { ResultContext } from "../schemas/results";
import type { GameMode, Sport } from "../sports";

/** How many places a ranking pick names: the podium in simple mode, the top 10 in expert mode. */
export const RANKING_PLACES = { simple: 3, expert: 10 } as const satisfies Record<GameMode, number>;
/** How many qualifiers a semi-final pick names (fewer when the field is smaller). */
export const QUALIFIER_PICKS = 10;

/** Is this game a Eurovision semi-final, where picks name the qualifiers? */
export function isSemiFinal(sport: Sport, context: Pick<ResultContext, "stage">): boolean {
  return sport === "eurovision" && (context.stage?.startsWith("semi") ?? false);
}

/** How many entrants a ranking or qualifier pick names in this game. */
export function pickSize(sport: Sport, mode: GameMode, context: ResultContext): number {
  const field = context.entrantIds?.length ?? 0;
  return Math.min(isSemiFinal(sport, context) ? QUALIFIER_PICKS : RANKING_PLACES[mode], field);
}
