import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { z } from "zod";
import { Link, getPathname } from "@/i18n/navigation";
import { getEnv } from "@/lib/env";
import { requirePageUser } from "@/server/auth/page-guards";
import { hasPlus } from "@/server/billing/subscriptions";
import { getGroupView } from "@/server/groups/queries";
import { getGroupSeasons } from "@/server/groups/seasons";
import { weighableOf } from "@/server/scoring/weights";
import { getGroupTables, STANDINGS_PAGE } from "@/server/standings/queries";
import { loadTournament } from "@/server/tournaments/page-data";
import { listGames } from "@/server/tournaments/queries";
import { AdSlot } from "@/ui/ads/ad-slot";
import { EmptyState } from "@/ui/empty-state";
import { LinkButton } from "@/ui/link-button";
import { LiveRefresh } from "@/ui/realtime/live-refresh";
import { LiveGames } from "@/ui/tournaments/live-games";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import type { SettingsGroup } from "./_components/group-settings";
import { GroupSettings } from "./_components/group-settings-lazy";
import { GroupStats } from "./_components/group-stats";
import { SeasonsSection } from "./_components/seasons";
import { InviteLink } from "./_components/invite-link";
import { Members } from "./_components/members";
import { StandingsTable, TableSwitcher } from "./_components/standings-table";
import { privatePageMetadata, shareImageOf } from "@/ui/metadata";
import { unlocks } from "@/lib/plus";
import { scoringDefaults } from "@/lib/scoring/rule-sets";
import { PageLinks } from "@/ui/page-links";
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
 */
const GroupPage = definePage(
  {
    params: groupPath,
    searchParams: z.object({ matchday: optionalOrdinal, page: pageNumber, members: pageNumber }),
  },
  async ({ locale, params: { tournament: slug, groupId }, searchParams: query, db, props }) => {
    const { user } = await requirePageUser(locale, `/${slug}/${groupId}`);
    const tournament = await loadTournament(slug);
    const view = await getGroupView(db, user.id, groupId, { membersPage: query.members });
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
    // A group with only me: the invitation first, saying why (issue 13, empty states).
    const alone = view.memberCount === 1;
    const invite =
      view.group.invitationCode &&
      `${getEnv().PUBLIC_URL}${getPathname({ locale, href: `${base}/join/${view.group.invitationCode}` })}`;
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
        <Stack spacing={3}>
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", rowGap: 1 }}
          >
            <div>
              <Typography variant="h5" component="h1">
                {view.group.name}
              </Typography>
              <Typography sx={{ color: "text.secondary" }}>
                {t("group.members", { count: view.memberCount })} ·{" "}
                {t(view.group.mode === "expert" ? "group.modeExpertShort" : "group.modeSimpleShort")}
              </Typography>
            </div>
            <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
              <LinkButton variant="contained" href={`${base}/picks`}>
                {t("group.myPicks")}
              </LinkButton>
              <LinkButton variant="outlined" href={`${base}/bonus`}>
                {t("bonus.open")}
              </LinkButton>
              <LinkButton variant="outlined" href={`/${slug}/predictions`}>
                {t("predictions.short")}
              </LinkButton>
            </Stack>
          </Stack>
          <SeasonsSection groupId={groupId} base={base} seasons={seasons} />
          {alone &&
            (invite ? (
              <InviteLink url={invite} lead={t("group.aloneText")} />
            ) : (
              <EmptyState testId="group-alone">{t("group.aloneMember")}</EmptyState>
            ))}
          <LiveGames games={await listGames(db, tournament.id, undefined, "live")} tournament={tournament} />
          <Paper component="section" aria-labelledby="standings-title" sx={{ p: 2, overflowX: "auto" }}>
            <Typography id="standings-title" variant="h6" component="h2" gutterBottom>
              {shown ? t("group.matchdayStandings", { name: nameOf(shown) }) : t("group.standings")}
            </Typography>
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
              <Typography data-testid="my-place" sx={{ mb: 1 }}>
                {t("group.myRank", { rank: mine.rank, total: table.total, points: mine.points })}
                {myPage !== table.page && (
                  <>
                    {" · "}
                    <Link href={myPageHref}>{t("group.showMyPage")}</Link>
                  </>
                )}
              </Typography>
            )}
            <StandingsTable
              rows={table.rows}
              me={view.me.groupUserId}
              base={base}
              matchday={shown?.matchday}
              label={shown ? t("group.matchdayStandings", { name: nameOf(shown) }) : t("group.standings")}
            />
            {table.around.length > 0 && (
              <Stack component="section" aria-labelledby="around-title" sx={{ mt: 2 }}>
                <Typography id="around-title" variant="subtitle1" component="h3">
                  {t("group.aroundMe")}
                </Typography>
                <StandingsTable
                  rows={table.around}
                  me={view.me.groupUserId}
                  base={base}
                  matchday={shown?.matchday}
                  label={t("group.aroundMe")}
                />
              </Stack>
            )}
            <PageLinks
              label={t("group.tablePages")}
              page={table.page}
              pages={table.pages}
              path={base}
              query={tableQuery}
              param="page"
            />
            {tables.matchdays.length === 0 && (
              <Stack spacing={1} sx={{ mt: 1, alignItems: "flex-start" }} data-testid="no-points-yet">
                <Typography sx={{ color: "text.secondary" }}>{t("group.noPointsYet")}</Typography>
                <LinkButton variant="outlined" href={`${base}/picks`}>
                  {t("group.makePicks")}
                </LinkButton>
              </Stack>
            )}
          </Paper>
          <AdSlot slot="standings" tournamentId={tournament.id} />
          {withWinners.length > 0 && (
            <Paper component="section" aria-labelledby="winners-title" sx={{ p: 2 }}>
              <Typography id="winners-title" variant="h6" component="h2" gutterBottom>
                {t("group.matchdayWinners")}
              </Typography>
              <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }} data-testid="matchday-winners">
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
              </Stack>
            </Paper>
          )}
          <Paper component="section" aria-labelledby="stats-title" sx={{ p: 2, overflowX: "auto" }}>
            <Typography id="stats-title" variant="h6" component="h2" gutterBottom>
              {t("group.stats")}
            </Typography>
            <LinkButton href={`${base}/stats`} variant="outlined" size="small" sx={{ mb: 2 }}>
              {t("group.myStats")}
            </LinkButton>
            {unlocks("stats", { player: plus }) ? (
              <GroupStats
                stats={stats}
                statsHref={`${base}/stats`}
                matchdayName={(ordinal) =>
                  nameOf(tables.matchdays.find((m) => m.matchday === ordinal) ?? { matchday: ordinal, name: null })
                }
              />
            ) : (
              <Typography sx={{ color: "text.secondary" }}>
                {t.rich("group.statsPlus", { link: (chunks) => <Link href={`/${slug}/plus`}>{chunks}</Link> })}
              </Typography>
            )}
          </Paper>
          <Paper component="section" aria-labelledby="export-title" sx={{ p: 2 }}>
            <Typography id="export-title" variant="h6" component="h2" gutterBottom>
              {t("group.export")}
            </Typography>
            {unlocks("export", { player: plus }) ? (
              <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
                <Button variant="outlined" href={`/api/groups/${groupId}/export?what=picks`} download>
                  {t("group.exportPicks")}
                </Button>
                <Button variant="outlined" href={`/api/groups/${groupId}/export?what=standings`} download>
                  {t("group.exportStandings")}
                </Button>
              </Stack>
            ) : (
              <Typography sx={{ color: "text.secondary" }}>
                {t.rich("group.exportPlus", { link: (chunks) => <Link href={`/${slug}/plus`}>{chunks}</Link> })}
              </Typography>
            )}
          </Paper>
          {invite && !alone && <InviteLink url={invite} />}
          <Members
            groupId={groupId}
            slug={slug}
            members={view.members.map(({ groupUserId, nickname, role }) => ({ groupUserId, nickname, role }))}
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
            <GroupSettings
              group={view.group as SettingsGroup}
              scoringDefaults={scoringDefaults(view.tournament.sport)}
              slug={slug}
              weighable={await weighableOf(db, tournament.id)}
            />
          )}
        </Stack>
      </ClientMessages>
    );
  },
);
export default GroupPage;
