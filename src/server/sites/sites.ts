/**
 * Which site a request is for (PRODUCT.md §3): by host, else the default site made from the
 * configuration. Looked up once a minute per host and instance; an admin's change clears it here
 * and reaches other instances within the minute.
 */
import "server-only";
import { asc, eq } from "drizzle-orm";
import { headers } from "next/headers";
import type { Db } from "@/db";
import { sites } from "@/db/schema";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/constants";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { toLocale } from "@/lib/locales";
import type { CreateSiteInput, UpdateSiteInput } from "@/lib/schemas/sites";
import { getAppDb } from "@/server/db";

export interface Site {
  id: string | null;
  host: string | null;
  name: string | null;
  slogan: string | null;
  locales: Locale[];
  defaultLocale: Locale;
  gtmId: string | undefined;
  gaId: string | undefined;
  adsPageKey: string | undefined;
  featured: string[];
}

const TTL_MS = 60_000;
/**
 * Every configured site by host, read whole once a minute: as large as the admin's list, whatever
 * Host headers arrive (a cache keyed by the request's host grew with every made-up host).
 * On globalThis: Next bundles pages and route handlers apart, and an admin's change must clear the one cache.
 */
const holder = globalThis as unknown as {
  __callitSites?: Map<"all", { byHost: Promise<Map<string, Site>>; until: number }>;
};
const cache = (holder.__callitSites ??= new Map());

function sitesByHost(db: Db): Promise<Map<string, Site>> {
  const hit = cache.get("all");
  if (hit && hit.until > Date.now()) return hit.byHost;
  const byHost = db
    .select()
    .from(sites)
    .then((rows) => new Map(rows.map((row) => [row.host, fromRow(row)])));
  cache.set("all", { byHost, until: Date.now() + TTL_MS });
  // A failed read is not kept: the next request asks the database again.
  byHost.catch(() => cache.delete("all"));
  return byHost;
}

export function defaultSite(): Site {
  const env = getEnv();
  return {
    id: null,
    host: null,
    name: null,
    slogan: null,
    locales: [...LOCALES],
    defaultLocale: "en",
    gtmId: env.GTM_ID,
    gaId: env.GA_ID,
    adsPageKey: env.ADS_PAGE_KEY,
    featured: [],
  };
}

/** A host header without port, lower case ("Callit.DE:443" → "callit.de"). */
export function hostOf(raw: string | null): string {
  return (raw ?? "")
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^\[|\]$/g, "");
}

type SiteRow = typeof sites.$inferSelect;

function fromRow(row: SiteRow): Site {
  const env = getEnv();
  return {
    id: row.id,
    host: row.host,
    name: row.name,
    slogan: row.slogan,
    locales: row.locales.flatMap((l) => toLocale(l) ?? []),
    defaultLocale: toLocale(row.defaultLocale) ?? DEFAULT_LOCALE,
    gtmId: row.gtmId ?? env.GTM_ID,
    gaId: row.gaId ?? env.GA_ID,
    adsPageKey: row.adsPageKey ?? env.ADS_PAGE_KEY,
    featured: row.featured,
  };
}

export async function resolveSite(db: Db, rawHost: string | null): Promise<Site> {
  const host = hostOf(rawHost);
  return (host && (await sitesByHost(db)).get(host)) || defaultSite();
}

/**
 * The site of the page being rendered, read with the database a page, layout or route file was
 * handed (definePage, defineLayout, defineRoute); code that is handed none (the shell, metadata
 * helpers, ad slots) reads it with the app's.
 */
export async function currentSite(db?: Db): Promise<Site> {
  const list = await headers();
  return resolveSite(db ?? (await getAppDb()), list.get("x-forwarded-host") ?? list.get("host"));
}

export async function listSites(db: Db) {
  return db.select().from(sites).orderBy(asc(sites.host));
}

export async function createSite(db: Db, input: CreateSiteInput) {
  const [row] = await db
    .insert(sites)
    .values({ ...input, featured: input.featured ?? [] })
    .returning();
  cache.clear();
  return row!;
}

export async function updateSite(db: Db, id: string, input: UpdateSiteInput) {
  const [current] = await db.select().from(sites).where(eq(sites.id, id));
  if (!current) throw new AppError({ code: "error.notFound" });
  const locales = input.locales ?? current.locales;
  const defaultLocale = input.defaultLocale ?? current.defaultLocale;
  if (!locales.includes(defaultLocale))
    throw new AppError({ code: "error.site.defaultLocale", formField: "defaultLocale" });
  if (Object.keys(input).length === 0) return current;
  const [row] = await db.update(sites).set(input).where(eq(sites.id, id)).returning();
  cache.clear();
  return row!;
}

export async function deleteSite(db: Db, id: string) {
  const deleted = await db.delete(sites).where(eq(sites.id, id)).returning({ id: sites.id });
  if (deleted.length === 0) throw new AppError({ code: "error.notFound" });
  cache.clear();
  return { deleted: true };
}
