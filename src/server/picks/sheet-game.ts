import "server-only";
import { competitorName, flagOf } from "@/lib/competitor-name";
import type { SheetGame } from "@/lib/picks/sheet-types";
import { classifiedOf } from "@/lib/scoring/outcomes";
import { RANKING_PLACES } from "@/lib/scoring/pick-size";
import { slotLabel, type SlotLabelTranslate } from "@/lib/slot-label";
import type { GameView } from "@/server/tournaments/queries";

/**
 * One game of a pick sheet as the browser gets it: names (and undecided slots, by `t`) in the viewer's language, the kickoff
 * and the lock formatted in the viewer's zone by `write.when`, its weight by `write.number` (next-intl's server formatter:
 * the browser formats no date nor number while the sheet hydrates), the lock as lock.ts decided it.
 */
export function toSheetGame(
  entry: {
    game: GameView;
    lockAt: Date;
    locked: boolean;
    pick: unknown;
    joker: boolean;
    points: number | null;
    multiplier?: number;
  },
  languageTag: string,
  write: { when: (at: Date) => string; number: (n: number) => string },
  t: SlotLabelTranslate,
): SheetGame {
  const { game, lockAt, locked, pick, joker, points, multiplier = 1 } = entry;
  const { when } = write;
  return {
    id: game.id,
    kickoff: game.kickoff.toISOString(),
    when: when(game.kickoff),
    lockAt: lockAt.toISOString(),
    lockWhen: when(lockAt),
    locked,
    knockout: game.knockout,
    stage: game.stage,
    home: game.home ? competitorName(game.home, languageTag) : slotLabel(game.homeLabel, t),
    away: game.away ? competitorName(game.away, languageTag) : slotLabel(game.awayLabel, t),
    homeFlag: flagOf(game.home?.code, languageTag),
    awayFlag: flagOf(game.away?.code, languageTag),
    entrants: game.entrants.map((e) => ({
      id: e.id,
      name: competitorName(e, languageTag),
      flag: flagOf(e.code, languageTag),
    })),
    live: game.status === "live",
    running: game.status === "live" ? runningScore(game.result) : null,
    final: game.status === "finished" ? runningScore(game.result) : null,
    finalOrder: game.status === "finished" ? orderOf(game.result) : null,
    pick,
    joker,
    points,
    multiplier: multiplier === 1 ? null : write.number(multiplier),
  };
}

/** The score of a game under way (so far) or finished (final), as its result holds it (head-to-head games only). */
function runningScore(result: unknown): { home: number; away: number } | null {
  const r = result as { home?: unknown; away?: unknown } | null;
  return r && typeof r.home === "number" && typeof r.away === "number" ? { home: r.home, away: r.away } : null;
}

/** How many places of a finished ranking the sheet shows: a top 10 at most, as an expert pick names. */
const ORDER_SHOWN = RANKING_PLACES.expert;

/** A finished ranking event's top places or a semi-final's qualifiers, as its result holds them. */
function orderOf(result: unknown): SheetGame["finalOrder"] {
  const r = result as { ranking?: unknown; qualifiers?: unknown; statuses?: Record<string, unknown> } | null;
  const ids = (v: unknown) => Array.isArray(v) && v.every((id) => typeof id === "string");
  // The classified order, as scoring reads it (classifiedOf): a driver who did not finish is not in it.
  if (r && ids(r.ranking))
    return {
      ranking: classifiedOf({ ranking: r.ranking as string[], statuses: r.statuses as never }).slice(0, ORDER_SHOWN),
    };
  if (r && ids(r.qualifiers)) return { qualifiers: r.qualifiers as string[] };
  return null;
}
