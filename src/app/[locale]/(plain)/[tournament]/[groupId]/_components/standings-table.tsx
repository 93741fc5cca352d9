import { getLocale, getTranslations } from "next-intl/server";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/lib/constants";
import type { OverallRow, StandingRow } from "@/lib/standings";
import styles from "./group-page.module.css";

function Movement({ by }: { by: number | null }) {
  if (by === null) return null;
  if (by === 0) return <span className={styles.same}>–</span>;
  const up = by > 0;
  return (
    <span className={up ? styles.up : styles.down}>
      <span aria-hidden>{up ? "▲" : "▼"}</span>
      {Math.abs(by)}
    </span>
  );
}

/**
 * A table of the group: rank, movement (overall only), player (linking to their picks), points
 * and hits; my row highlighted, marked "You" and `aria-current`. Plain HTML rendered on the
 * server (no client component per cell): on a phone it keeps rank, player, points and exact hits,
 * the rest shows from 600 px. Without `exact` (a mode whose picks cannot be exact hits, see
 * hasExactHits) the exact hits are not shown; the ties are still ordered by them.
 */
export async function StandingsTable({
  rows,
  me,
  base,
  matchday,
  label,
  exact = true,
}: {
  rows: (StandingRow | OverallRow)[];
  me: string;
  base: string;
  matchday?: number;
  label: string;
  exact?: boolean;
}) {
  const t = await getTranslations("group");
  const locale = (await getLocale()) as Locale;
  const withMovement = rows.some((r) => "movement" in r && r.movement !== null);
  const picks = getPathname({ locale, href: `${base}/picks` });
  const day = matchday ? `/${matchday}` : "";
  return (
    <table
      className={exact ? styles.table : `${styles.table} ${styles.noExact}`}
      data-testid="standings"
      aria-label={label}
    >
      <thead>
        <tr>
          <th scope="col">{t("rank")}</th>
          {withMovement && <th scope="col">{t("movement")}</th>}
          <th scope="col">{t("player")}</th>
          <th scope="col">{t("points")}</th>
          {exact && <th scope="col">{t("exact")}</th>}
          <th scope="col">{t("outcome")}</th>
          <th scope="col">{t("played")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const movement = "movement" in row ? row.movement : null;
          const mine = row.groupUserId === me;
          // No attribute that is empty or the same in every row: each row is sent twice (HTML and RSC).
          return (
            <tr key={row.groupUserId} {...(mine && { className: styles.me, "aria-current": "true" as const })}>
              <td>{row.rank}</td>
              {withMovement && (
                <td
                  aria-label={
                    movement ? t(movement > 0 ? "movedUp" : "movedDown", { places: Math.abs(movement) }) : t("notMoved")
                  }
                >
                  <Movement by={movement} />
                </td>
              )}
              <td>
                {row.nickname ? <a href={`${picks}/${row.groupUserId}${day}`}>{row.nickname}</a> : t("formerPlayer")}
                {mine && <span className={styles.you}>{t("you")}</span>}
              </td>
              <td>{row.points}</td>
              {exact && <td>{row.exact}</td>}
              <td>{row.outcome}</td>
              <td>{row.played}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The tables of the group: overall and each scored matchday, as links (the current one marked). */
export function TableSwitcher({
  label,
  items,
}: {
  label: string;
  items: { href: string; label: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.switcher}>
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href} aria-current={item.current ? "page" : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
