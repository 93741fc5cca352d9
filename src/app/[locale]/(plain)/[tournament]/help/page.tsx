import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GAME_MODES } from "@/lib/sports";
import { loadTournament } from "@/server/tournaments/page-data";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { pageMetadata } from "@/ui/metadata";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { tournamentPath } from "@/server/http/page-params";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament: slug } }): Promise<Metadata> => {
    const tournament = await loadTournament(slug);
    const t = await getTranslations({ locale, namespace: "helpPage" });
    return pageMetadata({ locale, path: `/${slug}/help`, title: t("title", { tournament: tournament.name }) });
  },
);

/** The game modes of a tournament, each with a link to its rules; drawn by the server without MUI (decision 0068). */
const HelpPage = definePage({ params: tournamentPath }, async ({ params: { tournament: slug } }) => {
  const tournament = await loadTournament(slug);
  const t = await getTranslations("helpPage");
  return (
    <>
      <TournamentHeader tournament={tournament} current="help" />
      <h1 className={`${content.h5} ${content.gutterBottom}`}>{t("title", { tournament: tournament.name })}</h1>
      <p className={content.body1} style={{ marginBottom: 16 }}>
        {t("intro")}
      </p>
      <div className={`${content.grid} ${content.gridSm2}`}>
        {GAME_MODES.map((mode) => (
          <div key={mode} className={`${content.paper} ${content.card}`} style={{ height: "100%" }}>
            <div className={content.cardContent}>
              <h2 className={content.h6}>{t(mode)}</h2>
              <p className={`${content.body1} ${content.secondary}`} style={{ marginBottom: 16 }}>
                {t(`${mode}Text`)}
              </p>
              <ButtonLink variant="contained" href={`/${slug}/help/${mode}`}>
                {t("readRules", { mode: t(mode) })}
              </ButtonLink>
            </div>
          </div>
        ))}
      </div>
    </>
  );
});
export default HelpPage;
