import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { currentTime } from "@/lib/clock";
import { loadTournament } from "@/server/tournaments/page-data";
import { listGames, listMatchdays } from "@/server/tournaments/queries";
import { getPageSession } from "@/server/auth/page-guards";
import { nextLockOf } from "@/server/groups/lock";
import { showsLockDate } from "@/lib/countdown";
import { listMyGroups } from "@/server/groups/queries";
import { EmptyState } from "@/ui/empty-state";
import { Link } from "@/i18n/navigation";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { pageMetadata, shareImageOf } from "@/ui/metadata";
import { LockCountdown } from "@/ui/tournaments/lock-countdown";
import { LiveRefresh } from "@/ui/realtime/live-refresh";
import { LiveGames } from "@/ui/tournaments/live-games";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { ClientMessages } from "@/i18n/client-messages";
import { matchdayLabel } from "@/lib/matchday-label";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { tournamentPath } from "@/server/http/page-params";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament: slug } }): Promise<Metadata> => {
    const tournament = await loadTournament(slug);
    return pageMetadata({
      locale,
      path: `/${slug}`,
      title: tournament.name,
      image: await shareImageOf(locale, { tournament: slug }),
    });
  },
);

/** A row of a list: a link with its primary and secondary line, as MUI's ListItemButton and ListItemText drew it. */
function ListRow({ href, primary, secondary }: { href: string; primary: string; secondary: string }) {
  return (
    <li>
      <Link href={href} className={content.listLink}>
        <span className={content.listText}>
          <span className={content.listPrimary}>{primary}</span>
          <p className={content.listSecondary}>{secondary}</p>
        </span>
      </Link>
    </li>
  );
}

/** The info icon of MUI's Alert (InfoOutlined). */
const INFO_ICON =
  "M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8";

/**
 * A tournament's page, drawn by the server without MUI (decision 0068): its islands are the
 * countdown, the live games' clocks and the live refresh.
 */
const TournamentPage = definePage({ params: tournamentPath }, async ({ params: { tournament: slug }, db }) => {
  const tournament = await loadTournament(slug);
  const t = await getTranslations();
  const format = await getFormatter();
  const matchdays = await listMatchdays(db, tournament.id);
  const session = await getPageSession();
  const myGroups = session ? await listMyGroups(db, session.user.id, tournament.id) : [];
  const now = currentTime();
  // The same next lock as the home page's card (lock.ts).
  const nextLock = await nextLockOf(db, tournament.id);
  return (
    <>
      <TournamentHeader tournament={tournament} current="home" />
      <LiveRefresh topics={[`tournament:${slug}`]} />
      <div className={`${content.stack3} ${content.flush}`}>
        {tournament.isDemo && (
          <div role="alert" className={content.alert}>
            <div className={content.alertIcon}>
              <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
                <path d={INFO_ICON} />
              </svg>
            </div>
            <div className={content.alertMessage}>{t("tournament.demoNotice")}</div>
          </div>
        )}
        <div className={`${content.paper} ${content.p3}`}>
          <h2 className={content.h6}>
            {nextLock
              ? t.rich(showsLockDate(nextLock, now) ? "tournament.nextLockAt" : "tournament.nextLock", {
                  countdown: () => <LockCountdown target={nextLock} now={now} />,
                })
              : t("tournament.allLocked")}
          </h2>
        </div>
        <LiveGames games={await listGames(db, tournament.id, undefined, "live")} tournament={tournament} />
        <section aria-labelledby="groups-title" className={`${content.paper} ${content.p3}`}>
          <h2 id="groups-title" className={`${content.h6} ${content.gutterBottom}`}>
            {myGroups.length ? t("group.myGroups") : t("tournament.groupsTitle")}
          </h2>
          {myGroups.length > 0 ? (
            <ul className={`${content.list} ${content.dense}`}>
              {myGroups.map((g) => (
                <ListRow
                  key={g.groupId}
                  href={`/${slug}/${g.groupId}`}
                  primary={g.name}
                  secondary={`${t(`helpPage.${g.mode}`)} · ${t("group.members", { count: g.members })}`}
                />
              ))}
            </ul>
          ) : (
            <p className={`${content.body1} ${content.secondary}`} style={{ marginBottom: 16 }}>
              {t("tournament.groupsText")}
            </p>
          )}
          <div className={content.actions}>
            {myGroups.length > 1 && (
              <ButtonLink variant="contained" href={`/${slug}/predictions`}>
                {t("predictions.title")}
              </ButtonLink>
            )}
            {tournament.status !== "finished" && (
              <ButtonLink variant={myGroups.length > 1 ? "outlined" : "contained"} href={`/${slug}/new-game`}>
                {t("group.create")}
              </ButtonLink>
            )}
          </div>
        </section>
        <section aria-labelledby="matchdays-title">
          <h2 id="matchdays-title" className={`${content.h6} ${content.gutterBottom}`}>
            {t("tournament.matchdays")}
          </h2>
          {matchdays.length === 0 ? (
            <EmptyState
              actions={
                <ButtonLink variant="outlined" href={`/${slug}/new-game`}>
                  {t("group.create")}
                </ButtonLink>
              }
            >
              {t("schedule.noMatchdays")}
            </EmptyState>
          ) : (
            <div className={content.outlined}>
              <ul className={`${content.list} ${content.listFlush}`}>
                {matchdays.map((m) => (
                  <ListRow
                    key={m.id}
                    href={`/${slug}/schedule/${m.ordinal}`}
                    primary={matchdayLabel(m, t)}
                    secondary={[
                      m.firstKickoff ? format.dateTime(m.firstKickoff, { dateStyle: "medium" }) : null,
                      t(`status.${m.status}`),
                      t("tournament.gamesCount", { finished: m.finished, total: m.games }),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  />
                ))}
              </ul>
            </div>
          )}
        </section>
      </div>
    </>
  );
});

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof TournamentPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["countdown", "live"]}>
      <TournamentPage {...props} />
    </ClientMessages>
  );
}
