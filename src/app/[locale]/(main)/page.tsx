import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { InstallApp } from "@/ui/shell/install-app";
import { LinkButton } from "@/ui/link-button";
import { currentTime } from "@/lib/clock";
import type { Locale } from "@/lib/constants";
import { SPORTS } from "@/lib/sports";
import { getAppDb } from "@/server/db";
import { currentSite } from "@/server/sites/sites";
import { listOpenTournaments } from "@/server/tournaments/queries";
import { pageMetadata } from "@/ui/metadata";
import { TournamentCard } from "@/ui/tournaments/tournament-card";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: "/" });
}

/** The site's featured tournaments first, in its order; the others after them, as they came. */
function featuredFirst<T extends { slug: string }>(list: T[], featured: readonly string[]): T[] {
  const rank = (slug: string) => (featured.includes(slug) ? featured.indexOf(slug) : featured.length);
  return list.map((item, index) => ({ item, index })).sort((a, b) => rank(a.item.slug) - rank(b.item.slug) || a.index - b.index).map(({ item }) => item);
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations();
  const steps = [1, 2, 3] as const;
  const site = await currentSite();
  const tournaments = featuredFirst(await listOpenTournaments(await getAppDb()), site.featured);
  const now = currentTime();
  return (
    <Stack spacing={6}>
      <Stack component="section" spacing={2} sx={{ py: { xs: 2, md: 6 }, maxWidth: 760 }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
          {site.slogan ?? t("meta.slogan")}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary">
          {t("home.heroText")}
        </Typography>
      </Stack>

      <section aria-labelledby="tournaments-title">
        <Typography id="tournaments-title" variant="h5" component="h2" gutterBottom>
          {t("home.tournamentsSoon")}
        </Typography>
        {tournaments.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
              <Typography>{t("home.tournamentsEmpty")}</Typography>
              <LinkButton variant="contained" href="/contact">
                {t("home.tournamentsEmptyAction")}
              </LinkButton>
            </Stack>
          </Paper>
        ) : (
          <Grid component="ul" container spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
            {tournaments.map((tournament) => (
              <Grid component="li" key={tournament.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <TournamentCard tournament={tournament} now={now} featured={site.featured.includes(tournament.slug)} />
              </Grid>
            ))}
          </Grid>
        )}
      </section>

      <section aria-labelledby="how-title">
        <Typography id="how-title" variant="h5" component="h2" gutterBottom>
          {t("home.howItWorks")}
        </Typography>
        <Grid component="ol" container spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {steps.map((n) => (
            <Grid component="li" key={n} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: "100%" }}>
                <CardContent>
                  <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 800, lineHeight: 1 }} aria-hidden>
                    {n}
                  </Typography>
                  <Typography variant="h6" component="h3">
                    {t(`home.step${n}Title`)}
                  </Typography>
                  <Typography color="text.secondary">{t(`home.step${n}Text`)}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </section>

      <section aria-labelledby="sports-title">
        <Typography id="sports-title" variant="h5" component="h2" gutterBottom>
          {t("home.sportsTitle")}
        </Typography>
        <Grid component="ul" container spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {SPORTS.map((sport) => (
            <Grid component="li" key={sport} size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
              <Card variant="outlined" sx={{ height: "100%" }}>
                <CardContent>
                  <Typography variant="h6" component="h3">
                    {t(`sport.${sport}`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`sportText.${sport}`)}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        <LinkButton href="/docs/faq" sx={{ mt: 2 }}>
          {t("home.learnMore")}
        </LinkButton>
      </section>
      <InstallApp />
    </Stack>
  );
}
