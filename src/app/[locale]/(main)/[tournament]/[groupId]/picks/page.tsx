import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getFormatter, getLocale, getTimeZone, getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { z } from "zod";
import { type Locale } from "@/lib/constants";
import { KICKOFF_FORMAT, type SheetMatchday } from "@/lib/picks/sheet-types";
import { orNotFound, requirePageUser } from "@/server/auth/page-guards";
import { getAppDb } from "@/server/db";
import { getPickSheet } from "@/server/picks/pick-sheet";
import { toSheetGame } from "@/server/picks/sheet-game";
import { loadTournament } from "@/server/tournaments/page-data";
import { LiveRefresh } from "@/ui/realtime/live-refresh";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { PickSheet } from "./pick-sheet";
import { privatePageMetadata } from "@/ui/metadata";
import { ClientMessages } from "@/i18n/client-messages";

type Props = {
  params: Promise<{ locale: Locale; tournament: string; groupId: string }>;
  searchParams: Promise<{ matchday?: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, tournament } = await params;
  return privatePageMetadata(locale, "picks", tournament);
}

async function PicksPage({ params, searchParams }: Props) {
  const { locale, tournament: slug, groupId } = await params;
  setRequestLocale(locale);
  if (!z.uuid().safeParse(groupId).success) notFound();
  const { user } = await requirePageUser(locale, `/${slug}/${groupId}/picks`);
  const tournament = await loadTournament(slug);
  const sheet = await orNotFound(getPickSheet(await getAppDb(), user.id, groupId));
  if (sheet.tournament.slug !== slug) notFound();
  const tag = (await getLocale()) as Locale;
  const t = await getTranslations();
  const format = await getFormatter();
  const when = (kickoff: Date) => format.dateTime(kickoff, KICKOFF_FORMAT);
  const now = sheet.now.getTime();
  const matchdays: SheetMatchday[] = sheet.matchdays.map((m) => ({
    ordinal: m.ordinal,
    name: m.name,
    games: m.games.map((entry) => toSheetGame(entry, tag, when)),
  }));
  return (
    <>
      <TournamentHeader tournament={tournament} />
      {/* A result or a running score re-renders the sheet; what the player typed stays (decision 0012). */}
      <LiveRefresh topics={[`tournament:${slug}`]} />
      <Typography variant="h5" component="h1" gutterBottom>
        {t("picks.title", { group: sheet.group.name })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("schedule.timesIn", { zone: await getTimeZone() })}
      </Typography>
      <PickSheet
        saveTo={{ url: `/api/groups/${groupId}/picks` }}
        sport={sheet.tournament.sport}
        mode={sheet.group.mode}
        jokers={sheet.group.jokers}
        matchdays={matchdays}
        serverNow={now}
        shownMatchday={Number((await searchParams).matchday) || undefined}
      />
    </>
  );
}

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
