"use client";
import Pagination from "@mui/material/Pagination";
import PaginationItem from "@mui/material/PaginationItem";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

/**
 * Pages of a long list as links (each page has its own address, so it works without script and
 * keeps the place on reload), inside a labelled navigation landmark.
 */
export function PageLinks({
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
  const t = useTranslations("pagination");
  if (pages <= 1) return null;
  const hrefOf = (n: number) => {
    const search = new URLSearchParams(query);
    if (n > 1) search.set(param, String(n));
    else search.delete(param);
    const text = search.toString();
    return text ? `${path}?${text}` : path;
  };
  return (
    <Pagination
      aria-label={label}
      page={page}
      count={pages}
      siblingCount={1}
      boundaryCount={1}
      sx={{ mt: 2, "& ul": { flexWrap: "wrap", rowGap: 1 } }}
      getItemAriaLabel={(type, number, selected) =>
        type === "page"
          ? t(selected ? "current" : "page", { page: number ?? 0 })
          : t(type === "previous" ? "previous" : type === "next" ? "next" : type === "first" ? "first" : "last")
      }
      renderItem={(item) =>
        item.page !== null && item.page >= 1 && item.page <= pages && !item.disabled && !item.selected ? (
          <PaginationItem component={Link} href={hrefOf(item.page)} {...item} />
        ) : (
          <PaginationItem {...item} />
        )
      }
    />
  );
}
