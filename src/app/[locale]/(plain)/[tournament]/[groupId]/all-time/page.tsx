import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { z } from "zod";
import { Link } from "@/i18n/navigation";
import { requirePageUser, toGroupPageIfFormer } from "@/server/auth/page-guards";
import { getGroupView } from "@/server/groups/queries";
import { hasExactHits } from "@/lib/scoring/score";
import { tournamentLabel } from "@/lib/tournament-label";
import { getAllTimeTable, type AllTimeRow } from "@/server/groups/seasons";
import { loadTournament } from "@/server/tournaments/page-data";
import { EmptyState } from "@/ui/empty-state";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { privatePageMetadata } from "@/ui/metadata";
import { PageLinks } from "@/ui/plain/page-links";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import groupStyles from "../_components/group-page.module.css";
import styles from "../_components/seasons.module.css";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { groupPath, pageNumber, tournamentPath } from "@/server/http/page-params";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament } }): Promise<Metadata> => {
    return privatePageMetadata(locale, "allTime", tournament);
  },
);

async function AllTimeTable({ rows, caption, exact }: { rows: AllTimeRow[]; caption: string; exact: boolean }) {
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
          {exact && <th scope="col">{t("group.exact")}</th>}
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
            {exact && <td>{row.exact}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The all-time table of a group's seasons (members only; decision 0052): points summed over every
 * season's stored table, tournaments played, a page at a time with my own row, and the seasons
 * it counts, each linking to its group. Drawn by the server without MUI (decision 0068).
 */
const AllTimePage = definePage(
  { params: groupPath, searchParams: z.object({ page: pageNumber }) },
  async ({ locale, params: { tournament: slug, groupId }, searchParams: { page }, db }) => {
    const { user } = await requirePageUser(locale, `/${slug}/${groupId}/all-time`);
    const tournament = await loadTournament(slug);
    const view = await getGroupView(db, user.id, groupId, { membersPage: 1 }).catch(
      toGroupPageIfFormer(db, { locale, userId: user.id, tournament: slug, groupId }),
    );
    if (view.tournament.slug !== slug) notFound();
    const table = await getAllTimeTable(db, user.id, groupId, page);
    const t = await getTranslations();
    const base = `/${slug}/${groupId}`;
    const caption = t("season.caption", { count: table.seasons.length });
    // A simple-mode score pick is never an exact hit: no "Exact" column (as on the group's table).
    const exact = hasExactHits(view.tournament.sport, view.group.mode);
    return (
      <>
        <TournamentHeader tournament={tournament} />
        <div className={`${content.stack3} ${content.flush}`}>
          <div className={`${content.stack1} ${content.flush} ${content.start}`}>
            <h1 className={content.h5}>{t("season.allTimeOf", { group: view.group.name })}</h1>
            <ButtonLink variant="outlined" size="small" href={base}>
              {t("season.back")}
            </ButtonLink>
          </div>
          <section aria-labelledby="all-time-title" className={`${content.paper} ${content.p2} ${groupStyles.scrollX}`}>
            <h2 id="all-time-title" className={`${content.h6} ${content.gutterBottom}`}>
              {t("season.allTime")}
            </h2>
            {table.total === 0 ? (
              <EmptyState testId="all-time-empty">{t("season.noPoints")}</EmptyState>
            ) : (
              <AllTimeTable rows={table.rows} caption={caption} exact={exact} />
            )}
            {table.mine && (
              <section aria-labelledby="all-time-mine" className={styles.mine}>
                <h3 id="all-time-mine" className={content.subtitle1}>
                  {t("season.yourPlace")}
                </h3>
                <AllTimeTable rows={[table.mine]} caption={t("season.yourPlace")} exact={exact} />
              </section>
            )}
            <PageLinks
              label={t("season.pages")}
              page={table.page}
              pages={table.pages}
              path={`${base}/all-time`}
              query={{}}
              param="page"
            />
          </section>
          <section aria-labelledby="seasons-list-title" className={`${content.paper} ${content.p2}`}>
            <h2 id="seasons-list-title" className={`${content.h6} ${content.gutterBottom}`}>
              {t("season.title")}
            </h2>
            <ol className={styles.seasons} data-testid="all-time-seasons">
              {table.seasons.map((s) => (
                <li key={s.groupId}>
                  {s.member ? <Link href={`/${s.slug}/${s.groupId}`}>{tournamentLabel(s)}</Link> : tournamentLabel(s)}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </>
    );
  },
);
export default AllTimePage;
