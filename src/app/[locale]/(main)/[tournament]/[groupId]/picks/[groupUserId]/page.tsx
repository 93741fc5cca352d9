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
import { MemberPicksView } from "../../_components/member-picks-view";
import { privatePageMetadata } from "@/ui/metadata";

type Props = { params: Promise<{ locale: Locale; tournament: string; groupId: string; groupUserId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, tournament } = await params;
  return privatePageMetadata(locale, "memberPicks", tournament);
}

/** A member's picks of every locked game, with points (members of the group only). */
export default async function MemberPicksPage({ params }: Props) {
  const { locale, tournament: slug, groupId, groupUserId } = await params;
  setRequestLocale(locale);
  if (!z.uuid().safeParse(groupId).success || !z.uuid().safeParse(groupUserId).success) notFound();
  const { user } = await requirePageUser(locale, `/${slug}/${groupId}/picks/${groupUserId}`);
  const tournament = await loadTournament(slug);
  const data = await orNotFound(getMemberPicks(await getAppDb(), user.id, groupId, groupUserId));
  if (data.tournament.slug !== slug) notFound();
  return (
    <>
      <TournamentHeader tournament={tournament} />
      <MemberPicksView data={data} />
    </>
  );
}
