import type { Metadata } from "next";
import { currentTime } from "@/lib/clock";
import { formatKickoff } from "@/lib/kickoff-format";
import { getFormatter, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { Link } from "@/i18n/navigation";
import { requirePageUser, toGroupPageIfFormer } from "@/server/auth/page-guards";
import { getGamePicks } from "@/server/picks/member-picks";
import { loadTournament } from "@/server/tournaments/page-data";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { DistributionView } from "@/ui/picks/distribution-view";
import { matchdayLabel } from "@/lib/matchday-label";
import { GameLabel, PickCells, PickHeaderCells, ResultText } from "@/ui/picks/pick-text";
import { LiveRefresh } from "@/ui/realtime/live-refresh";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { privatePageMetadata } from "@/ui/metadata";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { groupPath, tournamentPath } from "@/server/http/page-params";
import { id } from "@/server/http/params";
import styles from "../../_components/group-page.module.css";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament } }): Promise<Metadata> => {
    return privatePageMetadata(locale, "gamePicks", tournament);
  },
);

/**
 * Every member's pick of one game, with points and how the group split; only once the game locked.
 * Drawn by the server without MUI (decision 0068): its island is the live refresh.
 */
const PicksByGamePage = definePage(
  { params: groupPath.extend({ gameId: id }) },
  async ({ locale, params: { tournament: slug, groupId, gameId }, db }) => {
    const { user } = await requirePageUser(locale, `/${slug}/${groupId}/picks-by-game/${gameId}`);
    const tournament = await loadTournament(slug);
    const data = await getGamePicks(db, user.id, groupId, gameId).catch(
      toGroupPageIfFormer(db, { locale, userId: user.id, tournament: slug, groupId }),
    );
    if (data.tournament.slug !== slug) notFound();
    const t = await getTranslations();
    const format = await getFormatter();
    const base = `/${slug}/${groupId}`;
    return (
      <>
        <TournamentHeader tournament={tournament} />
        <LiveRefresh topics={[`tournament:${slug}`]} />
        <div className={`${content.stack3} ${content.flush}`}>
          <div>
            <h1 className={content.h5}>
              <GameLabel game={data.game} round={matchdayLabel(data.matchday, t)} />
            </h1>
            <p className={`${content.body1} ${content.secondary}`}>
              {data.group.name} · {t("memberPicks.result")}: <ResultText game={data.game} />
            </p>
          </div>
          {!data.locked ? (
            <p data-testid="picks-hidden" className={content.body1}>
              {t("byGame.hidden", {
                time: formatKickoff(format, data.lockAt, currentTime()),
              })}
            </p>
          ) : (
            <>
              <section aria-labelledby="by-game-picks" className={`${content.paper} ${content.p2} ${styles.scrollX}`}>
                <h2 id="by-game-picks" className={`${content.h6} ${content.gutterBottom}`}>
                  {t("byGame.picks")}
                </h2>
                {data.picks.length === 0 ? (
                  <p className={content.body1}>{t("byGame.nobody")}</p>
                ) : (
                  <table className={content.table} data-testid="game-picks">
                    <thead>
                      <tr>
                        <th scope="col">{t("group.player")}</th>
                        <PickHeaderCells />
                      </tr>
                    </thead>
                    <tbody>
                      {data.picks.map((p) => (
                        <tr key={p.groupUserId}>
                          <td>
                            <Link href={`${base}/picks/${p.groupUserId}`}>{p.nickname || t("group.formerPlayer")}</Link>
                          </td>
                          <PickCells pick={p.pick} game={data.game} joker={p.joker} points={p.points} />
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </section>
              <section aria-labelledby="by-game-distribution" className={`${content.paper} ${content.p2}`}>
                <h2 id="by-game-distribution" className={`${content.h6} ${content.gutterBottom}`}>
                  {t("distribution.title")}
                </h2>
                <DistributionView distribution={data.distribution} game={data.game} sport={data.tournament.sport} />
              </section>
            </>
          )}
          <div>
            <ButtonLink href={base}>{t("memberPicks.backToGroup")}</ButtonLink>
          </div>
        </div>
      </>
    );
  },
);
export default PicksByGamePage;
