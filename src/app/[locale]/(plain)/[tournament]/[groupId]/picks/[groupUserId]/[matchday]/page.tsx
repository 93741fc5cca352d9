import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requirePageUser, toGroupPageIfFormer } from "@/server/auth/page-guards";
import { getMemberPicks } from "@/server/picks/member-picks";
import { loadTournament } from "@/server/tournaments/page-data";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { MemberPicksView } from "../../../_components/member-picks-view";
import { privatePageMetadata } from "@/ui/metadata";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { groupPath, matchdayOrdinal, tournamentPath } from "@/server/http/page-params";
import { id } from "@/server/http/params";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament } }): Promise<Metadata> => {
    return privatePageMetadata(locale, "memberPicks", tournament);
  },
);

/** A member's picks of one matchday's locked games. */
const MemberMatchdayPicksPage = definePage(
  { params: groupPath.extend({ groupUserId: id, matchday: matchdayOrdinal }) },
  async ({ locale, params: { tournament: slug, groupId, groupUserId, matchday }, db }) => {
    const { user } = await requirePageUser(locale, `/${slug}/${groupId}/picks/${groupUserId}/${matchday}`);
    const tournament = await loadTournament(slug);
    const data = await getMemberPicks(db, user.id, groupId, groupUserId, matchday).catch(
      toGroupPageIfFormer(db, { locale, userId: user.id, tournament: slug, groupId }),
    );
    if (data.tournament.slug !== slug) notFound();
    return (
      <>
        <TournamentHeader tournament={tournament} />
        <MemberPicksView data={data} matchday={matchday} />
      </>
    );
  },
);
export default MemberMatchdayPicksPage;
