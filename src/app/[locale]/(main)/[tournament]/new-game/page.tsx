import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/constants";
import { requirePageUser } from "@/server/auth/page-guards";
import { hasPlus } from "@/server/billing/subscriptions";
import { getAppDb } from "@/server/db";
import { weighableOf } from "@/server/scoring/weights";
import { loadTournament } from "@/server/tournaments/page-data";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { scoringDefaults } from "@/lib/scoring/rule-sets";
import { NewGroupForm } from "./new-group-form";
import { ClientMessages } from "@/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale; tournament: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, tournament: slug } = await params;
  const tournament = await loadTournament(slug);
  const t = await getTranslations({ locale, namespace: "group" });
  return { title: t("createTitle", { tournament: tournament.name }), robots: { index: false } };
}

async function NewGamePage({ params }: Props) {
  const { locale, tournament: slug } = await params;
  setRequestLocale(locale);
  const { user } = await requirePageUser(locale, `/${slug}/new-game`);
  const tournament = await loadTournament(slug);
  const t = await getTranslations("group");
  return (
    <>
      <TournamentHeader tournament={tournament} />
      <Typography variant="h5" component="h1" gutterBottom>
        {t("createTitle", { tournament: tournament.name })}
      </Typography>
      <NewGroupForm
        slug={slug}
        scoringDefaults={scoringDefaults(tournament.sport)}
        plus={await hasPlus(await getAppDb(), user.id, tournament.id)}
        nickname={user.name}
        weighable={await weighableOf(await getAppDb(), tournament.id)}
      />
    </>
  );
}

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
