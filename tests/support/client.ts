/**
 * A cookie-keeping client that calls our route handlers with real Requests, as a browser on
 * PUBLIC_URL would: the same handlers, services and database as the running app.
 */
import * as authRoute from "@/app/api/auth/[...all]/route";
import * as contactRoute from "@/app/api/contact/route";
import * as jobsRoute from "@/app/api/admin/jobs/route";
import * as siteRoute from "@/app/api/admin/sites/[siteId]/route";
import * as sitesRoute from "@/app/api/admin/sites/route";
import * as eventsRoute from "@/app/api/events/route";
import * as healthRoute from "@/app/api/health/route";
import * as readyRoute from "@/app/api/health/ready/route";
import * as metricsRoute from "@/app/api/metrics/route";
import { ROUTES as ACCOUNT_ROUTES } from "./account-routes";
import { ROUTES as BILLING_ROUTES } from "./billing-routes";
import { ROUTES as GROUP_ROUTES } from "./group-routes";
import { ROUTES as TOURNAMENT_ROUTES } from "./tournament-routes";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Module = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", Handler>>;

const ORIGIN = "http://localhost:3000";

const ROUTES: [RegExp, Module][] = [
  [/^\/api\/auth\//, authRoute as Module],
  [/^\/api\/contact$/, contactRoute as Module],
  [/^\/api\/health$/, healthRoute as Module],
  [/^\/api\/health\/ready$/, readyRoute as Module],
  [/^\/api\/metrics$/, metricsRoute as Module],
  [/^\/api\/events$/, eventsRoute as Module],
  [/^\/api\/admin\/jobs$/, jobsRoute as Module],
  [/^\/api\/admin\/sites$/, sitesRoute as Module],
  [/^\/api\/admin\/sites\/(?<siteId>[^/]+)$/, siteRoute as Module],
  ...ACCOUNT_ROUTES,
  ...TOURNAMENT_ROUTES,
  ...GROUP_ROUTES,
  ...BILLING_ROUTES,
];

let addressCounter = 0;

export class TestClient {
  readonly cookies = new Map<string, string>();
  /** Each client is its own machine, so rate limits of one test do not hit another. */
  readonly address = `10.${(addressCounter >> 8) & 255}.${addressCounter++ & 255}.${Math.floor(Math.random() * 250) + 1}`;
  locale?: string;

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const url = new URL(path, ORIGIN);
    const entry = ROUTES.find(([pattern]) => pattern.test(url.pathname));
    if (!entry) throw new Error(`No route for ${url.pathname}`);
    const handler = entry[1][method as keyof Module];
    if (!handler) throw new Error(`No ${method} for ${url.pathname}`);
    const match = entry[0].exec(url.pathname);
    const params = (match?.groups ?? {}) as Record<string, string>;
    const raw = body instanceof FormData || typeof body === "string" || body instanceof ReadableStream;
    const allHeaders: Record<string, string> = {
      origin: ORIGIN,
      // What our server (server/main.mjs) hands on: the address it took from the connection.
      "x-callit-client-address": this.address,
      ...(this.locale ? { "x-callit-locale": this.locale } : {}),
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
      ...(body !== undefined && !(body instanceof FormData) ? { "content-type": "application/json" } : {}),
      ...headers,
    };
    // An empty value leaves the header out (a request from a script, or without a declared type).
    const init: RequestInit & { duplex?: "half" } = {
      method,
      headers: Object.fromEntries(Object.entries(allHeaders).filter(([, v]) => v !== "")),
    };
    // A string is a raw body (a signed webhook), sent as it is; a stream is sent as it comes.
    if (body !== undefined) init.body = raw ? (body as BodyInit) : JSON.stringify(body);
    if (body instanceof ReadableStream) init.duplex = "half";
    const response = await handler(new Request(url, init), { params: Promise.resolve(params) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const expired = attributes.some(
        (a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()),
      );
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request("GET", path, undefined, headers);
  }

  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request("POST", path, body, headers);
  }

  /** Follows a link from a mail (a GET on one of our handlers) and returns where it redirects. */
  async follow(link: string): Promise<Response> {
    const url = new URL(link);
    return this.get(`${url.pathname}${url.search}`);
  }
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
