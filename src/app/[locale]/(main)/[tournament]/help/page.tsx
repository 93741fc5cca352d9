import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GAME_MODES } from "@/lib/sports";
import { loadTournament } from "@/server/tournaments/page-data";
import { LinkButton } from "@/ui/link-button";
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

const HelpPage = definePage({ params: tournamentPath }, async ({ params: { tournament: slug } }) => {
  const tournament = await loadTournament(slug);
  const t = await getTranslations("helpPage");
  return (
    <>
      <TournamentHeader tournament={tournament} current="help" />
      <Typography variant="h5" component="h1" gutterBottom>
        {t("title", { tournament: tournament.name })}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t("intro")}</Typography>
      <Grid container spacing={2}>
        {GAME_MODES.map((mode) => (
          <Grid key={mode} size={{ xs: 12, sm: 6 }}>
            <Card sx={{ height: "100%" }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {t(mode)}
                </Typography>
                <Typography sx={{ color: "text.secondary", mb: 2 }}>{t(`${mode}Text`)}</Typography>
                <LinkButton variant="contained" href={`/${slug}/help/${mode}`}>
                  {t("readRules", { mode: t(mode) })}
                </LinkButton>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
});
export default HelpPage;
