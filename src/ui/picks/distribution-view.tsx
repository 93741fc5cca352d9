import { getLocale, getTranslations } from "next-intl/server";
import { competitorName } from "@/lib/competitor-name";
import { type Locale } from "@/lib/constants";
import { percentOf, type Distribution } from "@/lib/scoring/distribution";
import type { Sport } from "@/lib/sports";
import type { GameView } from "@/server/tournaments/queries";
import content from "@/ui/plain/content.module.css";
import styles from "./distribution.module.css";
import { PickText } from "./pick-text";

function Bar({
  label,
  count,
  total,
  testId,
}: {
  label: React.ReactNode;
  count: number;
  total: number;
  testId?: string;
}) {
  const percent = percentOf(count, total);
  return (
    <div data-testid={testId}>
      <div className={styles.barHead}>
        <p className={styles.body2}>{label}</p>
        <p className={`${styles.body2} ${styles.tabular}`}>
          {percent}% ({count})
        </p>
      </div>
      {/* MUI's LinearProgress, determinate: the figure beside it says the same. */}
      <span className={styles.bar} aria-hidden="true">
        <span className={styles.barFill} style={{ transform: `translateX(${percent - 100}%)` }} />
      </span>
    </div>
  );
}

/** How the picks of one game split: outcomes, most picked scores, or the most picked entrants. Drawn by the server without MUI (decision 0073). */
export async function DistributionView({
  distribution,
  game,
  sport,
}: {
  distribution: Distribution;
  game: GameView;
  sport: Sport;
}) {
  const t = await getTranslations();
  const tag = (await getLocale()) as Locale;
  const { total } = distribution;
  if (total === 0) return <p className={`${content.body1} ${content.secondary}`}>{t("distribution.empty")}</p>;
  const nameOf = (id: string) => {
    const entrant = game.entrants.find((e) => e.id === id);
    return entrant ? competitorName(entrant, tag) : "?";
  };
  return (
    <div className={styles.distribution} data-testid="distribution">
      <p className={`${styles.body2} ${styles.secondary}`}>{t("distribution.total", { count: total })}</p>
      {distribution.outcomes &&
        (["home", "draw", "away"] as const)
          .filter((o) => o !== "draw" || sport === "football")
          .map((o) => (
            <Bar
              key={o}
              testId={`share-${o}`}
              label={<PickText pick={{ outcome: o }} game={game} />}
              count={distribution.outcomes![o]}
              total={total}
            />
          ))}
      {distribution.scores.length > 0 && (
        <>
          <h3 className={styles.subtitle2}>{t("distribution.scores")}</h3>
          {distribution.scores.slice(0, 5).map((s) => (
            <Bar key={`${s.home}:${s.away}`} label={`${s.home}–${s.away}`} count={s.count} total={total} />
          ))}
        </>
      )}
      {distribution.entrants.length > 0 && (
        <>
          <h3 className={styles.subtitle2}>
            {game.stage === "semi-final" ? t("distribution.qualifiers") : t("distribution.winners")}
          </h3>
          {distribution.entrants.slice(0, 10).map((e) => (
            <Bar key={e.id} label={nameOf(e.id)} count={e.count} total={total} />
          ))}
        </>
      )}
    </div>
  );
}
