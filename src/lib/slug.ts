import { LOCALES } from "./constants";
import type { ErrorCode } from "./error-codes";
import { localeSegment } from "./locales";

/** Top-level paths of our own: a tournament slug can never take one (PRODUCT.md §3). */
export const RESERVED_SLUGS = new Set<string>([
  // The URL segments of the languages (`ua`, `pt`), and `uk`, the id of Ukrainian.
  ...LOCALES.map(localeSegment),
  "uk",
  "account",
  "contact",
  "docs",
  "redirect",
  "api",
  "mailbox",
  "admin",
  // `/admin/mails`, the mail preview, would hide the admin page of a tournament with this slug.
  "mails",
  // `/admin/sms`, the SMS outbox (decision 0053).
  "sms",
  "help",
  "plus",
  "billing",
  "offline",
  "sw.js",
  "predictions",
  "schedule",
  "new-game",
  "mng",
  "join",
  "picks",
  // /groups, my groups (the bottom navigation).
  "groups",
  "settings",
  "static",
  "public",
  "fonts",
  "favicon.ico",
  "robots.txt",
  "sitemap.xml",
  "manifest.webmanifest",
  "_next",
  "_app",
  // /admin/jobs, beside /admin/<slug>.
  "jobs",
]);

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** Why a slug cannot be used, as a translation key, or null when it can. */
export function slugProblem(slug: string): ErrorCode | null {
  if (!SLUG.test(slug) || slug.includes("--")) return "error.tournament.slugFormat";
  if (RESERVED_SLUGS.has(slug)) return "error.tournament.slugReserved";
  return null;
}

/** A slug suggestion from a name: "World Cup 2026" → "world-cup-2026". */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64)
    .replace(/-+$/g, "");
}
