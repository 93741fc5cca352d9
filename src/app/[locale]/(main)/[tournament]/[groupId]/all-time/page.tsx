import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { z } from "zod";
import { ClientMessages } from "@/i18n/client-messages";
import { Link } from "@/i18n/navigation";
import { requirePageUser } from "@/server/auth/page-guards";
import { getGroupView } from "@/server/groups/queries";
import { getAllTimeTable, type AllTimeRow } from "@/server/groups/seasons";
import { loadTournament } from "@/server/tournaments/page-data";
import { EmptyState } from "@/ui/empty-state";
import { LinkButton } from "@/ui/link-button";
import { privatePageMetadata } from "@/ui/metadata";
import { PageLinks } from "@/ui/page-links";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import styles from "../_components/seasons.module.css";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { groupPath, pageNumber, tournamentPath } from "@/server/http/page-params";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament } }): Promise<Metadata> => {
    return privatePageMetadata(locale, "allTime", tournament);
  },
);

async function AllTimeTable({ rows, caption }: { rows: AllTimeRow[]; caption: string }) {
  const t = await getTranslations();
  return (
    <table className={styles.table} data-testid="all-time">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("group.rank")}</th>
          <th scope="col">{t("group.player")}</th>
          <th scope="col">{t("group.points")}</th>
          <th scope="col">{t("season.tournamentsPlayed")}</th>
          <th scope="col">{t("group.exact")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i} {...(row.me && { className: styles.me, "aria-current": "true" as const })}>
            <td>{row.rank}</td>
            <th scope="row" style={{ fontWeight: row.me ? 700 : 400, color: "inherit" }}>
              {row.nickname || t("group.formerPlayer")}
              {row.me && <span className={styles.you}>{t("group.you")}</span>}
            </th>
            <td>{row.points}</td>
            <td>{row.tournaments}</td>
            <td>{row.exact}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The all-time table of a group's seasons (members only; decision 0052): points summed over every
 * season's stored table, tournaments played, a page at a time with my own row, and the seasons
 * it counts, each linking to its group.
 */
const AllTimePage = definePage(
  { params: groupPath, searchParams: z.object({ page: pageNumber }) },
  async ({ locale, params: { tournament: slug, groupId }, searchParams: { page }, db, props }) => {
    const { user } = await requirePageUser(locale, `/${slug}/${groupId}/all-time`);
    const tournament = await loadTournament(slug);
    const view = await getGroupView(db, user.id, groupId, { membersPage: 1 });
    if (view.tournament.slug !== slug) notFound();
    const table = await getAllTimeTable(db, user.id, groupId, page);
    const t = await getTranslations();
    const base = `/${slug}/${groupId}`;
    const caption = t("season.caption", { count: table.seasons.length });
    return (
      <ClientMessages params={props.params} namespaces={["pagination"]}>
        <TournamentHeader tournament={tournament} />
        <Stack spacing={3}>
          <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
            <Typography variant="h5" component="h1">
              {t("season.allTimeOf", { group: view.group.name })}
            </Typography>
            <LinkButton variant="outlined" size="small" href={base}>
              {t("season.back")}
            </LinkButton>
          </Stack>
          <Paper component="section" aria-labelledby="all-time-title" sx={{ p: 2, overflowX: "auto" }}>
            <Typography id="all-time-title" variant="h6" component="h2" gutterBottom>
              {t("season.allTime")}
            </Typography>
            {table.total === 0 ? (
              <EmptyState testId="all-time-empty">{t("season.noPoints")}</EmptyState>
            ) : (
              <AllTimeTable rows={table.rows} caption={caption} />
            )}
            {table.mine && (
              <Stack component="section" aria-labelledby="all-time-mine" sx={{ mt: 2 }}>
                <Typography id="all-time-mine" variant="subtitle1" component="h3">
                  {t("season.yourPlace")}
                </Typography>
                <AllTimeTable rows={[table.mine]} caption={t("season.yourPlace")} />
              </Stack>
            )}
            <PageLinks
              label={t("season.pages")}
              page={table.page}
              pages={table.pages}
              path={`${base}/all-time`}
              query={{}}
              param="page"
            />
          </Paper>
          <Paper component="section" aria-labelledby="seasons-list-title" sx={{ p: 2 }}>
            <Typography id="seasons-list-title" variant="h6" component="h2" gutterBottom>
              {t("season.title")}
            </Typography>
            <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 3 }} data-testid="all-time-seasons">
              {table.seasons.map((s) => (
                <li key={s.groupId}>{s.member ? <Link href={`/${s.slug}/${s.groupId}`}>{s.name}</Link> : s.name}</li>
              ))}
            </Stack>
          </Paper>
        </Stack>
      </ClientMessages>
    );
  },
);
export default AllTimePage;
