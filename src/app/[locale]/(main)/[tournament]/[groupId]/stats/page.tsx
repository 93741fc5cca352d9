import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { matchdayLabel } from "@/lib/matchday-label";
import { notFound } from "next/navigation";
import { z } from "zod";
import { Link } from "@/i18n/navigation";
import { isAppError } from "@/lib/errors";
import { requirePageUser } from "@/server/auth/page-guards";
import { getPlayerStats, type HitRates } from "@/server/stats/player-stats";
import { loadTournament } from "@/server/tournaments/page-data";
import { LineChart } from "@/ui/charts/line-chart";
import { LinkButton } from "@/ui/link-button";
import { privatePageMetadata } from "@/ui/metadata";
import { GameLabel, PickText, ResultText } from "@/ui/picks/pick-text";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import styles from "@/ui/charts/line-chart.module.css";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { groupPath, tournamentPath } from "@/server/http/page-params";
import { id } from "@/server/http/params";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament } }): Promise<Metadata> => {
    return privatePageMetadata(locale, "stats", tournament);
  },
);

type Stats = Awaited<ReturnType<typeof getPlayerStats>>;

async function PicksTable({ label, entries }: { label: string; entries: Stats["best"] }) {
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
              <GameLabel game={e.game} />
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
            <Paper sx={{ p: 2 }} data-testid="stats-plus">
              <Typography variant="h5" component="h1" gutterBottom>
                {t("title")}
              </Typography>
              <Typography>
                {t.rich("plusNeeded", { link: (chunks) => <Link href={`/${slug}/plus`}>{chunks}</Link> })}
              </Typography>
            </Paper>
          </>
        );
      }
      throw error;
    }
    if (stats.tournament.slug !== slug) notFound();
    const name = stats.member.nickname || t("formerPlayer");
    const all = await getTranslations();
    const labels = stats.series.map((p) => matchdayLabel({ ordinal: p.matchday, name: p.name }, all));
    const number = (v: number) => format.number(v, { maximumFractionDigits: 1 });
    const percent = (part: number, whole: number) =>
      whole === 0 ? "–" : format.number(part / whole, { style: "percent", maximumFractionDigits: 0 });
    const last = stats.series.at(-1);
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
        <Stack spacing={3}>
          <div>
            <Typography variant="h5" component="h1">
              {stats.member.isMe ? t("mine") : t("of", { name })}
            </Typography>
            <Typography sx={{ color: "text.secondary" }} data-testid="stats-summary">
              {stats.group.name} · {last ? t("summary", { points: stats.total, rank: last.rank }) : t("noneYet")}
            </Typography>
          </div>
          {stats.series.length > 0 && (
            <Paper component="section" aria-label={t("charts")} sx={{ p: 2 }}>
              <Stack spacing={4}>
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
                  format={(v) => format.number(v, { maximumFractionDigits: 0 })}
                />
              </Stack>
            </Paper>
          )}
          <Paper component="section" aria-labelledby="hits-title" sx={{ p: 2, overflowX: "auto" }}>
            <Typography id="hits-title" variant="h6" component="h2" gutterBottom>
              {t("hitsTitle")}
            </Typography>
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
                {hitRow(t("exact"), (h) => h.exact)}
                {hitRow(t("tendency"), (h) => h.tendency)}
                {hitRow(t("miss"), (h) => h.miss)}
              </tbody>
            </table>
            <Typography variant="body2" sx={{ color: "text.secondary", mt: 1 }}>
              {t("hitsNote", { picks: stats.hits.mine.picks })}
            </Typography>
          </Paper>
          {stats.best.length > 0 && (
            <Paper component="section" aria-labelledby="best-title" sx={{ p: 2, overflowX: "auto" }}>
              <Typography id="best-title" variant="h6" component="h2" gutterBottom>
                {t("best")}
              </Typography>
              <PicksTable label={t("best")} entries={stats.best} />
              {stats.worst.length > 0 && (
                <>
                  <Typography variant="h6" component="h2" gutterBottom sx={{ mt: 2 }}>
                    {t("worst")}
                  </Typography>
                  <PicksTable label={t("worst")} entries={stats.worst} />
                </>
              )}
            </Paper>
          )}
          <div>
            <LinkButton href={`/${slug}/${groupId}`}>{t("back")}</LinkButton>
          </div>
        </Stack>
      </>
    );
  },
);
export default StatsPage;
