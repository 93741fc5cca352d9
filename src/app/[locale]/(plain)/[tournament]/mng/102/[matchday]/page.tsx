import type { Metadata } from "next";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { matchdayLabel } from "@/lib/matchday-label";
import { slotLabel } from "@/lib/slot-label";
import { notFound } from "next/navigation";
import { competitorName } from "@/lib/competitor-name";
import { currentTime } from "@/lib/clock";
import { formatKickoff } from "@/lib/kickoff-format";
import { type Locale } from "@/lib/constants";
import { nextStatuses } from "@/lib/running-status";
import { requirePageUser } from "@/server/auth/page-guards";
import { loadTournament } from "@/server/tournaments/page-data";
import { listGames, listMatchdays } from "@/server/tournaments/queries";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { MatchdayStatus } from "./_components/matchday-status";
import { ResultEditor, type EditableGame } from "./_components/result-editor";
import { ClientMessages } from "@/i18n/client-messages";
import content from "@/ui/plain/content.module.css";
import { SnackbarHost } from "@/ui/snackbar";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { matchdayOrdinal, tournamentPath } from "@/server/http/page-params";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament: slug } }): Promise<Metadata> => {
    const t = await getTranslations({ locale, namespace: "manage" });
    const tournament = await loadTournament(slug);
    return { title: t("title", { name: tournament.name }), robots: { index: false } };
  },
);

/**
 * Admins only (others get the 404 page): enter and correct the results of one matchday. Drawn
 * without MUI (decision 0068): its islands are the matchday's status buttons and one result form
 * per game, on the plain fields and the pick sheet's choice controls.
 */
const ManageMatchdayPage = definePage(
  { params: tournamentPath.extend({ matchday: matchdayOrdinal }) },
  async ({ locale, params: { tournament: slug, matchday: ordinal }, db }) => {
    const { user } = await requirePageUser(locale, `/${slug}/mng/102/${ordinal}`);
    if (user.role !== "admin") notFound();
    const tournament = await loadTournament(slug);
    const matchday = (await listMatchdays(db, tournament.id)).find((m) => m.ordinal === ordinal);
    if (!matchday) notFound();
    const tag = (await getLocale()) as Locale;
    const now = currentTime();
    const common = await getTranslations();
    const format = await getFormatter();
    const games: EditableGame[] = (await listGames(db, tournament.id, ordinal)).map((g) => ({
      id: g.id,
      kickoff: g.kickoff.toISOString(),
      kickoffText: formatKickoff(format, g.kickoff, now),
      started: g.kickoff.getTime() <= now,
      status: g.status,
      result: g.result,
      knockout: g.knockout,
      stage: g.stage,
      home: g.home ? competitorName(g.home, tag) : slotLabel(g.homeLabel, common),
      away: g.away ? competitorName(g.away, tag) : slotLabel(g.awayLabel, common),
      entrants: g.entrants.map((e) => ({ id: e.id, name: competitorName(e, tag) })),
    }));
    const t = await getTranslations("manage");
    return (
      <>
        <TournamentHeader tournament={tournament} />
        <h1 className={`${content.h5} ${content.gutterBottom}`}>
          {t("title", { name: matchdayLabel({ ordinal, name: matchday.name }, common) })}
        </h1>
        <p className={`${content.body1} ${content.secondary} ${content.mb2}`}>{t("intro")}</p>
        <MatchdayStatus
          slug={slug}
          ordinal={ordinal}
          status={matchday.status}
          next={[...nextStatuses(matchday.status as never)]}
        />
        <div className={`${content.stack2} ${content.mt2}`}>
          {games.map((game) => (
            <ResultEditor key={game.id} sport={tournament.sport} game={game} />
          ))}
        </div>
        <SnackbarHost onDemand />
      </>
    );
  },
);

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof ManageMatchdayPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["manage", "gameStatus", "schedule", "stage", "status", "error"]}>
      <ManageMatchdayPage {...props} />
    </ClientMessages>
  );
}
