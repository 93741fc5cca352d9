import Button, { type ButtonProps } from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InstallApp } from "@/ui/shell/install-app";
import { LinkButton } from "@/ui/link-button";
import { currentTime } from "@/lib/clock";
import { SPORTS } from "@/lib/sports";
import { getPageSession } from "@/server/auth/page-guards";
import { listDuePicks } from "@/server/picks/due-picks";
import { currentSite } from "@/server/sites/sites";
import { listMyStandings } from "@/server/standings/my-standings";
import { listOpenTournaments, type TournamentCard as OpenTournament } from "@/server/tournaments/queries";
import { EmptyState } from "@/ui/empty-state";
import { DuePicksList } from "@/ui/home/due-picks-list";
import { JoinWithLink } from "@/ui/home/join-with-link";
import { MyGroupsList } from "@/ui/home/my-groups-list";
import { pageMetadata } from "@/ui/metadata";
import { TournamentCard } from "@/ui/tournaments/tournament-card";
import { ClientMessages } from "@/i18n/client-messages";
import { defineMetadata, definePage } from "@/server/http/define-page";

/** Picks due and groups shown on the home page; the rest are on /picks and /groups. */
const DUE_SHOWN = 5;
const GROUPS_SHOWN = 6;

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  return pageMetadata({ locale, path: "/" });
});

/** The site's featured tournaments first, in its order; the others after them, as they came. */
function featuredFirst<T extends { slug: string }>(list: T[], featured: readonly string[]): T[] {
  const rank = (slug: string) => (featured.includes(slug) ? featured.indexOf(slug) : featured.length);
  return list
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item.slug) - rank(b.item.slug) || a.index - b.index)
    .map(({ item }) => item);
}

/** "Create a group": straight to the form when one tournament is open, else down to the tournaments to choose from. */
function CreateGroupButton({
  tournaments,
  label,
  ...props
}: { tournaments: OpenTournament[]; label: string } & Pick<ButtonProps, "variant" | "size">) {
  const open = tournaments.filter((t) => t.status !== "finished");
  if (open.length === 1)
    return (
      <LinkButton href={`/${open[0]!.slug}/new-game`} {...props}>
        {label}
      </LinkButton>
    );
  return (
    <Button href="#tournaments" {...props}>
      {label}
    </Button>
  );
}

const HomePage = definePage({}, async ({ db }) => {
  const t = await getTranslations();
  const [site, session, open] = await Promise.all([currentSite(db), getPageSession(), listOpenTournaments(db)]);
  const tournaments = featuredFirst(open, site.featured);
  const now = currentTime();
  const create = (props: Pick<ButtonProps, "variant" | "size">) => (
    <CreateGroupButton tournaments={tournaments} label={t("home.createGroup")} {...props} />
  );
  const [due, groups] = session
    ? await Promise.all([listDuePicks(db, session.user.id, DUE_SHOWN + 1), listMyStandings(db, session.user.id)])
    : [[], []];

  const tournamentsSection = (
    <section id="tournaments" aria-labelledby="tournaments-title">
      <Typography id="tournaments-title" variant="h5" component="h2" gutterBottom>
        {t("home.tournamentsSoon")}
      </Typography>
      {tournaments.length === 0 ? (
        <EmptyState
          actions={
            <LinkButton variant="contained" href="/contact">
              {t("home.tournamentsEmptyAction")}
            </LinkButton>
          }
        >
          {t("home.tournamentsEmpty")}
        </EmptyState>
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
  );

  if (session) {
    return (
      <Stack spacing={5}>
        <div>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {t("home.welcome", { name: session.user.name })}
          </Typography>
          <Typography color="text.secondary" data-testid="slogan">
            {site.slogan ?? t("meta.slogan")}
          </Typography>
        </div>

        <section aria-labelledby="due-title">
          <Typography id="due-title" variant="h5" component="h2" gutterBottom>
            {t("home.dueTitle")}
          </Typography>
          {due.length > 0 ? (
            <>
              <DuePicksList due={due.slice(0, DUE_SHOWN)} now={now} />
              {due.length > DUE_SHOWN && (
                <LinkButton href="/picks" sx={{ mt: 1 }}>
                  {t("home.allDue")}
                </LinkButton>
              )}
            </>
          ) : (
            <EmptyState
              testId="due-empty"
              actions={
                groups.length === 0 ? (
                  create({ variant: "contained" })
                ) : (
                  <LinkButton variant="outlined" href={`/${groups[0]!.tournamentSlug}/schedule`}>
                    {t("home.seeSchedule")}
                  </LinkButton>
                )
              }
            >
              {groups.length === 0 ? t("home.dueNoGroups") : t("home.dueNone")}
            </EmptyState>
          )}
        </section>

        <section aria-labelledby="groups-title">
          <Typography id="groups-title" variant="h5" component="h2" gutterBottom>
            {t("home.myGroups")}
          </Typography>
          {groups.length > 0 ? (
            <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
              <MyGroupsList groups={groups.slice(0, GROUPS_SHOWN)} />
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
                {groups.length > GROUPS_SHOWN && (
                  <LinkButton href="/groups">{t("home.allGroups", { count: groups.length })}</LinkButton>
                )}
                {create({})}
              </Stack>
            </Stack>
          ) : (
            <EmptyState testId="groups-empty" actions={create({ variant: "contained" })}>
              <Stack spacing={2}>
                <span>{t("home.noGroups")}</span>
                <JoinWithLink />
              </Stack>
            </EmptyState>
          )}
        </section>

        {tournamentsSection}
        <InstallApp />
      </Stack>
    );
  }

  const steps = [1, 2, 3] as const;
  return (
    <Stack spacing={6}>
      <Stack component="section" spacing={2} sx={{ py: { xs: 2, md: 6 }, maxWidth: 760 }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
          {site.slogan ?? t("meta.slogan")}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary">
          {t("home.heroText")}
        </Typography>
        <div>{create({ variant: "contained", size: "large" })}</div>
        <JoinWithLink />
      </Stack>

      {tournamentsSection}

      <section aria-labelledby="how-title">
        <Typography id="how-title" variant="h5" component="h2" gutterBottom>
          {t("home.howItWorks")}
        </Typography>
        <Grid component="ol" container spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {steps.map((n) => (
            <Grid component="li" key={n} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: "100%" }}>
                <CardContent>
                  <Typography
                    variant="h2"
                    component="p"
                    color="primary"
                    sx={{ fontWeight: 800, lineHeight: 1 }}
                    aria-hidden
                  >
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
});

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof HomePage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["countdown", "install"]}>
      <HomePage {...props} />
    </ClientMessages>
  );
}
