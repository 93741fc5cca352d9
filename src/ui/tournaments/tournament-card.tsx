import { getFormatter, getTranslations } from "next-intl/server";
import { showsLockDate } from "@/lib/countdown";
import type { TournamentCard as Card_ } from "@/server/tournaments/queries";
import { ButtonLink } from "@/ui/plain/button-link";
import { Chip } from "@/ui/plain/chip";
import content from "@/ui/plain/content.module.css";
import { LockCountdown } from "./lock-countdown";

/**
 * A tournament on the home page: sport, dates, status and the countdown to its next lock. Drawn
 * by the server without MUI (decision 0068); the countdown is its only island.
 */
export async function TournamentCard({
  tournament,
  now,
  featured = false,
}: {
  tournament: Card_;
  now: number;
  featured?: boolean;
}) {
  const t = await getTranslations();
  const format = await getFormatter();
  const start = tournament.startsAt ?? tournament.firstKickoff;
  const end = tournament.endsAt ?? tournament.lastKickoff;
  return (
    <article
      className={`${content.paper} ${content.card}`}
      style={{ height: "100%", display: "flex", flexDirection: "column" }}
      data-testid="tournament-card"
    >
      <div className={content.cardContent} style={{ flex: 1 }}>
        <div className={content.row1} style={{ marginBottom: 8 }}>
          <Chip label={t(`sport.${tournament.sport}`)} />
          <Chip variant="outlined" label={t(`status.${tournament.status}`)} />
          {tournament.isDemo && <Chip color="secondary" label={t("home.demoBadge")} />}
          {featured && <Chip color="primary" label={t("home.featured")} />}
        </div>
        <h3 className={content.h6}>{tournament.name}</h3>
        {start && end && (
          <p className={`${content.body2} ${content.secondary}`}>
            {format.dateTimeRange(start, end, { day: "numeric", month: "short", year: "numeric" })}
          </p>
        )}
        <p className={content.body2} style={{ marginTop: 8 }}>
          {tournament.nextLock
            ? t.rich(showsLockDate(tournament.nextLock, now) ? "home.nextLockAt" : "home.nextLock", {
                countdown: () => <LockCountdown target={tournament.nextLock!} now={now} />,
              })
            : t("home.noUpcoming")}
        </p>
      </div>
      <div className={content.cardActions}>
        <ButtonLink href={`/${tournament.slug}`} variant="contained">
          {t("home.openTournament", { name: tournament.name })}
        </ButtonLink>
      </div>
    </article>
  );
}
