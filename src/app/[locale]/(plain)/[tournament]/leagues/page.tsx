import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getPathname, Link } from "@/i18n/navigation";
import { ClientMessages } from "@/i18n/client-messages";
import { FREE_LIMITS } from "@/lib/plus";
import { getPageSession } from "@/server/auth/page-guards";
import { listPublicLeagues } from "@/server/groups/public-leagues";
import { loadTournament } from "@/server/tournaments/page-data";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { PageLinks } from "@/ui/plain/page-links";
import { SnackbarHost } from "@/ui/snackbar";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import styles from "../[groupId]/_components/group-page.module.css";
import { JoinLeagueButton } from "./join-league-button";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { pageNumber, tournamentPath } from "@/server/http/page-params";
import { z } from "zod";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament: slug } }): Promise<Metadata> => {
    const tournament = await loadTournament(slug);
    const t = await getTranslations({ locale, namespace: "leagues" });
    return { title: `${t("title")} · ${tournament.name}` };
  },
);

/**
 * Public leagues of the tournament (decision 0048): anyone finds them; signed in, joins one without
 * an invitation while it has room. Drawn by the server without MUI (decision 0068): its islands
 * are the join buttons, whose action loads at the first press, and the snackbars of a refusal.
 */
const LeaguesPage = definePage(
  { params: tournamentPath, searchParams: z.object({ page: pageNumber }) },
  async ({ locale, params: { tournament: slug }, searchParams, db }) => {
    const tournament = await loadTournament(slug);
    const session = await getPageSession();
    const page = Math.min(100_000, searchParams.page);
    const list = await listPublicLeagues(db, slug, session?.user.id ?? null, page);
    const t = await getTranslations("leagues");
    const tm = await getTranslations("group");
    return (
      <>
        <TournamentHeader tournament={tournament} current="leagues" />
        <div className={`${content.stack2} ${content.flush}`}>
          <h1 className={content.h5}>{t("title")}</h1>
          <p className={`${content.body1} ${content.secondary}`}>{t("intro", { max: FREE_LIMITS.membersPerGroup })}</p>
          <section aria-labelledby="leagues-list" className={`${content.paper} ${content.p2}`}>
            <h2 id="leagues-list" className={`${content.h6} ${content.gutterBottom}`}>
              {t("count", { count: list.total })}
            </h2>
            {list.leagues.length === 0 ? (
              <p className={`${content.body1} ${content.secondary}`}>{t("none")}</p>
            ) : (
              <ul className={styles.members} data-testid="public-leagues">
                {list.leagues.map((league) => (
                  <li key={league.groupId}>
                    <span>
                      {league.mine ? (
                        <Link href={`/${slug}/${league.groupId}`}>{league.name}</Link>
                      ) : (
                        <span id={`league-${league.groupId}`}>{league.name}</span>
                      )}
                      <span className={styles.role}>
                        {t("details", {
                          mode: tm(league.mode === "simple" ? "modeSimpleShort" : "modeExpertShort"),
                          members: league.members,
                        })}
                      </span>
                    </span>
                    {league.mine ? (
                      <span className={styles.role}>{t("member")}</span>
                    ) : league.full ? (
                      <span className={styles.role}>{t("full")}</span>
                    ) : session ? (
                      <JoinLeagueButton
                        slug={slug}
                        groupId={league.groupId}
                        nickname={session.user.name}
                        nameId={`league-${league.groupId}`}
                      />
                    ) : (
                      <ButtonLink
                        href={`/account?redirectTo=${encodeURIComponent(getPathname({ locale, href: `/${slug}/leagues` }))}`}
                        size="small"
                      >
                        {t("signInToJoin")}
                      </ButtonLink>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <PageLinks
              label={t("pages")}
              page={list.page}
              pages={list.pages}
              path={`/${slug}/leagues`}
              query={{}}
              param="page"
            />
          </section>
          <p className={content.body1}>
            {t.rich("makePublic", { link: (chunks) => <Link href={`/${slug}/new-game`}>{chunks}</Link> })}
          </p>
        </div>
        {session && <SnackbarHost onDemand />}
      </>
    );
  },
);

export default function Page(props: Parameters<typeof LeaguesPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["leagues", "error"]}>
      <LeaguesPage {...props} />
    </ClientMessages>
  );
}
