import { stageName } from "@/lib/stage-name";
import "server-only";
import { competitorName, type NamedCompetitor } from "@/lib/competitor-name";
import { matchdayLabel, type NamedMatchday } from "@/lib/matchday-label";
import { slotLabel } from "@/lib/slot-label";
import type { Translate } from "./translate";

/** What a game's title is made of, as the calendar feed and the reminders read a game. */
export interface TitledGame {
  /** A ranking event (a field of entrants: a race, a song contest's show), not two sides. */
  ranking: boolean;
  stage: string | null;
  matchday: NamedMatchday;
  home: NamedCompetitor | null;
  away: NamedCompetitor | null;
  /** A side not decided yet (`games.home_label`): "Winner match 49", in words. */
  homeLabel: string | null;
  awayLabel: string | null;
}

/**
 * A game's title in a language, wherever the server names a game outside a page (calendar feeds,
 * reminder mails and pushes): "Germany – Japan", a side not decided yet in words, or for a ranking
 * event its round and stage, "Alpine Grand Prix: Race" (not "Race" alone).
 */
export function gameTitle(game: TitledGame, t: Translate, locale: string): string {
  if (game.ranking) {
    const round = matchdayLabel(game.matchday, t);
    const stage = game.stage ? stageName(game.stage, t) : null;
    return stage ? `${round}: ${stage}` : round;
  }
  const side = (competitor: NamedCompetitor | null, label: string | null) =>
    competitor ? competitorName(competitor, locale) : slotLabel(label, t);
  return `${side(game.home, game.homeLabel)} – ${side(game.away, game.awayLabel)}`;
}
