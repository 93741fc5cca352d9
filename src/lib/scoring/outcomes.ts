/** What a result says, read the same way by the scoring and by maxPoints. */
import type { FootballResult, RankingResult } from "../schemas/results";

export type Side = "home" | "away";
export type Outcome = Side | "draw";

export interface Score2 {
  home: number;
  away: number;
}

export function outcomeOf(score: Score2): Outcome {
  if (score.home > score.away) return "home";
  return score.home < score.away ? "away" : "draw";
}

export const marginOf = (score: Score2): number => score.home - score.away;

/** The football score a group scores on: regular time, or with extra time when it chose "final". */
export function basisScore(result: FootballResult, basis: "regular" | "final"): Score2 {
  const score = basis === "final" && result.extraTime ? result.extraTime : result;
  return { home: score.home, away: score.away };
}

/** Who went through a knockout game: the winner of regular time, else of extra time, else of penalties. */
export function advancerOf(result: FootballResult): Side | null {
  for (const score of [result, result.extraTime, result.penalties]) {
    const outcome = score ? outcomeOf(score) : "draw";
    if (outcome !== "draw") return outcome;
  }
  return null;
}

/** The classified entrants in order: an entrant with a status (DNF, DSQ, DNS) is not classified. */
export function classifiedOf(result: RankingResult): string[] {
  const statuses = result.statuses ?? {};
  return result.ranking.filter((id) => !Object.hasOwn(statuses, id));
}
