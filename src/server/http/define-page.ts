/**
 * The one loader of every page and its metadata (decision 0067), as `withApi` is for route
 * handlers: validates the path and query parameters with zod schemas (those of `./params`), sets
 * the request's locale, hands the page the database, and makes the 404 page mean "not found" only.
 *
 * ```tsx
 * const GroupPage = definePage({ params: groupPath, searchParams: z.object({ page: pageNumber }) },
 *   async ({ locale, params: { tournament, groupId }, searchParams: { page }, db }) => <…/>);
 * ```
 *
 * - A path or query parameter that fails its schema names nothing: the 404 page. (A query value
 *   that should fall back instead, such as a page number, says so in its schema with `.catch()`.)
 * - An `AppError` of status 404 (`error.notFound`: no such thing, or not the viewer's: services
 *   answer a group that is not mine like one that does not exist), or `error.forbidden` (what a
 *   player may not see is, to them, not there) thrown while the page loads: the 404 page.
 * - Anything else (the database down, a bug, another refusal) goes on to the error page
 *   (`error.tsx`), which offers a retry, instead of posing as a missing page.
 *
 * Layouts load through `defineLayout`, and the route files outside `/api` (`sitemap.ts`,
 * `manifest.webmanifest`) through `defineRoute`: the same database handed in, the same 404 rule
 * (decision 0067, addendum). Route handlers under `/api` have `withApi`.
 */
import "server-only";
import type { Metadata } from "next";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import type { z } from "zod";
import { routing } from "@/i18n/routing";
import type { Locale } from "@/lib/constants";
import { isAppError } from "@/lib/errors";
import { nulBytePath } from "@/lib/validation";
import { getAppDb, type Db } from "@/server/db";

/** What Next hands a page and its `generateMetadata`. */
export interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
}

export interface PageContext<Params, Query> {
  /** The page's language (the locale segment, already set for the request). */
  locale: Locale;
  /** The path parameters after the `params` schema (without `locale`). */
  params: Params;
  /** The query string after the `searchParams` schema. */
  searchParams: Query;
  /** The app's database (a page never opens its own: it passes this one to the services). */
  db: Db;
  /** Next's own props, for what takes them as they came (`<ClientMessages params={props.params}>`). */
  props: PageProps;
}

export interface PageSchemas<Params, Query> {
  /** The path parameters other than `locale`: a value that fails names nothing, 404. */
  params?: z.ZodType<Params>;
  /** The query string: a value that fails is a 404 too, unless its schema falls back (`.catch()`). */
  searchParams?: z.ZodType<Query>;
}

/**
 * Wraps a page (or its `generateMetadata`) with everything every page needs: see the module's
 * comment. Returns the function to export: `export default definePage(…)`,
 * `export const generateMetadata = definePage(…)`.
 */
export function definePage<Result, Params = Record<string, never>, Query = Record<string, never>>(
  schemas: PageSchemas<Params, Query>,
  load: (ctx: PageContext<Params, Query>) => Promise<Result>,
): (props: PageProps) => Promise<Result> {
  return async (props) => {
    const { locale, params, searchParams } = await readPageProps(schemas, props);
    setRequestLocale(locale);
    const db = await getAppDb();
    return notFoundOnly(() => load({ locale, params, searchParams, db, props }));
  };
}

/** The page's locale and its parameters after their schemas; the 404 page for any that fails. */
export async function readPageProps<Params, Query>(
  schemas: PageSchemas<Params, Query>,
  props: PageProps,
): Promise<{ locale: Locale; params: Params; searchParams: Query }> {
  const { locale, ...rawParams } = (await props.params) as Record<string, unknown>;
  if (typeof locale !== "string" || !hasLocale(routing.locales, locale)) notFound();
  const params = parsed(schemas.params, rawParams);
  const searchParams = parsed(schemas.searchParams, props.searchParams ? await props.searchParams : {});
  return { locale, params, searchParams };
}

/** What `loading` gives, the 404 page when it names nothing this viewer may see, or its error as it was. */
export async function notFoundOnly<T>(loading: () => Promise<T>): Promise<T> {
  try {
    return await loading();
  } catch (thrown) {
    if (isNotFound(thrown)) notFound();
    throw thrown;
  }
}

/** `definePage` for a page's `generateMetadata`: the same parameters, the same 404s. */
export const defineMetadata: <Params = Record<string, never>, Query = Record<string, never>>(
  schemas: PageSchemas<Params, Query>,
  load: (ctx: PageContext<Params, Query>) => Promise<Metadata>,
) => (props: PageProps) => Promise<Metadata> = definePage;

/**
 * Whether a thrown error means that the page names nothing this viewer may see: a group's former
 * member included (`error.group.noLongerMember`: the API tells them why, a page that does not say
 * so itself answers 404, and the invitation's page offers them the way back in).
 */
export function isNotFound(thrown: unknown): boolean {
  return (
    isAppError(thrown) &&
    (thrown.status === 404 || thrown.code === "error.forbidden" || thrown.code === "error.group.noLongerMember")
  );
}

function parsed<T>(schema: z.ZodType<T> | undefined, raw: Record<string, unknown>): T {
  // A NUL byte names nothing we have (and no database takes it in a text).
  if (nulBytePath(raw) !== null) notFound();
  if (!schema) return {} as T;
  const result = schema.safeParse(raw);
  if (!result.success) notFound();
  return result.data;
}

/** What Next hands a layout (`children`) and its `generateMetadata` (without). */
export interface LayoutProps {
  params: Promise<{ locale: string }>;
  children?: ReactNode;
}

export interface LayoutContext<Props extends LayoutProps> {
  /** The layout's language (the locale segment, already set for the request). */
  locale: Locale;
  /** The app's database, as a page gets it from `definePage`. */
  db: Db;
  /** Next's own props: `children` for the layout. */
  props: Props;
}

/**
 * `definePage` for a layout and its `generateMetadata`: a locale that is not one of ours is the 404
 * page, the locale is set for the request, the layout gets the database, and only a not-found
 * `AppError` becomes the 404 page (anything else reaches the error page).
 */
export function defineLayout<Result, Props extends LayoutProps = LayoutProps>(
  load: (ctx: LayoutContext<Props>) => Promise<Result>,
): (props: Props) => Promise<Result> {
  return async (props) => {
    const { locale } = await readPageProps({}, { params: props.params });
    setRequestLocale(locale);
    const db = await getAppDb();
    return notFoundOnly(() => load({ locale, db, props }));
  };
}

/**
 * A route file outside `/api` (`sitemap.ts`, `manifest.webmanifest/route.ts`): `handle` gets the
 * app's database before Next's own arguments (the request), and a not-found `AppError` answers 404
 * while anything else fails as it would have.
 */
export function defineRoute<Args extends unknown[], Result>(
  handle: (db: Db, ...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    const db = await getAppDb();
    return notFoundOnly(() => handle(db, ...args));
  };
}
