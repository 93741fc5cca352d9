import { getTranslations } from "next-intl/server";
import { showsLockDate } from "@/lib/countdown";
import { Link } from "@/i18n/navigation";
import type { DueMatchday } from "@/server/picks/due-picks";
import { LockCountdown } from "@/ui/tournaments/lock-countdown";
import styles from "./home.module.css";
import { matchdayLabel } from "@/lib/matchday-label";

/** The open matchdays of my groups, the one locking first first, each a link to its pick sheet at that matchday. */
export async function DuePicksList({ due, now }: { due: DueMatchday[]; now: number }) {
  const t = await getTranslations();
  return (
    <ul className={styles.list} data-testid="due-picks">
      {due.map((d) => {
        const done = d.picked >= d.open;
        return (
          <li key={`${d.groupId}:${d.matchday}`}>
            <Link className={styles.row} href={`/${d.tournamentSlug}/${d.groupId}/picks?matchday=${d.matchday}`}>
              <span className={styles.main}>
                <span className={styles.title}>
                  {d.groupName} · {matchdayLabel({ ordinal: d.matchday, name: d.matchdayName }, t)}
                </span>
                <span className={styles.meta}>
                  {d.tournamentName} ·{" "}
                  {t.rich(showsLockDate(d.locksAt, now) ? "home.locksAt" : "home.locksIn", {
                    countdown: () => <LockCountdown target={d.locksAt} now={now} />,
                  })}
                </span>
                <span className={`${styles.meta} ${done ? styles.done : ""}`}>
                  {t("home.picked", { picked: d.picked, open: d.open })}
                </span>
              </span>
              <span className={styles.action}>{done ? t("home.checkPicks") : t("home.pickNow")}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
