import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/lib/constants";
import type { MemberStats } from "@/lib/standings";
import styles from "./group-page.module.css";

/** The group's statistics (Plus): hit rates, points per pick and each member's best matchday. A plain table (no MUI Table in the browser). */
export async function GroupStats({
  stats,
  statsHref,
  matchdayName,
  exact = true,
}: {
  stats: MemberStats[];
  /** Whether the group's picks can be exact hits (hasExactHits): without, no exact-hit rate. */
  exact?: boolean;
  statsHref: string;
  matchdayName: (ordinal: number) => string;
}) {
  const t = await getTranslations("group");
  const format = await getFormatter();
  const member = getPathname({ locale: (await getLocale()) as Locale, href: statsHref });
  const percent = (share: number) => format.number(share, { style: "percent", maximumFractionDigits: 0 });
  // A member with no scored pick has no rates yet: a dash, as the statistics page shows it, not 0 %.
  const rate = (s: MemberStats, value: string) => (s.played === 0 ? "–" : value);
  return (
    <table className={styles.stats} data-testid="group-stats" aria-label={t("stats")}>
      <thead>
        <tr>
          <th>{t("player")}</th>
          {exact && <th className={styles.number}>{t("statsExactRate")}</th>}
          <th className={styles.number}>{t("statsOutcomeRate")}</th>
          <th className={styles.number}>{t("statsPointsPerPick")}</th>
          <th>{t("statsBestMatchday")}</th>
        </tr>
      </thead>
      <tbody>
        {stats.map((s) => (
          <tr key={s.groupUserId}>
            <td>{s.nickname ? <a href={`${member}?member=${s.groupUserId}`}>{s.nickname}</a> : t("formerPlayer")}</td>
            {exact && <td className={styles.number}>{rate(s, percent(s.exactRate))}</td>}
            <td className={styles.number}>{rate(s, percent(s.outcomeRate))}</td>
            <td className={styles.number}>{rate(s, format.number(s.pointsPerPick, { maximumFractionDigits: 2 }))}</td>
            <td>
              {s.bestMatchday
                ? t("statsBest", { name: matchdayName(s.bestMatchday.matchday), points: s.bestMatchday.points })
                : "–"}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
