import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { z } from "zod";
import type { Locale } from "@/lib/constants";
import { orNotFound, requirePageUser } from "@/server/auth/page-guards";
import { getAppDb } from "@/server/db";
import { getMemberPicks } from "@/server/picks/member-picks";
import { loadTournament } from "@/server/tournaments/page-data";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { MemberPicksView } from "../../../_components/member-picks-view";
import { privatePageMetadata } from "@/ui/metadata";

type Props = {
  params: Promise<{ locale: Locale; tournament: string; groupId: string; groupUserId: string; matchday: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, tournament } = await params;
  return privatePageMetadata(locale, "memberPicks", tournament);
}

/** A member's picks of one matchday's locked games. */
export default async function MemberMatchdayPicksPage({ params }: Props) {
  const { locale, tournament: slug, groupId, groupUserId, matchday: raw } = await params;
  setRequestLocale(locale);
  const matchday = Number(raw);
  if (
    !z.uuid().safeParse(groupId).success ||
    !z.uuid().safeParse(groupUserId).success ||
    !/^\d{1,3}$/.test(raw) ||
    matchday < 1
  )
    notFound();
  const { user } = await requirePageUser(locale, `/${slug}/${groupId}/picks/${groupUserId}/${raw}`);
  const tournament = await loadTournament(slug);
  const data = await orNotFound(getMemberPicks(await getAppDb(), user.id, groupId, groupUserId, matchday));
  if (data.tournament.slug !== slug) notFound();
  return (
    <>
      <TournamentHeader tournament={tournament} />
      <MemberPicksView data={data} matchday={matchday} />
    </>
  );
}
