import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getPathname, Link } from "@/i18n/navigation";
import { ClientMessages } from "@/i18n/client-messages";
import { FREE_LIMITS } from "@/lib/plus";
import { getPageSession } from "@/server/auth/page-guards";
import { listPublicLeagues } from "@/server/groups/public-leagues";
import { loadTournament } from "@/server/tournaments/page-data";
import { LinkButton } from "@/ui/link-button";
import { PageLinks } from "@/ui/page-links";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import styles from "../../../(plain)/[tournament]/[groupId]/_components/group-page.module.css";
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

/** Public leagues of the tournament (decision 0048): anyone finds them; signed in, joins one without an invitation while it has room. */
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
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t("title")}
          </Typography>
          <Typography sx={{ color: "text.secondary" }}>{t("intro", { max: FREE_LIMITS.membersPerGroup })}</Typography>
          <Paper component="section" aria-labelledby="leagues-list" sx={{ p: 2 }}>
            <Typography id="leagues-list" variant="h6" component="h2" gutterBottom>
              {t("count", { count: list.total })}
            </Typography>
            {list.leagues.length === 0 ? (
              <Typography sx={{ color: "text.secondary" }}>{t("none")}</Typography>
            ) : (
              <ul className={styles.members} data-testid="public-leagues">
                {list.leagues.map((league) => (
                  <li key={league.groupId}>
                    <span>
                      {league.mine ? <Link href={`/${slug}/${league.groupId}`}>{league.name}</Link> : league.name}
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
                        label={t("join", { name: league.name })}
                      />
                    ) : (
                      <LinkButton
                        href={`/account?redirectTo=${encodeURIComponent(getPathname({ locale, href: `/${slug}/leagues` }))}`}
                        size="small"
                      >
                        {t("signInToJoin")}
                      </LinkButton>
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
          </Paper>
          <Typography>
            {t.rich("makePublic", { link: (chunks) => <Link href={`/${slug}/new-game`}>{chunks}</Link> })}
          </Typography>
        </Stack>
      </>
    );
  },
);

export default function Page(props: Parameters<typeof LeaguesPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["leagues", "pagination", "error"]}>
      <LeaguesPage {...props} />
    </ClientMessages>
  );
}
