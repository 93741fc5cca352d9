import Alert from "@mui/material/Alert";
import List from "@mui/material/List";
import { ListLink } from "@/ui/list-link";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { currentTime } from "@/lib/clock";
import { loadTournament } from "@/server/tournaments/page-data";
import { listGames, listMatchdays } from "@/server/tournaments/queries";
import { getPageSession } from "@/server/auth/page-guards";
import { nextLockOf } from "@/server/groups/lock";
import { listMyGroups } from "@/server/groups/queries";
import { EmptyState } from "@/ui/empty-state";
import { LinkButton } from "@/ui/link-button";
import { pageMetadata, shareImageOf } from "@/ui/metadata";
import { Countdown } from "@/ui/tournaments/countdown";
import { LiveRefresh } from "@/ui/realtime/live-refresh";
import { LiveGames } from "@/ui/tournaments/live-games";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { ClientMessages } from "@/i18n/client-messages";
import { matchdayLabel } from "@/lib/matchday-label";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { tournamentPath } from "@/server/http/page-params";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament: slug } }): Promise<Metadata> => {
    const tournament = await loadTournament(slug);
    return pageMetadata({
      locale,
      path: `/${slug}`,
      title: tournament.name,
      image: await shareImageOf(locale, { tournament: slug }),
    });
  },
);

const TournamentPage = definePage({ params: tournamentPath }, async ({ params: { tournament: slug }, db }) => {
  const tournament = await loadTournament(slug);
  const t = await getTranslations();
  const format = await getFormatter();
  const matchdays = await listMatchdays(db, tournament.id);
  const session = await getPageSession();
  const myGroups = session ? await listMyGroups(db, session.user.id, tournament.id) : [];
  const now = currentTime();
  // The same next lock as the home page's card (lock.ts).
  const nextLock = await nextLockOf(db, tournament.id);
  return (
    <>
      <TournamentHeader tournament={tournament} current="home" />
      <LiveRefresh topics={[`tournament:${slug}`]} />
      <Stack spacing={3}>
        {tournament.isDemo && <Alert severity="info">{t("tournament.demoNotice")}</Alert>}
        <Paper sx={{ p: 3 }}>
          <Typography variant="h6" component="h2">
            {nextLock
              ? t.rich("tournament.nextLock", {
                  countdown: () => <Countdown target={nextLock.toISOString()} serverNow={now} />,
                })
              : t("tournament.allLocked")}
          </Typography>
        </Paper>
        <LiveGames games={await listGames(db, tournament.id, undefined, "live")} tournament={tournament} />
        <Paper component="section" aria-labelledby="groups-title" sx={{ p: 3 }}>
          <Typography id="groups-title" variant="h6" component="h2" gutterBottom>
            {myGroups.length ? t("group.myGroups") : t("tournament.groupsTitle")}
          </Typography>
          {myGroups.length > 0 ? (
            <List dense>
              {myGroups.map((g) => (
                <ListLink key={g.groupId} href={`/${slug}/${g.groupId}`} divider>
                  <ListItemText
                    primary={g.name}
                    secondary={`${t(`helpPage.${g.mode}`)} · ${t("group.members", { count: g.members })}`}
                  />
                </ListLink>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t("tournament.groupsText")}
            </Typography>
          )}
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
            {myGroups.length > 1 && (
              <LinkButton variant="contained" href={`/${slug}/predictions`}>
                {t("predictions.title")}
              </LinkButton>
            )}
            {tournament.status !== "finished" && (
              <LinkButton variant={myGroups.length > 1 ? "outlined" : "contained"} href={`/${slug}/new-game`}>
                {t("group.create")}
              </LinkButton>
            )}
          </Stack>
        </Paper>
        <section aria-labelledby="matchdays-title">
          <Typography id="matchdays-title" variant="h6" component="h2" gutterBottom>
            {t("tournament.matchdays")}
          </Typography>
          {matchdays.length === 0 ? (
            <EmptyState
              actions={
                <LinkButton variant="outlined" href={`/${slug}/new-game`}>
                  {t("group.create")}
                </LinkButton>
              }
            >
              {t("schedule.noMatchdays")}
            </EmptyState>
          ) : (
            <Paper variant="outlined">
              <List disablePadding>
                {matchdays.map((m) => (
                  <ListLink key={m.id} href={`/${slug}/schedule/${m.ordinal}`} divider>
                    <ListItemText
                      primary={matchdayLabel(m, t)}
                      secondary={[
                        m.firstKickoff ? format.dateTime(m.firstKickoff, { dateStyle: "medium" }) : null,
                        t(`status.${m.status}`),
                        t("tournament.gamesCount", { finished: m.finished, total: m.games }),
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    />
                  </ListLink>
                ))}
              </List>
            </Paper>
          )}
        </section>
      </Stack>
    </>
  );
});

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof TournamentPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["countdown", "live"]}>
      <TournamentPage {...props} />
    </ClientMessages>
  );
}
