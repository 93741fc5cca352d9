import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { getMemberPicks } from "@/server/picks/member-picks";
import { EmptyState } from "@/ui/empty-state";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { GameLabel, PickCells, PickHeaderCells, ResultText } from "@/ui/picks/pick-text";
import { matchdayLabel } from "@/lib/matchday-label";
import styles from "./group-page.module.css";

type MemberPicks = Awaited<ReturnType<typeof getMemberPicks>>;

/** A member's visible picks, matchday by matchday: game, result, pick, points. Drawn by the server without MUI (decision 0068). */
export async function MemberPicksView({ data, matchday }: { data: MemberPicks; matchday?: number }) {
  const t = await getTranslations();
  const { slug } = data.tournament;
  const base = `/${slug}/${data.group.id}`;
  return (
    <div className={`${content.stack3} ${content.flush}`}>
      <div>
        <h1 className={content.h5}>
          {t("memberPicks.title", { name: data.member.nickname || t("group.formerPlayer") })}
        </h1>
        <p className={`${content.body1} ${content.secondary}`}>
          {data.group.name} · {t("memberPicks.total", { points: data.points })}
        </p>
      </div>
      {data.matchdays.length === 0 && (
        <EmptyState
          testId="no-visible-picks"
          actions={
            <ButtonLink variant="contained" href={`${base}/picks`}>
              {t("group.makePicks")}
            </ButtonLink>
          }
        >
          {data.member.isMe ? t("memberPicks.noneMine") : t("memberPicks.none")}
        </EmptyState>
      )}
      {data.matchdays.map((m) => {
        const name = matchdayLabel(m, t);
        return (
          <section key={m.ordinal} aria-label={name} className={`${content.paper} ${content.p2} ${styles.scrollX}`}>
            <h2 className={`${content.h6} ${content.gutterBottom}`}>
              {matchday ? name : <Link href={`${base}/picks/${data.member.groupUserId}/${m.ordinal}`}>{name}</Link>}
            </h2>
            <table className={content.table} data-testid="member-picks">
              <thead>
                <tr>
                  <th scope="col">{t("memberPicks.game")}</th>
                  <th scope="col">{t("memberPicks.result")}</th>
                  <PickHeaderCells />
                </tr>
              </thead>
              <tbody>
                {m.entries.map((e) => (
                  <tr key={e.game.id}>
                    <td>
                      {e.locked ? (
                        <Link href={`${base}/picks-by-game/${e.game.id}`}>
                          <GameLabel game={e.game} />
                        </Link>
                      ) : (
                        <GameLabel game={e.game} />
                      )}
                    </td>
                    <td>
                      <ResultText game={e.game} />
                    </td>
                    <PickCells pick={e.pick} game={e.game} joker={e.joker} points={e.points} />
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
      <div className={content.row1}>
        {matchday && (
          <ButtonLink href={`${base}/picks/${data.member.groupUserId}`}>{t("memberPicks.allMatchdays")}</ButtonLink>
        )}
        <ButtonLink href={base}>{t("memberPicks.backToGroup")}</ButtonLink>
      </div>
    </div>
  );
}
