import { stageName } from "@/lib/stage-name";
import { getLocale, getTranslations } from "next-intl/server";
import { competitorName } from "@/lib/competitor-name";
import { type Locale } from "@/lib/constants";
import { slotLabel } from "@/lib/slot-label";
import type { GameView } from "@/server/tournaments/queries";
import { Chip } from "@/ui/plain/chip";
import content from "@/ui/plain/content.module.css";

type AnyPick = {
  outcome?: string;
  home?: number;
  away?: number;
  advances?: "home" | "away";
  decidedIn?: "regulation" | "overtime" | "shootout";
  ranking?: string[];
  qualifiers?: string[];
};

/** A pick in words, as the players of a group read it: "Argentina", "2–1 (France through)", "1. Verstappen 2. …". */
export async function PickText({ pick, game }: { pick: unknown; game: GameView }) {
  const t = await getTranslations();
  const tag = (await getLocale()) as Locale;
  if (!pick || typeof pick !== "object") return <>{t("picks.noPick")}</>;
  const p = pick as AnyPick;
  const side = (s: "home" | "away") => {
    const competitor = s === "home" ? game.home : game.away;
    return competitor ? competitorName(competitor, tag) : slotLabel(s === "home" ? game.homeLabel : game.awayLabel, t);
  };
  const entrant = (id: string) => {
    const found = game.entrants.find((e) => e.id === id);
    return found ? competitorName(found, tag) : "?";
  };
  if (p.ranking) return <>{p.ranking.map((id, i) => `${i + 1}. ${entrant(id)}`).join(" · ")}</>;
  if (p.qualifiers) return <>{p.qualifiers.map(entrant).join(", ")}</>;
  if (typeof p.home === "number" && typeof p.away === "number") {
    const extra = p.advances
      ? ` (${t("picks.through", { team: side(p.advances) })})`
      : p.decidedIn
        ? ` (${t(`manage.${p.decidedIn}`)})`
        : "";
    return <>{`${p.home}–${p.away}${extra}`}</>;
  }
  if (p.outcome === "draw") return <>{t("picks.draw")}</>;
  if (p.outcome === "home" || p.outcome === "away") return <>{side(p.outcome)}</>;
  return <>{t("picks.noPick")}</>;
}

/** The result of a game in one line ("2–1", "1. Verstappen · 2. …"), or a dash while there is none. */
export async function ResultText({ game }: { game: GameView }) {
  const t = await getTranslations();
  const result = game.result as AnyPick | null;
  if (game.status === "cancelled") return <>{t("gameStatus.cancelled")}</>;
  if (!result) return <>–</>;
  const text = result.ranking ? (
    <PickText pick={{ ranking: result.ranking.slice(0, 3) }} game={game} />
  ) : (
    <PickText
      pick={result.qualifiers ? { qualifiers: result.qualifiers } : { home: result.home, away: result.away }}
      game={game}
    />
  );
  // A game under way has a score, not a result yet: "Live 1–0".
  return game.status === "live" ? (
    <>
      {t("gameStatus.live")} {text}
    </>
  ) : (
    text
  );
}

/** Who plays: "Argentina – France", or the event's stage for ranking events ("Race", "Grand final"). */
export async function GameLabel({ game, round }: { game: GameView; round?: string }) {
  const t = await getTranslations();
  if (game.entrantIds) {
    const stage = game.stage ? stageName(game.stage, t) : t("schedule.entrants", { count: game.entrants.length });
    // Where no matchday heading names it, a race is its Grand Prix and stage ("Alpine Grand Prix: Race").
    return <>{round ? `${round}: ${stage}` : stage}</>;
  }
  return (
    <>
      <PickText pick={{ outcome: "home" }} game={game} /> – <PickText pick={{ outcome: "away" }} game={game} />
    </>
  );
}

/**
 * A player's pick and its points as two cells of a table row (a member's picks, a game's picks):
 * the pick, "Joker" beside it when played, then the points or "–" before scoring.
 */
export async function PickCells({
  pick,
  game,
  joker,
  points,
}: {
  pick: unknown;
  game: GameView;
  joker: boolean;
  points: number | null;
}) {
  const t = await getTranslations("picks");
  return (
    <>
      <td>
        <PickText pick={pick} game={game} />
        {joker && <Chip color="secondary" label={t("joker")} className={content.ml1} />}
      </td>
      <td className={content.end}>{points ?? "–"}</td>
    </>
  );
}

/** The header of the two cells `PickCells` draws: the pick, then its points. */
export async function PickHeaderCells() {
  const t = await getTranslations();
  return (
    <>
      <th scope="col">{t("memberPicks.pick")}</th>
      <th scope="col" className={content.end}>
        {t("group.points")}
      </th>
    </>
  );
}
