import { stageName } from "@/lib/stage-name";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { currentTime } from "@/lib/clock";
import { competitorName, flagOf } from "@/lib/competitor-name";
import type { Locale } from "@/lib/constants";
import type { Sport } from "@/lib/sports";
import { slotLabel } from "@/lib/slot-label";
import type { GameView } from "@/server/tournaments/queries";
import { Flag } from "@/ui/flag";
import content from "@/ui/plain/content.module.css";
import { LiveClockText } from "./live-clock";
import styles from "./live-games.module.css";

/**
 * The games under way in a tournament (`listGames(…, "live")`), each with its running score and minute (issue 13, screen 5),
 * linking to its matchday's schedule; nothing when none is. The page's LiveRefresh re-renders it
 * when a score changes. Drawn by the server without MUI (decision 0068).
 */
export async function LiveGames({
  games: live,
  tournament,
}: {
  games: (GameView & { matchdayOrdinal: number })[];
  tournament: { slug: string; sport: Sport };
}) {
  if (live.length === 0) return null;
  const t = await getTranslations();
  const tag = (await getLocale()) as Locale;
  const now = currentTime();
  return (
    <section aria-labelledby="live-games-title" className={`${content.paper} ${content.p2}`} data-testid="live-games">
      <h2 id="live-games-title" className={`${content.h6} ${content.gutterBottom}`}>
        {t("live.title")}
      </h2>
      <ul className={styles.list}>
        {live.map((game) => {
          const running = game.result as { home?: number; away?: number } | null;
          const score =
            running && typeof running.home === "number" && typeof running.away === "number"
              ? { home: running.home, away: running.away }
              : null;
          const side = (competitor: typeof game.home, label: string | null) =>
            competitor ? competitorName(competitor, tag) : slotLabel(label, t);
          return (
            <li key={game.id} data-testid="live-game" className={styles.game}>
              {game.entrantIds ? (
                <p className={`${styles.cell} ${styles.stage}`}>
                  <Link href={`/${tournament.slug}/schedule/${game.matchdayOrdinal}`}>
                    {game.stage ? stageName(game.stage, t) : t("schedule.entrants", { count: game.entrants.length })}
                  </Link>
                </p>
              ) : (
                <>
                  <p className={`${styles.cell} ${styles.homeSide}`}>
                    {side(game.home, game.homeLabel)} <Flag flag={flagOf(game.home?.code, tag)} />
                  </p>
                  <p className={styles.score}>
                    <Link
                      href={`/${tournament.slug}/schedule/${game.matchdayOrdinal}`}
                      data-testid="running-score"
                      aria-label={score ? t("live.score", score) : t("gameStatus.live")}
                    >
                      {score ? `${score.home}–${score.away}` : "–"}
                    </Link>
                  </p>
                  <p className={`${styles.cell} ${styles.awaySide}`}>
                    <Flag flag={flagOf(game.away?.code, tag)} /> {side(game.away, game.awayLabel)}
                  </p>
                </>
              )}
              <p className={styles.clock}>
                <LiveClockText
                  sport={tournament.sport}
                  kickoff={game.kickoff.toISOString()}
                  knockout={game.knockout}
                  level={!score || score.home === score.away}
                  serverNow={now}
                />
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
