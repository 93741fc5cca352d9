import type { Metadata } from "next";
import { TimesIn } from "@/ui/times-in";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import type { Locale } from "@/lib/constants";
import { getPageSession } from "@/server/auth/page-guards";
import { getMyMatchdayPicks } from "@/server/picks/my-picks";
import { loadTournament } from "@/server/tournaments/page-data";
import { listGames, listMatchdays } from "@/server/tournaments/queries";
import { AdSlot } from "@/ui/ads/ad-slot";
import { EmptyState } from "@/ui/empty-state";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { pageMetadata } from "@/ui/metadata";
import { MyPicksLine } from "@/ui/picks/my-picks-line";
import { GameCard } from "@/ui/tournaments/game-card";
import { ClientMessages } from "@/i18n/client-messages";
import { LiveRefresh } from "@/ui/realtime/live-refresh";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { matchdayLabel } from "@/lib/matchday-label";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { matchdayOrdinal, tournamentPath } from "@/server/http/page-params";

type Props = { params: Promise<{ locale: Locale; tournament: string; matchday: string }> };

const matchdayPath = tournamentPath.extend({ matchday: matchdayOrdinal });

export const generateMetadata = defineMetadata(
  { params: matchdayPath },
  async ({ locale, params: { tournament: slug, matchday: ordinal }, db }): Promise<Metadata> => {
    const tournament = await loadTournament(slug);
    const named = (await listMatchdays(db, tournament.id)).find((m) => m.ordinal === ordinal);
    const t = await getTranslations({ locale });
    return pageMetadata({
      locale,
      path: `/${slug}/schedule/${ordinal}`,
      // The round's own name, as the page's heading says it ("Final", "Round of 16").
      title: `${matchdayLabel({ ordinal, name: named?.name ?? null }, t)} · ${tournament.name}`,
    });
  },
);

/** A matchday's games, drawn by the server without MUI (decision 0068): its islands are the live clocks and the live refresh. */
const MatchdayPage = definePage(
  { params: matchdayPath },
  async ({ params: { tournament: slug, matchday: ordinal }, db }) => {
    const tournament = await loadTournament(slug);
    const matchdays = await listMatchdays(db, tournament.id);
    const index = matchdays.findIndex((m) => m.ordinal === ordinal);
    if (index < 0) notFound();
    const matchday = matchdays[index]!;
    const games = await listGames(db, tournament.id, ordinal);
    const session = await getPageSession();
    const mine = session ? await getMyMatchdayPicks(db, session.user.id, tournament.id, ordinal) : [];
    const t = await getTranslations();
    const previous = matchdays[index - 1];
    const next = matchdays[index + 1];
    return (
      <>
        <TournamentHeader tournament={tournament} current="schedule" />
        <LiveRefresh topics={[`tournament:${slug}`]} />
        <h1 className={content.h5}>{matchdayLabel({ ordinal, name: matchday.name }, t)}</h1>
        <p className={`${content.body2} ${content.secondary}`} style={{ marginBottom: 16 }}>
          {t(`status.${matchday.status}`)} · <TimesIn />
        </p>
        <div className={`${content.stack1} ${content.flush}`}>
          {games.length === 0 && (
            <EmptyState
              actions={
                <ButtonLink variant="outlined" href={`/${slug}/schedule`}>
                  {t("schedule.otherMatchdays")}
                </ButtonLink>
              }
            >
              {t("schedule.noGames")}
            </EmptyState>
          )}
          {games.map((g) => (
            <div key={g.id}>
              <GameCard game={g} sport={tournament.sport} />
              <MyPicksLine picks={mine.filter((p) => p.gameId === g.id)} game={g} slug={slug} />
            </div>
          ))}
        </div>
        <AdSlot slot="schedule" tournamentId={tournament.id} />
        <nav className={content.pager}>
          {previous ? (
            // The neighbours by their names: a race weekend is no "matchday".
            <ButtonLink href={`/${slug}/schedule/${previous.ordinal}`}>
              <span aria-hidden="true">← </span>
              {t("schedule.previous", { name: matchdayLabel(previous, t) })}
            </ButtonLink>
          ) : (
            <span />
          )}
          <ButtonLink href={`/${slug}/schedule`}>{t("schedule.all")}</ButtonLink>
          {next ? (
            <ButtonLink href={`/${slug}/schedule/${next.ordinal}`}>
              {t("schedule.next", { name: matchdayLabel(next, t) })}
              <span aria-hidden="true"> →</span>
            </ButtonLink>
          ) : (
            <span />
          )}
        </nav>
      </>
    );
  },
);

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Props) {
  return (
    <ClientMessages params={props.params} namespaces={["live"]}>
      <MatchdayPage {...props} />
    </ClientMessages>
  );
}
