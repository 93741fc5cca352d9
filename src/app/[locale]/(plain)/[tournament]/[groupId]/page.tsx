import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { z } from "zod";
import { Link, getPathname } from "@/i18n/navigation";
import { getEnv } from "@/lib/env";
import { hasExactHits } from "@/lib/scoring/score";
import { SHAPE_OF } from "@/lib/sports";
import { requirePageUser } from "@/server/auth/page-guards";
import { hasPlus } from "@/server/billing/subscriptions";
import { isAppError } from "@/lib/errors";
import { formerMembership } from "@/server/groups/access";
import { getGroupView } from "@/server/groups/queries";
import { getGroupSeasons } from "@/server/groups/seasons";
import { tournamentLabel } from "@/lib/tournament-label";
import { weighableOf } from "@/server/scoring/weights";
import { getGroupTables, STANDINGS_PAGE } from "@/server/standings/queries";
import { loadTournament } from "@/server/tournaments/page-data";
import { listGames } from "@/server/tournaments/queries";
import { AdSlot } from "@/ui/ads/ad-slot";
import { EmptyState } from "@/ui/empty-state";
import { ButtonLink, buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { PageLinks } from "@/ui/plain/page-links";
import { LiveRefresh } from "@/ui/realtime/live-refresh";
import { SnackbarHost } from "@/ui/snackbar";
import { LiveGames } from "@/ui/tournaments/live-games";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import type { SettingsGroup } from "./_components/group-settings";
import { GroupStats } from "./_components/group-stats";
import { SeasonsSection } from "./_components/seasons";
import { GroupSettingsOpener } from "./_components/group-settings-opener";
import { InviteLink } from "./_components/invite-link";
import { Members } from "./_components/members";
import { StandingsTable, TableSwitcher } from "./_components/standings-table";
import styles from "./_components/group-page.module.css";
import { privatePageMetadata, shareImageOf } from "@/ui/metadata";
import { unlocks } from "@/lib/plus";
import { scoringDefaults } from "@/lib/scoring/rule-sets";
import { ClientMessages } from "@/i18n/client-messages";
import { matchdayLabel } from "@/lib/matchday-label";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { groupPath, optionalOrdinal, pageNumber } from "@/server/http/page-params";

export const generateMetadata = defineMetadata(
  { params: groupPath },
  async ({ locale, params: { tournament, groupId } }): Promise<Metadata> => {
    return privatePageMetadata(locale, "group", tournament, await shareImageOf(locale, { tournament, groupId }));
  },
);

/**
 * The group home (members only; others get the 404 page): the overall table with movement, one
 * table per matchday (`?matchday=N`), matchday winners, members, the invitation link and settings.
 * Tables and members come a page at a time (`?page=N`, `?members=N`), with my own neighbourhood
 * in the table when I am on another page, so a group of 10,000 is as light as one of ten.
 * Drawn by the server without MUI (decision 0068): its islands are the invitation's copy button,
 * the members' remove and leave, the owner's next season, the live refresh; the managers'
 * settings bring MUI when the server renders them.
 */
const GroupPage = definePage(
  {
    params: groupPath,
    searchParams: z.object({ matchday: optionalOrdinal, page: pageNumber, members: pageNumber }),
  },
  async ({ locale, params: { tournament: slug, groupId }, searchParams: query, db, props }) => {
    const { user } = await requirePageUser(locale, `/${slug}/${groupId}`);
    const tournament = await loadTournament(slug);
    const view = await getGroupView(db, user.id, groupId, { membersPage: query.members }).catch(
      async (error: unknown) => {
        // Not a member (any more): a former member reads why, anyone else gets the 404 page.
        const former =
          isAppError(error) &&
          (error.code === "error.group.noLongerMember" || error.code === "error.notFound") &&
          (await formerMembership(db, groupId, user.id));
        if (former && former.tournament === slug) return { former };
        throw error;
      },
    );
    if ("former" in view) return <NoLongerMember tournament={tournament} group={view.former.name} />;
    if (view.tournament.slug !== slug) notFound();
    const [tables, plus, seasons] = await Promise.all([
      getGroupTables(db, user.id, groupId, { matchday: query.matchday, page: query.page }),
      hasPlus(db, user.id, tournament.id),
      getGroupSeasons(db, user.id, groupId),
    ]);
    const stats = unlocks("stats", { player: plus }) ? await tables.stats() : [];
    const t = await getTranslations();
    const base = `/${slug}/${groupId}`;
    const { table } = tables;
    const shown = tables.matchdays.find((m) => m.matchday === table.matchday);
    const nameOf = (m: { matchday: number; name: string | null }) =>
      matchdayLabel({ ordinal: m.matchday, name: m.name }, t);
    const withWinners = tables.matchdays.filter((m) => m.winners.length > 0);
    const manager = view.me.role !== "member";
    const me = view.me;
    const tableQuery: Record<string, string> = shown ? { matchday: String(shown.matchday) } : {};
    const membersQuery: Record<string, string> = { ...tableQuery, ...(table.page > 1 && { page: String(table.page) }) };
    // My row, always shown: on the page, or in my neighbourhood below it.
    const mine = [...table.rows, ...table.around].find((r) => r.groupUserId === me.groupUserId);
    const myPage = tables.place === null ? table.page : Math.ceil(tables.place / STANDINGS_PAGE);
    const myPageQuery = new URLSearchParams({ ...tableQuery, ...(myPage > 1 && { page: String(myPage) }) }).toString();
    const myPageHref = myPageQuery ? `${base}?${myPageQuery}` : base;
    // A simple-mode score pick is never an exact hit: its table shows no "Exact" column.
    const exactHits = hasExactHits(view.tournament.sport, view.group.mode);
    // A group with only me: the invitation first, saying why (issue 13, empty states).
    const alone = view.memberCount === 1;
    // The invitation carries no language: each friend who opens it reads it in their own (their
    // browser's, or the one they chose here before), not the owner's.
    const invite = view.group.invitationCode && `${getEnv().PUBLIC_URL}${base}/join/${view.group.invitationCode}`;
    const section = `${content.paper} ${content.p2}`;
    const title = `${content.h6} ${content.gutterBottom}`;
    const plusLink = (chunks: React.ReactNode) => <Link href={`/${slug}/plus`}>{chunks}</Link>;
    // The settings' scoring editor and Plus hint are for managers only: members get neither's messages.
    return (
      <ClientMessages
        params={props.params}
        namespaces={[
          "group",
          "pagination",
          "error",
          "live",
          ...(manager ? (["plus", "scoring", "stage", "tournament", "picks"] as const) : []),
          // The owner's "continue into the next season" (decision 0052).
          ...(seasons.choices.length > 0 ? (["season"] as const) : []),
        ]}
      >
        <TournamentHeader tournament={tournament} />
        <LiveRefresh topics={[`tournament:${slug}`, `group:${groupId}`]} />
        <div className={`${content.stack3} ${content.flush}`}>
          <div className={styles.head}>
            <div>
              <h1 className={content.h5}>{view.group.name}</h1>
              <p className={`${content.body1} ${content.secondary}`}>
                {t("group.members", { count: view.memberCount })} ·{" "}
                {t(view.group.mode === "expert" ? "group.modeExpertShort" : "group.modeSimpleShort")}
              </p>
            </div>
            <div className={styles.headActions}>
              <ButtonLink variant="contained" href={`${base}/picks`}>
                {t("group.myPicks")}
              </ButtonLink>
              <ButtonLink variant="outlined" href={`${base}/bonus`}>
                {t("bonus.open")}
              </ButtonLink>
              <ButtonLink variant="outlined" href={`/${slug}/predictions`}>
                {t("predictions.short")}
              </ButtonLink>
            </div>
          </div>
          <SeasonsSection
            groupId={groupId}
            group={view.group.name}
            from={tournamentLabel(tournament)}
            base={base}
            seasons={seasons}
          />
          {alone &&
            (invite ? (
              <InviteLink url={invite} lead={t("group.aloneText")} />
            ) : (
              <EmptyState testId="group-alone">{t("group.aloneMember")}</EmptyState>
            ))}
          <LiveGames games={await listGames(db, tournament.id, undefined, "live")} tournament={tournament} />
          <section aria-labelledby="standings-title" className={`${section} ${styles.scrollX}`}>
            <h2 id="standings-title" className={title}>
              {shown ? t("group.matchdayStandings", { name: nameOf(shown) }) : t("group.standings")}
            </h2>
            {tables.matchdays.length > 0 && (
              <TableSwitcher
                label={t("group.tables")}
                items={[
                  { href: getPathname({ locale, href: base }), label: t("group.overall"), current: !shown },
                  ...tables.matchdays.map((m) => ({
                    href: getPathname({ locale, href: `${base}?matchday=${m.matchday}` }),
                    label: nameOf(m),
                    current: shown?.matchday === m.matchday,
                  })),
                ]}
              />
            )}
            {mine && (
              <p data-testid="my-place" className={`${content.body1} ${styles.mb1}`}>
                {t("group.myRank", { rank: mine.rank, total: table.total, points: mine.points })}
                {myPage !== table.page && (
                  <>
                    {" · "}
                    <Link href={myPageHref}>{t("group.showMyPage")}</Link>
                  </>
                )}
              </p>
            )}
            <StandingsTable
              rows={table.rows}
              me={view.me.groupUserId}
              base={base}
              matchday={shown?.matchday}
              exact={exactHits}
              label={shown ? t("group.matchdayStandings", { name: nameOf(shown) }) : t("group.standings")}
            />
            {/* A race's or a show's "exact" and "right outcome" are not a score's: said under the table,
                each column's sentence only where the column shows (on a phone the last two hide). */}
            {SHAPE_OF[view.tournament.sport] === "ranking" && (
              <p
                className={[content.caption, content.secondary, !exactHits && styles.wideOnly]
                  .filter(Boolean)
                  .join(" ")}
                data-testid="table-legend"
              >
                {exactHits && <span>{t("group.rankingLegendExact", { sport: view.tournament.sport })} </span>}
                <span className={styles.wideOnly}>
                  {t("group.rankingLegendOutcome", { sport: view.tournament.sport })}{" "}
                </span>
                <span className={styles.wideOnly}>{t("group.rankingLegendScored")}</span>
              </p>
            )}
            {table.around.length > 0 && (
              <section aria-labelledby="around-title" className={styles.around}>
                <h3 id="around-title" className={content.subtitle1}>
                  {t("group.aroundMe")}
                </h3>
                <StandingsTable
                  rows={table.around}
                  me={view.me.groupUserId}
                  base={base}
                  matchday={shown?.matchday}
                  exact={exactHits}
                  label={t("group.aroundMe")}
                />
              </section>
            )}
            <PageLinks
              label={t("group.tablePages")}
              page={table.page}
              pages={table.pages}
              path={base}
              query={tableQuery}
              param="page"
            />
            {/* Nobody has a point yet: no scored matchday, and no right bonus answer either. */}
            {tables.matchdays.length === 0 && table.page === 1 && table.rows.every((r) => r.points === 0) && (
              <div
                className={`${content.stack1} ${content.flush} ${content.start} ${content.mt1}`}
                data-testid="no-points-yet"
              >
                <p className={`${content.body1} ${content.secondary}`}>{t("group.noPointsYet")}</p>
                <ButtonLink variant="outlined" href={`${base}/picks`}>
                  {t("group.makePicks")}
                </ButtonLink>
              </div>
            )}
          </section>
          <AdSlot slot="standings" tournamentId={tournament.id} />
          {withWinners.length > 0 && (
            <section aria-labelledby="winners-title" className={section}>
              <h2 id="winners-title" className={title}>
                {t("group.matchdayWinners")}
              </h2>
              <ul className={styles.winners} data-testid="matchday-winners">
                {withWinners.map((m) => {
                  const names = m.winners.map((w) => w.nickname || t("group.formerPlayer"));
                  const more = m.winnerCount - m.winners.length;
                  return (
                    <li key={m.matchday}>
                      <Link href={`${base}?matchday=${m.matchday}`}>{nameOf(m)}</Link>:{" "}
                      {t("group.winnersLine", {
                        names:
                          more > 0
                            ? t("group.namesAndMore", { names: names.join(", "), count: more })
                            : names.join(", "),
                        points: m.best,
                      })}
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
          <section aria-labelledby="stats-title" className={`${section} ${styles.scrollX}`}>
            <h2 id="stats-title" className={title}>
              {t("group.stats")}
            </h2>
            <ButtonLink href={`${base}/stats`} variant="outlined" size="small" className={styles.mb2}>
              {t("group.myStats")}
            </ButtonLink>
            {unlocks("stats", { player: plus }) ? (
              <GroupStats
                stats={stats}
                exact={exactHits}
                statsHref={`${base}/stats`}
                matchdayName={(ordinal) =>
                  nameOf(tables.matchdays.find((m) => m.matchday === ordinal) ?? { matchday: ordinal, name: null })
                }
              />
            ) : (
              <p className={`${content.body1} ${content.secondary}`}>{t.rich("group.statsPlus", { link: plusLink })}</p>
            )}
          </section>
          <section aria-labelledby="export-title" className={section}>
            <h2 id="export-title" className={title}>
              {t("group.export")}
            </h2>
            {unlocks("export", { player: plus }) ? (
              <div className={content.actions}>
                <a className={buttonClass("outlined")} href={`/api/groups/${groupId}/export?what=picks`} download>
                  {t("group.exportPicks")}
                </a>
                <a className={buttonClass("outlined")} href={`/api/groups/${groupId}/export?what=standings`} download>
                  {t("group.exportStandings")}
                </a>
              </div>
            ) : (
              <p className={`${content.body1} ${content.secondary}`}>
                {t.rich("group.exportPlus", { link: plusLink })}
              </p>
            )}
          </section>
          {invite && !alone && <InviteLink url={invite} />}
          <Members
            groupId={groupId}
            slug={slug}
            members={view.members.map(({ groupUserId, nickname, role, image }) => ({
              groupUserId,
              nickname,
              role,
              image,
            }))}
            me={me}
          >
            <PageLinks
              label={t("group.memberPages")}
              page={view.membersPage ?? 1}
              pages={view.memberPages}
              path={base}
              query={membersQuery}
              param="members"
            />
          </Members>
          {manager && (
            <GroupSettingsOpener
              group={view.group as SettingsGroup}
              scoringDefaults={scoringDefaults(view.tournament.sport)}
              sport={view.tournament.sport}
              slug={slug}
              weighable={await weighableOf(db, tournament.id)}
            />
          )}
        </div>
        {/* "Copied" and the islands' errors: the snackbars load at the first message (decision 0068). */}
        <SnackbarHost onDemand />
      </ClientMessages>
    );
  },
);
/** A group the player left or was removed from: its name, why they cannot see it, and the way on. */
async function NoLongerMember({
  tournament,
  group,
}: {
  tournament: Parameters<typeof TournamentHeader>[0]["tournament"];
  group: string;
}) {
  const t = await getTranslations("group");
  return (
    <>
      <TournamentHeader tournament={tournament} />
      <div className={`${content.stack3} ${content.flush}`}>
        <h1 className={content.h5}>{t("formerTitle", { group })}</h1>
        <EmptyState
          testId="former-member"
          actions={
            <>
              <ButtonLink href="/groups" variant="contained">
                {t("formerGroups")}
              </ButtonLink>
              <ButtonLink href={`/${tournament.slug}`} variant="outlined">
                {t("formerTournament", { tournament: tournament.name })}
              </ButtonLink>
            </>
          }
        >
          {t("formerText")}
        </EmptyState>
      </div>
      {/* A refusal that led here (removed while the group's pick sheet was open) stays readable. */}
      <SnackbarHost onDemand />
    </>
  );
}

export default GroupPage;
