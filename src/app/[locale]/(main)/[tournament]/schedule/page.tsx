import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getFormatter, getTimeZone, getTranslations } from "next-intl/server";
import { tournamentCalendarLinks } from "@/server/calendar/links";
import { loadTournament } from "@/server/tournaments/page-data";
import { listGames, listMatchdays } from "@/server/tournaments/queries";
import { AddToCalendar } from "@/ui/calendar/add-to-calendar";
import { EmptyState } from "@/ui/empty-state";
import { LinkButton } from "@/ui/link-button";
import { pageMetadata } from "@/ui/metadata";
import { GameCard } from "@/ui/tournaments/game-card";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { ClientMessages } from "@/i18n/client-messages";
import { LiveRefresh } from "@/ui/realtime/live-refresh";
import { matchdayLabel } from "@/lib/matchday-label";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { tournamentPath } from "@/server/http/page-params";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament: slug } }): Promise<Metadata> => {
    const tournament = await loadTournament(slug);
    const t = await getTranslations({ locale, namespace: "schedule" });
    return pageMetadata({ locale, path: `/${slug}/schedule`, title: `${t("title")} · ${tournament.name}` });
  },
);

const SchedulePage = definePage({ params: tournamentPath }, async ({ locale, params: { tournament: slug }, db }) => {
  const tournament = await loadTournament(slug);
  const t = await getTranslations();
  const format = await getFormatter();
  const [matchdays, games] = await Promise.all([listMatchdays(db, tournament.id), listGames(db, tournament.id)]);
  return (
    <>
      <TournamentHeader tournament={tournament} current="schedule" />
      <LiveRefresh topics={[`tournament:${slug}`]} />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", mb: 1 }}
      >
        <Typography variant="h5" component="h1">
          {t("schedule.title")}
        </Typography>
        <AddToCalendar links={tournamentCalendarLinks(slug, locale)} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("schedule.timesIn", { zone: await getTimeZone() })}
      </Typography>
      {matchdays.length === 0 && (
        <EmptyState
          actions={
            <LinkButton variant="contained" href={`/${slug}/new-game`}>
              {t("group.create")}
            </LinkButton>
          }
        >
          {t("schedule.noMatchdays")}
        </EmptyState>
      )}
      <Stack spacing={4}>
        {matchdays.map((m) => (
          <Stack component="section" key={m.id} spacing={1} aria-labelledby={`md-${m.ordinal}`}>
            <Stack direction="row" spacing={2} sx={{ alignItems: "baseline", justifyContent: "space-between" }}>
              <Typography id={`md-${m.ordinal}`} variant="h6" component="h2">
                {matchdayLabel(m, t)}
              </Typography>
              <LinkButton size="small" href={`/${slug}/schedule/${m.ordinal}`}>
                {m.firstKickoff
                  ? format.dateTime(m.firstKickoff, { dateStyle: "medium" })
                  : t("tournament.matchday", { ordinal: m.ordinal })}
              </LinkButton>
            </Stack>
            {games
              .filter((g) => g.matchdayOrdinal === m.ordinal)
              .map((g) => (
                <GameCard key={g.id} game={g} sport={tournament.sport} />
              ))}
          </Stack>
        ))}
      </Stack>
    </>
  );
});

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof SchedulePage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["calendar", "live"]}>
      <SchedulePage {...props} />
    </ClientMessages>
  );
}
