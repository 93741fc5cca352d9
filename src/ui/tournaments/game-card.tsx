import { stageName } from "@/lib/stage-name";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { currentTime } from "@/lib/clock";
import { formatKickoff } from "@/lib/kickoff-format";
import { competitorName, flagOf } from "@/lib/competitor-name";
import { type Locale } from "@/lib/constants";
import type { FootballResult, HockeyResult, QualifiersResult, RankingResult } from "@/lib/schemas/results";
import type { Sport } from "@/lib/sports";
import { slotLabel } from "@/lib/slot-label";
import { classifiedOf } from "@/lib/scoring/outcomes";
import type { CompetitorRow, GameView } from "@/server/tournaments/queries";
import { Flag } from "@/ui/flag";
import { Chip } from "@/ui/plain/chip";
import content from "@/ui/plain/content.module.css";
import styles from "./game-card.module.css";
import { LiveClockText } from "@/ui/tournaments/live-clock";

const STATUS_COLOR = {
  scheduled: "default",
  live: "error",
  finished: "success",
  postponed: "warning",
  cancelled: "default",
} as const;

function Side({
  competitor,
  label,
  tag,
  align,
}: {
  competitor: CompetitorRow | null;
  label: string | null;
  tag: string;
  align: "left" | "right";
}) {
  const flag = flagOf(competitor?.code, tag);
  const name = competitor ? competitorName(competitor, tag) : label;
  return (
    <div className={`${styles.side} ${align === "right" ? styles.home : styles.away}`}>
      {align === "right" && flag && <Flag flag={flag} />}
      <span data-testid="team-name" className={styles.name}>
        {name}
      </span>
      {align === "left" && flag && <Flag flag={flag} />}
    </div>
  );
}

/** One game of the schedule: who plays, when (in the viewer's zone), and the result once known. No MUI (decision 0068). */
export async function GameCard({ game, sport }: { game: GameView; sport: Sport }) {
  const t = await getTranslations();
  const format = await getFormatter();
  const tag = (await getLocale()) as Locale;
  const now = currentTime();
  // With its year when the game is not in this year.
  const when = formatKickoff(format, game.kickoff, now);
  const status = (
    <Chip
      color={STATUS_COLOR[game.status]}
      label={t(`gameStatus.${game.status}`)}
      variant={game.status === "live" ? "filled" : "outlined"}
    />
  );
  const running = game.status === "live" ? (game.result as { home?: number; away?: number } | null) : null;
  // When picks lock, while that is still news: not for a game under way, over or called off.
  const open = game.status === "scheduled" || game.status === "postponed";
  const lockNote = open && game.locksAt.getTime() !== game.kickoff.getTime() && (
    <p className={`${content.body2} ${content.secondary}`}>
      {t("schedule.locks", {
        time: format.dateTime(game.locksAt, { weekday: "short", hour: "2-digit", minute: "2-digit" }),
      })}
    </p>
  );

  if (game.entrantIds) {
    const byId = new Map(game.entrants.map((e) => [e.id, e]));
    const result = game.result as (RankingResult & Partial<QualifiersResult>) | QualifiersResult | null;
    const ranking = result && "ranking" in result && result.ranking ? result.ranking : null;
    const qualifiers = result && "qualifiers" in result ? result.qualifiers : null;
    const statuses = (result && "statuses" in result && result.statuses) || {};
    // The classified order, as scoring reads it: a driver who did not finish is said below it, not in it.
    const shown = (ranking ? classifiedOf({ ranking, statuses }) : (qualifiers ?? [])).slice(0, 10);
    return (
      <article className={`${content.outlined} ${content.p2}`} data-testid="game">
        <div className={styles.head}>
          <h3 className={`${content.subtitle1} ${content.semibold}`}>{game.stage ? stageName(game.stage, t) : when}</h3>
          {status}
        </div>
        <p className={`${content.body2} ${content.secondary}`}>
          <time dateTime={game.kickoff.toISOString()}>{when}</time> ·{" "}
          {t("schedule.entrants", { count: game.entrants.length })}
        </p>
        {lockNote}
        {shown.length > 0 && (
          <ol className={styles.ranking} data-testid="ranking">
            {shown.map((id) => {
              const entrant = byId.get(id);
              if (!entrant) return null;
              return (
                <li key={id}>
                  <Flag flag={flagOf(entrant.code, tag)} />
                  {competitorName(entrant, tag)}
                  {qualifiers && !ranking && ` — ${t("schedule.qualified")}`}
                </li>
              );
            })}
          </ol>
        )}
        {Object.entries(statuses).map(([id, s]) => (
          <p key={id} className={`${content.body2} ${content.secondary}`}>
            {byId.get(id) ? competitorName(byId.get(id)!, tag) : ""}: {t(`schedule.${s}`)}
          </p>
        ))}
      </article>
    );
  }

  const result = game.result as (FootballResult & Partial<HockeyResult>) | null;
  return (
    <article className={`${content.outlined} ${content.p2}`} data-testid="game">
      <div className={styles.teams}>
        <Side competitor={game.home} label={slotLabel(game.homeLabel, t)} tag={tag} align="right" />
        <div className={styles.middle}>
          {result ? (
            <p className={`${content.h6} ${content.tabular}`} data-testid="score">
              {result.home}–{result.away}
              {sport === "hockey" && result.decidedIn && result.decidedIn !== "regulation" && (
                <span className={content.body2}> {t(`schedule.${result.decidedIn}`)}</span>
              )}
            </p>
          ) : (
            // Who plays against whom; the kickoff is under it, as a result's is (the names keep the width).
            <p className={`${content.h6} ${content.secondary}`} aria-hidden="true">
              –
            </p>
          )}
        </div>
        <Side competitor={game.away} label={slotLabel(game.awayLabel, t)} tag={tag} align="left" />
      </div>
      <div className={styles.status}>
        {status}
        {game.status === "live" && (
          <p className={`${content.body2} ${content.semibold} ${content.tabular}`}>
            <LiveClockText
              sport={sport}
              kickoff={game.kickoff.toISOString()}
              knockout={game.knockout}
              level={!running || running.home === running.away}
              serverNow={now}
            />
          </p>
        )}
        <p className={`${content.body2} ${content.secondary}`}>
          <time dateTime={game.kickoff.toISOString()}>{when}</time>
        </p>
        {result?.extraTime && (
          <p className={`${content.body2} ${content.secondary}`}>{t("schedule.afterExtraTime", result.extraTime)}</p>
        )}
        {result?.penalties && (
          <p className={`${content.body2} ${content.secondary}`}>{t("schedule.penalties", result.penalties)}</p>
        )}
      </div>
      {lockNote}
    </article>
  );
}
