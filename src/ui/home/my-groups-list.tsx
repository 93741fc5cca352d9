import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { MyGroupStanding } from "@/server/standings/my-standings";
import styles from "./home.module.css";

/** My groups, each with my rank and points, linking to its table. */
export async function MyGroupsList({ groups }: { groups: MyGroupStanding[] }) {
  const t = await getTranslations();
  return (
    <ul className={styles.list} data-testid="my-groups">
      {groups.map((g) => (
        <li key={g.groupId}>
          <Link className={styles.row} href={`/${g.tournamentSlug}/${g.groupId}`}>
            <span className={styles.main}>
              <span className={styles.title}>{g.name}</span>
              <span className={styles.meta}>
                {g.tournamentName} · {t("group.members", { count: g.members })}
              </span>
            </span>
            <span className={styles.figure}>
              <strong>{t("home.rankOf", { rank: g.rank, total: g.members })}</strong>
              <span className={styles.meta}>{t("home.points", { points: g.points })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
