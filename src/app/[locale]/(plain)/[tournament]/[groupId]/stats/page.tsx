import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { matchdayLabel } from "@/lib/matchday-label";
import { notFound } from "next/navigation";
import { z } from "zod";
import { Link } from "@/i18n/navigation";
import { isAppError } from "@/lib/errors";
import { hasExactHits } from "@/lib/scoring/score";
import { requirePageUser, toGroupPageIfFormer } from "@/server/auth/page-guards";
import { getPlayerStats, type HitRates } from "@/server/stats/player-stats";
import { loadTournament } from "@/server/tournaments/page-data";
import { LineChart } from "@/ui/charts/line-chart";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { privatePageMetadata } from "@/ui/metadata";
import { GameLabel, PickText, ResultText } from "@/ui/picks/pick-text";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import styles from "@/ui/charts/line-chart.module.css";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { groupPath, tournamentPath } from "@/server/http/page-params";
import { id } from "@/server/http/params";
import groupStyles from "../_components/group-page.module.css";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament } }): Promise<Metadata> => {
    return privatePageMetadata(locale, "stats", tournament);
  },
);

type Stats = Awaited<ReturnType<typeof getPlayerStats>>;

async function PicksTable({
  label,
  entries,
  roundOf,
}: {
  label: string;
  entries: Stats["best"];
  /** A matchday's name by its ordinal: a race is named by its Grand Prix, not "Race" alone. */
  roundOf: Map<number, string>;
}) {
  const t = await getTranslations();
  return (
    <table className={styles.data} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t("memberPicks.game")}</th>
          <th scope="col">{t("memberPicks.result")}</th>
          <th scope="col">{t("memberPicks.pick")}</th>
          <th scope="col">{t("group.points")}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.game.id}>
            <td>
              <GameLabel game={e.game} round={roundOf.get(e.game.matchdayOrdinal)} />
            </td>
            <td>
              <ResultText game={e.game} />
            </td>
            <td>
              <PickText pick={e.pick} game={e.game} />
            </td>
            <td>{e.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A member's statistics (issue 14 point 4): points and rank over the matchdays as server-rendered
 * charts with their data tables, hit rates beside the group's and the crowd's, best and worst
 * picks. Mine for everyone; another member's with Plus (the server decides, getPlayerStats).
 * Drawn by the server without MUI (decision 0068), with no script of its own.
 */
const StatsPage = definePage(
  { params: groupPath, searchParams: z.object({ member: id.optional() }) },
  async ({ locale, params: { tournament: slug, groupId }, searchParams: { member }, db }) => {
    const path = `/${slug}/${groupId}/stats${member ? `?member=${member}` : ""}`;
    const { user } = await requirePageUser(locale, path);
    const tournament = await loadTournament(slug);
    const t = await getTranslations("stats");
    const format = await getFormatter();
    let stats: Stats;
    try {
      stats = await getPlayerStats(db, user.id, groupId, member);
    } catch (error) {
      if (isAppError(error) && error.code === "error.plus.required") {
        return (
          <>
            <TournamentHeader tournament={tournament} />
            <div className={`${content.paper} ${content.p2}`} data-testid="stats-plus">
              <h1 className={`${content.h5} ${content.gutterBottom}`}>{t("title")}</h1>
              <p className={content.body1}>
                {t.rich("plusNeeded", { link: (chunks) => <Link href={`/${slug}/plus`}>{chunks}</Link> })}
              </p>
            </div>
          </>
        );
      }
      return toGroupPageIfFormer(db, { locale, userId: user.id, tournament: slug, groupId })(error);
    }
    if (stats.tournament.slug !== slug) notFound();
    const name = stats.member.nickname || t("formerPlayer");
    const all = await getTranslations();
    const labels = stats.series.map((p) => matchdayLabel({ ordinal: p.matchday, name: p.name }, all));
    const roundOf = new Map(stats.series.map((p, i) => [p.matchday, labels[i]!]));
    const number = (v: number) => format.number(v, { maximumFractionDigits: 1 });
    const percent = (part: number, whole: number) =>
      whole === 0 ? "–" : format.number(part / whole, { style: "percent", maximumFractionDigits: 0 });
    const last = stats.series.at(-1);
    // Where picks can be exact, the row beside "Exact" says it holds the others with points.
    const exactHits = hasExactHits(stats.tournament.sport, stats.group.mode);
    const hitRow = (label: string, pick: (h: HitRates) => number) => (
      <tr>
        <th scope="row">{label}</th>
        {[stats.hits.mine, stats.hits.group, stats.hits.crowd].map((h, i) => (
          <td key={i}>{percent(pick(h), h.picks)}</td>
        ))}
      </tr>
    );
    return (
      <>
        <TournamentHeader tournament={tournament} />
        <div className={`${content.stack3} ${content.flush}`}>
          <div>
            <h1 className={content.h5}>{stats.member.isMe ? t("mine") : t("of", { name })}</h1>
            <p className={`${content.body1} ${content.secondary}`} data-testid="stats-summary">
              {stats.group.name} · {last ? t("summary", { points: stats.total, rank: last.rank }) : t("noneYet")}
            </p>
          </div>
          {stats.series.length > 0 && (
            <section aria-label={t("charts")} className={`${content.paper} ${content.p2}`}>
              <div className={`${content.stack4} ${content.flush}`}>
                <LineChart
                  id="points-chart"
                  title={t("pointsTitle")}
                  description={t("pointsDescription", { name })}
                  xTitle={t("matchdayAxis")}
                  xLabels={labels}
                  series={[
                    { label: stats.member.isMe ? t("me") : name, values: stats.series.map((p) => p.points) },
                    { label: t("groupAverage"), values: stats.series.map((p) => p.groupAverage) },
                    { label: t("crowdAverage"), values: stats.series.map((p) => p.crowdAverage) },
                  ]}
                  format={number}
                />
                <LineChart
                  id="rank-chart"
                  title={t("rankTitle")}
                  description={t("rankDescription", { name })}
                  xTitle={t("matchdayAxis")}
                  xLabels={labels}
                  series={[{ label: t("rank"), values: stats.series.map((p) => p.rank) }]}
                  invert
                  whole
                  format={(v) => format.number(v, { maximumFractionDigits: 0 })}
                />
              </div>
            </section>
          )}
          <section aria-labelledby="hits-title" className={`${content.paper} ${content.p2} ${groupStyles.scrollX}`}>
            <h2 id="hits-title" className={`${content.h6} ${content.gutterBottom}`}>
              {t("hitsTitle")}
            </h2>
            <table className={styles.data} data-testid="hit-rates" aria-labelledby="hits-title">
              <thead>
                <tr>
                  <th scope="col">{t("hit")}</th>
                  <th scope="col">{stats.member.isMe ? t("me") : name}</th>
                  <th scope="col">{t("group")}</th>
                  <th scope="col">{t("crowd")}</th>
                </tr>
              </thead>
              <tbody>
                {exactHits && hitRow(t("exact"), (h) => h.exact)}
                {hitRow(t(exactHits ? "scoredNotExact" : "scored"), (h) => h.scored)}
                {hitRow(t("miss"), (h) => h.miss)}
              </tbody>
            </table>
            <p className={`${content.body2} ${content.secondary} ${content.mt1}`}>
              {t("hitsNote", { picks: stats.hits.mine.picks })}
            </p>
          </section>
          {stats.best.length > 0 && (
            <section aria-labelledby="best-title" className={`${content.paper} ${content.p2} ${groupStyles.scrollX}`}>
              <h2 id="best-title" className={`${content.h6} ${content.gutterBottom}`}>
                {t("best")}
              </h2>
              <PicksTable label={t("best")} entries={stats.best} roundOf={roundOf} />
              {stats.worst.length > 0 && (
                <>
                  <h2 className={`${content.h6} ${content.gutterBottom} ${content.mt2}`}>{t("worst")}</h2>
                  <PicksTable label={t("worst")} entries={stats.worst} roundOf={roundOf} />
                </>
              )}
            </section>
          )}
          <div>
            <ButtonLink href={`/${slug}/${groupId}`}>{t("back")}</ButtonLink>
          </div>
        </div>
      </>
    );
  },
);
export default StatsPage;
