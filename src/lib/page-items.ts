/** An item of a list's page links: a page, previous or next, or "…" for the pages left out. */
export type PageItem = number | "previous" | "next" | "start-ellipsis" | "end-ellipsis";

const range = (start: number, end: number) => Array.from({ length: Math.max(end - start + 1, 0) }, (_, i) => start + i);

/**
 * Which page links show, in order, for page `page` of `count`: as MUI's Pagination chose them
 * (one page at each end, one beside the current one, "…" for a gap of more than one page), so the
 * pages drawn without MUI (ui/plain/page-links.tsx) list the same links.
 */
export function pageItems(page: number, count: number): PageItem[] {
  const boundary = 1;
  const sibling = 1;
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(Math.min(page - sibling, count - boundary - sibling * 2 - 1), boundary + 2);
  const siblingsEnd = Math.min(Math.max(page + sibling, boundary + sibling * 2 + 2), count - boundary - 1);
  return [
    "previous",
    ...startPages,
    ...(siblingsStart > boundary + 2
      ? (["start-ellipsis"] as const)
      : boundary + 1 < count - boundary
        ? [boundary + 1]
        : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundary - 1
      ? (["end-ellipsis"] as const)
      : count - boundary > boundary
        ? [count - boundary]
        : []),
    ...endPages,
    "next",
  ];
}
