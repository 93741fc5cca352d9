import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { pageItems } from "@/lib/page-items";
import styles from "./page-links.module.css";

const BEFORE = "M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z";
const NEXT = "M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z";

/**
 * Pages of a long list as links (each page has its own address, so it works without script and
 * keeps the place on reload), inside a labelled navigation landmark: MUI's Pagination as the
 * server draws it, without MUI in the browser (decision 0068). The current page and a previous or
 * next page that is not there are buttons (disabled where MUI's were), the others links.
 */
export async function PageLinks({
  label,
  page,
  pages,
  path,
  query,
  param,
}: {
  label: string;
  page: number;
  pages: number;
  path: string;
  query: Record<string, string>;
  param: string;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations("pagination");
  const hrefOf = (n: number) => {
    const search = new URLSearchParams(query);
    if (n > 1) search.set(param, String(n));
    else search.delete(param);
    const text = search.toString();
    return text ? `${path}?${text}` : path;
  };
  const icon = (d: string) => (
    <svg className={styles.icon} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d={d} />
    </svg>
  );
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul>
        {pageItems(page, pages).map((item) => {
          if (item === "start-ellipsis" || item === "end-ellipsis")
            return (
              <li key={item}>
                <div className={styles.ellipsis}>…</div>
              </li>
            );
          if (item === "previous" || item === "next") {
            const target = item === "previous" ? page - 1 : page + 1;
            const glyph = icon(item === "previous" ? BEFORE : NEXT);
            return (
              <li key={item}>
                {target < 1 || target > pages ? (
                  <button type="button" className={styles.item} aria-label={t(item)} disabled tabIndex={-1}>
                    {glyph}
                  </button>
                ) : (
                  <Link href={hrefOf(target)} className={styles.item} aria-label={t(item)}>
                    {glyph}
                  </Link>
                )}
              </li>
            );
          }
          return (
            <li key={item}>
              {item === page ? (
                <button
                  type="button"
                  className={`${styles.item} ${styles.selected}`}
                  aria-current="page"
                  aria-label={t("current", { page: item })}
                >
                  {item}
                </button>
              ) : (
                <Link href={hrefOf(item)} className={styles.item} aria-label={t("page", { page: item })}>
                  {item}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
