import type { Metadata } from "next";
import { TimesIn } from "@/ui/times-in";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { z } from "zod";
import { type Locale } from "@/lib/constants";
import { formatKickoff } from "@/lib/kickoff-format";
import type { SheetMatchday } from "@/lib/picks/sheet-types";
import { requirePageUser, toGroupPageIfFormer } from "@/server/auth/page-guards";
import { getPickSheet } from "@/server/picks/pick-sheet";
import { toSheetGame } from "@/server/picks/sheet-game";
import { loadTournament } from "@/server/tournaments/page-data";
import { LiveRefresh } from "@/ui/realtime/live-refresh";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { PickSheet } from "@/ui/picks/pick-sheet/pick-sheet";
import content from "@/ui/plain/content.module.css";
import sheetCss from "@/ui/picks/pick-sheet/pick-sheet.module.css";
import { SnackbarHost } from "@/ui/snackbar";
import { privatePageMetadata } from "@/ui/metadata";
import { ClientMessages } from "@/i18n/client-messages";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { groupPath, optionalOrdinal, tournamentPath } from "@/server/http/page-params";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament } }): Promise<Metadata> => {
    return privatePageMetadata(locale, "picks", tournament);
  },
);

/**
 * A group's pick sheet (members only). Drawn by the server without MUI (decisions 0068, 0073): the
 * sheet is the page's one island, with native inputs; the snackbars load at the first message.
 */
const PicksPage = definePage(
  { params: groupPath, searchParams: z.object({ matchday: optionalOrdinal }) },
  async ({ locale, params: { tournament: slug, groupId }, searchParams, db }) => {
    const { user } = await requirePageUser(locale, `/${slug}/${groupId}/picks`);
    const tournament = await loadTournament(slug);
    const sheet = await getPickSheet(db, user.id, groupId).catch(
      toGroupPageIfFormer(db, { locale, userId: user.id, tournament: slug, groupId }),
    );
    if (sheet.tournament.slug !== slug) notFound();
    const tag = (await getLocale()) as Locale;
    const t = await getTranslations();
    const format = await getFormatter();
    // With its year when the game is not in this year (on the server's clock, as the sheet's countdowns).
    const when = (kickoff: Date) => formatKickoff(format, kickoff, sheet.now);
    const now = sheet.now.getTime();
    const matchdays: SheetMatchday[] = sheet.matchdays.map((m) => ({
      ordinal: m.ordinal,
      name: m.name,
      games: m.games.map((entry) => toSheetGame(entry, tag, { when, number: (n) => format.number(n) }, t)),
    }));
    return (
      <>
        <TournamentHeader tournament={tournament} />
        {/* A result or a running score re-renders the sheet; what the player typed stays (decision 0012). */}
        <LiveRefresh topics={[`tournament:${slug}`]} />
        <h1 className={`${content.h5} ${content.gutterBottom}`}>{t("picks.title", { group: sheet.group.name })}</h1>
        <p className={`${content.body2} ${content.secondary} ${sheetCss.mb1}`}>
          <TimesIn />
        </p>
        <PickSheet
          saveTo={{ url: `/api/groups/${groupId}/picks` }}
          sport={sheet.tournament.sport}
          mode={sheet.group.mode}
          jokers={sheet.group.jokers}
          matchdays={matchdays}
          serverNow={now}
          shownMatchday={searchParams.matchday}
        />
        {/* "Saved", "not saved" and errors: the snackbars load with the first (decision 0068). */}
        <SnackbarHost onDemand />
      </>
    );
  },
);

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof PicksPage>[0]) {
  return (
    <ClientMessages
      params={props.params}
      namespaces={["picks", "countdown", "tournament", "stage", "manage", "error", "live"]}
    >
      <PicksPage {...props} />
    </ClientMessages>
  );
}
