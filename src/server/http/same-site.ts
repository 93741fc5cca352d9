/**
 * Cross-site requests are refused (decision 0021). A state-changing request (anything but GET,
 * HEAD and OPTIONS) must come from a page of ours and say what it sends:
 * - its `Origin` is one we serve (`PUBLIC_URL`, the localhost origins the auth config trusts, and
 *   the hosts of the configured sites, decision 0013), or, without `Origin`, `Sec-Fetch-Site` is
 *   `same-origin` or `none` (the user typed it);
 * - its body is JSON (or multipart/form-data where the route takes an upload); a request without
 *   a `Content-Type` is only accepted by routes that read no body.
 * A browser cannot send either kind cross-site without a CORS preflight, which we never grant, so
 * a forged form or `text/plain` fetch with the session cookie gets 403 `error.forbidden`.
 */
import "server-only";
import { eq } from "drizzle-orm";
import { sites } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { getAppDb } from "@/server/db";
import { hostOf } from "@/server/sites/sites";

/** What these checks read of a request: a web `Request`, or the head of one our own server reads (hot-routes.ts). */
export interface RequestHead {
  method: string;
  headers: { get(name: string): string | null };
}

/** What the route reads from the body: JSON, an upload, or nothing. */
export type Accepts = "json" | "multipart" | "none";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json$/;

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/** The origins our pages are served from. */
export function allowedOrigins(): Set<string> {
  const env = getEnv();
  return new Set([new URL(env.PUBLIC_URL).origin, `http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`]);
}

function forbidden(): AppError {
  return new AppError({ code: "error.forbidden" });
}

/**
 * Whether an origin is the host of a site an admin configured, over https (or the scheme of
 * PUBLIC_URL). Asked of the database each time, not cached: the origin is the caller's to choose.
 */
async function isSiteOrigin(origin: string): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== new URL(getEnv().PUBLIC_URL).protocol) return false;
  const host = hostOf(url.host);
  if (!host || host.length > 253) return false;
  const db = await getAppDb();
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.host, host)).limit(1);
  return row !== undefined;
}

/** Whether the request comes from one of our own pages (or straight from the user). */
export async function isSameSite(request: RequestHead): Promise<boolean> {
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  const fetchSiteOk = fetchSite === "same-origin" || fetchSite === "none";
  if (origin === null) return fetchSiteOk;
  if (fetchSite !== null && !fetchSiteOk) return false;
  return allowedOrigins().has(origin) || (await isSiteOrigin(origin));
}

/** The media type of the body, lower case, without parameters; null without a Content-Type. */
export function mediaType(request: RequestHead): string | null {
  const header = request.headers.get("content-type");
  if (header === null) return null;
  return header.split(";")[0]!.trim().toLowerCase();
}

/** Throws 403 `error.forbidden` for a state-changing request that is cross-site or not of the accepted type. */
export async function refuseCrossSite(request: RequestHead, accepts: Accepts): Promise<void> {
  if (!isStateChanging(request.method)) return;
  if (!(await isSameSite(request))) throw forbidden();
  const type = mediaType(request);
  if (accepts === "multipart") {
    if (type !== "multipart/form-data") throw forbidden();
  } else if (accepts === "json") {
    if (type === null || !JSON_TYPE.test(type)) throw forbidden();
  } else if (type !== null && !JSON_TYPE.test(type)) {
    throw forbidden();
  }
}
