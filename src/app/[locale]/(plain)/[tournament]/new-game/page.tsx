import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requirePageUser } from "@/server/auth/page-guards";
import { hasPlus } from "@/server/billing/subscriptions";
import { weighableOf } from "@/server/scoring/weights";
import { loadTournament } from "@/server/tournaments/page-data";
import content from "@/ui/plain/content.module.css";
import { SnackbarHost } from "@/ui/snackbar";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { scoringDefaults } from "@/lib/scoring/rule-sets";
import { NewGroupForm } from "./new-group-form";
import { ClientMessages } from "@/i18n/client-messages";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { tournamentPath } from "@/server/http/page-params";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament: slug } }): Promise<Metadata> => {
    const tournament = await loadTournament(slug);
    const t = await getTranslations({ locale, namespace: "group" });
    return { title: t("createTitle", { tournament: tournament.name }), robots: { index: false } };
  },
);

const NewGamePage = definePage({ params: tournamentPath }, async ({ locale, params: { tournament: slug }, db }) => {
  const { user } = await requirePageUser(locale, `/${slug}/new-game`);
  const tournament = await loadTournament(slug);
  const t = await getTranslations("group");
  return (
    <>
      <TournamentHeader tournament={tournament} />
      <h1 className={`${content.h5} ${content.gutterBottom}`}>{t("createTitle", { tournament: tournament.name })}</h1>
      <NewGroupForm
        slug={slug}
        sport={tournament.sport}
        scoringDefaults={scoringDefaults(tournament.sport)}
        plus={await hasPlus(db, user.id, tournament.id)}
        nickname={user.name}
        weighable={await weighableOf(db, tournament.id)}
      />
      <SnackbarHost onDemand />
    </>
  );
});

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof NewGamePage>[0]) {
  return (
    <ClientMessages
      params={props.params}
      namespaces={["group", "plus", "scoring", "stage", "tournament", "picks", "error"]}
    >
      <NewGamePage {...props} />
    </ClientMessages>
  );
}
