import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InstallApp } from "@/ui/shell/install-app";
import { ButtonLink, type ButtonSize, type ButtonVariant } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { currentTime } from "@/lib/clock";
import { SPORTS } from "@/lib/sports";
import { getPageSession } from "@/server/auth/page-guards";
import { listDuePicks } from "@/server/picks/due-picks";
import { currentSite } from "@/server/sites/sites";
import { listMyStandings } from "@/server/standings/my-standings";
import { listOpenTournaments, type TournamentCard as OpenTournament } from "@/server/tournaments/queries";
import { EmptyState } from "@/ui/empty-state";
import { DuePicksList } from "@/ui/home/due-picks-list";
import { NoDuePicks, NoTournaments } from "@/ui/home/empty-states";
import { JoinWithLink } from "@/ui/home/join-with-link";
import { MyGroupsList } from "@/ui/home/my-groups-list";
import { pageMetadata } from "@/ui/metadata";
import { TournamentCard } from "@/ui/tournaments/tournament-card";
import { ClientMessages } from "@/i18n/client-messages";
import { defineMetadata, definePage } from "@/server/http/define-page";

/**
 * The home page, drawn by the server without MUI (decision 0068): its islands are the countdowns,
 * "Install Callit" and the shell's.
 */

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
type Look = { variant?: ButtonVariant; size?: ButtonSize };

function CreateGroupButton({ tournaments, label, ...look }: { tournaments: OpenTournament[]; label: string } & Look) {
  const open = tournaments.filter((t) => t.status !== "finished");
  return (
    <ButtonLink href={open.length === 1 ? `/${open[0]!.slug}/new-game` : "#tournaments"} {...look}>
      {label}
    </ButtonLink>
  );
}

const HomePage = definePage({}, async ({ db }) => {
  const t = await getTranslations();
  const [site, session, open] = await Promise.all([currentSite(db), getPageSession(), listOpenTournaments(db)]);
  const tournaments = featuredFirst(open, site.featured);
  const now = currentTime();
  const create = (props: Look) => (
    <CreateGroupButton tournaments={tournaments} label={t("home.createGroup")} {...props} />
  );
  const [due, groups] = session
    ? await Promise.all([listDuePicks(db, session.user.id, DUE_SHOWN + 1), listMyStandings(db, session.user.id)])
    : [[], []];

  const tournamentsSection = (
    <section id="tournaments" aria-labelledby="tournaments-title">
      <h2 id="tournaments-title" className={`${content.h5} ${content.gutterBottom}`}>
        {t("home.tournamentsSoon")}
      </h2>
      {tournaments.length === 0 ? (
        <NoTournaments />
      ) : (
        <ul className={`${content.grid} ${content.gridSm2} ${content.gridMd3}`}>
          {tournaments.map((tournament) => (
            <li key={tournament.id}>
              <TournamentCard tournament={tournament} now={now} featured={site.featured.includes(tournament.slug)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  if (session) {
    return (
      <div className={`${content.stack5} ${content.flush}`}>
        <div>
          <h1 className={`${content.h4} ${content.bold}`}>{t("home.welcome", { name: session.user.name })}</h1>
          <p className={`${content.body1} ${content.secondary}`} data-testid="slogan">
            {site.slogan ?? t("meta.slogan")}
          </p>
        </div>

        <section aria-labelledby="due-title">
          <h2 id="due-title" className={`${content.h5} ${content.gutterBottom}`}>
            {t("home.dueTitle")}
          </h2>
          {due.length > 0 ? (
            <>
              <DuePicksList due={due.slice(0, DUE_SHOWN)} now={now} />
              {due.length > DUE_SHOWN && (
                <ButtonLink href="/picks" className={content.mt1}>
                  {t("home.allDue")}
                </ButtonLink>
              )}
            </>
          ) : (
            <NoDuePicks scheduleOf={groups[0]?.tournamentSlug} create={create({ variant: "contained" })} />
          )}
        </section>

        <section aria-labelledby="groups-title">
          <h2 id="groups-title" className={`${content.h5} ${content.gutterBottom}`}>
            {t("home.myGroups")}
          </h2>
          {groups.length > 0 ? (
            <div className={`${content.stack1} ${content.start} ${content.flush}`}>
              <MyGroupsList groups={groups.slice(0, GROUPS_SHOWN)} />
              <div className={content.row1}>
                {groups.length > GROUPS_SHOWN && (
                  <ButtonLink href="/groups">{t("home.allGroups", { count: groups.length })}</ButtonLink>
                )}
                {create({})}
              </div>
            </div>
          ) : (
            <EmptyState testId="groups-empty" actions={create({ variant: "contained" })}>
              <div className={`${content.stack2} ${content.flush}`}>
                <span>{t("home.noGroups")}</span>
                <JoinWithLink />
              </div>
            </EmptyState>
          )}
        </section>

        {tournamentsSection}
        <InstallApp />
      </div>
    );
  }

  const steps = [1, 2, 3] as const;
  return (
    <div className={`${content.stack6} ${content.flush}`}>
      <section className={`${content.stack2} ${content.flush} ${content.hero}`}>
        <h1 className={`${content.h3} ${content.bold}`}>{site.slogan ?? t("meta.slogan")}</h1>
        <p className={`${content.h6} ${content.secondary}`}>{t("home.heroText")}</p>
        <div>{create({ variant: "contained", size: "large" })}</div>
        <JoinWithLink />
      </section>

      {tournamentsSection}

      <section aria-labelledby="how-title">
        <h2 id="how-title" className={`${content.h5} ${content.gutterBottom}`}>
          {t("home.howItWorks")}
        </h2>
        <ol className={`${content.grid} ${content.gridMd3}`}>
          {steps.map((n) => (
            <li key={n}>
              <div className={`${content.paper} ${content.card}`} style={{ height: "100%" }}>
                <div className={content.cardContent}>
                  <p
                    className={`${content.h2} ${content.primaryText} ${content.bold}`}
                    style={{ lineHeight: 1 }}
                    aria-hidden
                  >
                    {n}
                  </p>
                  <h3 className={content.h6}>{t(`home.step${n}Title`)}</h3>
                  <p className={`${content.body1} ${content.secondary}`}>{t(`home.step${n}Text`)}</p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="sports-title">
        <h2 id="sports-title" className={`${content.h5} ${content.gutterBottom}`}>
          {t("home.sportsTitle")}
        </h2>
        <ul className={`${content.grid} ${content.gridSm2} ${content.gridMd3} ${content.gridLg5}`}>
          {SPORTS.map((sport) => (
            <li key={sport}>
              <div className={`${content.outlined} ${content.card}`} style={{ height: "100%" }}>
                <div className={content.cardContent}>
                  <h3 className={content.h6}>{t(`sport.${sport}`)}</h3>
                  <p className={`${content.body2} ${content.secondary}`}>{t(`sportText.${sport}`)}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <ButtonLink href="/docs/faq" className={content.mt2}>
          {t("home.learnMore")}
        </ButtonLink>
      </section>
      <InstallApp />
    </div>
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
