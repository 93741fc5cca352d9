/** The content pages (PRODUCT.md §4), each in content/docs/<locale>/<slug>.md. */
export const DOC_SLUGS = ["about", "faq", "privacy", "terms", "cookies"] as const;
export type DocSlug = (typeof DOC_SLUGS)[number];

export function isDocSlug(value: string): value is DocSlug {
  return (DOC_SLUGS as readonly string[]).includes(value);
}
