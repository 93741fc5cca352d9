import type { Metadata } from "next";
import { TimesIn } from "@/ui/times-in";
import { getFormatter, getTranslations } from "next-intl/server";
import { tournamentCalendarLinks } from "@/server/calendar/links";
import { loadTournament } from "@/server/tournaments/page-data";
import { listGames, listMatchdays } from "@/server/tournaments/queries";
import { AddToCalendar } from "@/ui/calendar/add-to-calendar";
import { EmptyState } from "@/ui/empty-state";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
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

/**
 * A tournament's schedule, drawn by the server without MUI (decision 0068): its islands are "Add
 * to calendar" (its dialog loads when opened), the live clocks and the live refresh.
 */
const SchedulePage = definePage({ params: tournamentPath }, async ({ locale, params: { tournament: slug }, db }) => {
  const tournament = await loadTournament(slug);
  const t = await getTranslations();
  const format = await getFormatter();
  const [matchdays, games] = await Promise.all([listMatchdays(db, tournament.id), listGames(db, tournament.id)]);
  return (
    <>
      <TournamentHeader tournament={tournament} current="schedule" />
      <LiveRefresh topics={[`tournament:${slug}`]} />
      <div className={content.titleRow}>
        <h1 className={content.h5}>{t("schedule.title")}</h1>
        <AddToCalendar links={tournamentCalendarLinks(slug, locale)} />
      </div>
      <p className={`${content.body2} ${content.secondary}`} style={{ marginBottom: 16 }}>
        <TimesIn />
      </p>
      {matchdays.length === 0 && (
        <EmptyState
          actions={
            <ButtonLink variant="contained" href={`/${slug}/new-game`}>
              {t("group.create")}
            </ButtonLink>
          }
        >
          {t("schedule.noMatchdays")}
        </EmptyState>
      )}
      <div className={`${content.stack4} ${content.flush}`}>
        {matchdays.map((m) => (
          <section key={m.id} className={`${content.stack1} ${content.flush}`} aria-labelledby={`md-${m.ordinal}`}>
            <div className={content.matchdayHead}>
              <h2 id={`md-${m.ordinal}`} className={content.h6}>
                {matchdayLabel(m, t)}
              </h2>
              <ButtonLink size="small" href={`/${slug}/schedule/${m.ordinal}`}>
                {m.firstKickoff
                  ? format.dateTime(m.firstKickoff, { dateStyle: "medium" })
                  : t("tournament.matchday", { ordinal: m.ordinal })}
              </ButtonLink>
            </div>
            {games
              .filter((g) => g.matchdayOrdinal === m.ordinal)
              .map((g) => (
                <GameCard key={g.id} game={g} sport={tournament.sport} />
              ))}
          </section>
        ))}
      </div>
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
