/**
 * The one wrapper of every route handler (decision 0021): gives the request an id, reads the
 * caller's language, refuses cross-site state changes, validates path and query parameters and
 * the body with the route's zod schemas, reads bodies within a limit, and turns anything thrown
 * into the seed's flat application-error body with a translated message.
 */
import "server-only";
import type { Logger } from "pino";
import { z } from "zod";
import type { Locale } from "@/lib/constants";
import { isAPIError } from "better-auth/api";
import { authErrorCode, authErrorField } from "@/lib/auth-errors";
import { appErrorFromDatabase, isDatabaseUnavailable, UNAVAILABLE } from "@/lib/db-errors";
import { AppError, GENERAL_ERROR, isAppError, parameterProblem } from "@/lib/errors";
import { nulBytePath, validationError } from "@/lib/validation";
import { getSession, requireAdmin, requireUser, type CurrentSession } from "@/server/auth/session";
import { sessionTokenOf } from "@/server/auth/session-cookie";
import { getTranslator, requestLocale } from "@/server/i18n/translate";
import { getLogger } from "@/server/log";
import { countRequest } from "@/server/metrics/metrics";
import type { RouteSpec } from "@/server/api/route-spec";
import { JSON_LIMIT_BYTES, MULTIPART_OVERHEAD_BYTES, readBoundedForm, readBoundedJson, readBoundedText, type TooLarge } from "./bounded-body";
import { refuseCrossSite, type Accepts } from "./same-site";

/**
 * "session-cookie": a signed-in player whose session the handler reads in its own statement (the
 * hot paths, decision 0029): the session cookie's signature is checked here (401 without a valid
 * one) and `sessionToken` handed over; the handler answers 401 when the session is not live.
 */
export type AuthMode = "public" | "optional" | "user" | "admin" | "session-cookie";

/**
 * Why a route takes state-changing requests from anywhere: it reads no session and the request
 * authenticates itself (a provider's signature, a secret token in the link).
 */
export type CrossSiteReason = "signed-webhook" | "one-click-unsubscribe";

export interface ApiContext<Body, Params, Query, Auth extends AuthMode = AuthMode> {
  request: Request;
  /** The signed-in session: always there for "user" and "admin" routes. */
  session: Auth extends "public" | "session-cookie" ? null : Auth extends "optional" ? CurrentSession | null : CurrentSession;
  /** The token of the signed session cookie ("session-cookie" routes). */
  sessionToken: Auth extends "session-cookie" ? string : null;
  body: Body;
  params: Params;
  query: Query;
  /** The upload of a route with `upload` (multipart/form-data), read within its limit. */
  form: FormData;
  /** The raw body of a route with `rawBody` (a signed webhook), read within the JSON limit. */
  rawBody: string;
  locale: Locale;
  requestId: string;
  log: Logger;
}

export interface UploadLimit extends TooLarge {
  /** The largest file the route takes; the whole body may be a little larger (the form around it). */
  maxBytes: number;
}

export interface ApiOptions<Body, Params, Query, Auth extends AuthMode> {
  /** Who may call: anyone (no session read), anyone with the session if there is one, a signed-in
   * player (401 otherwise), or an admin (403 for players). */
  auth: Auth;
  /** The JSON body (application/json, at most JSON_LIMIT_BYTES). */
  body?: z.ZodType<Body>;
  /** The path parameters: a value that fails names nothing, 404. */
  params?: z.ZodType<Params>;
  /** The query string: a value that fails is a bad field, 400. */
  query?: z.ZodType<Query>;
  /** multipart/form-data within this limit, handed over as `form`. */
  upload?: UploadLimit;
  /** The body as text, handed over as `rawBody` (a signed webhook checks the exact bytes). */
  rawBody?: boolean;
  /** The named exception to the same-site rule; only for "public" routes, which read no session. */
  crossSite?: Auth extends "public" ? CrossSiteReason : never;
}

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/** A handler that carries its route's spec (the OpenAPI document's test reads it). */
export type RouteHandler = ((request: Request, context: RouteContext) => Promise<Response>) & { route: RouteSpec };

/**
 * Wraps a route handler with everything every route needs. `options` is the route's spec from
 * `src/server/api/routes.ts` (schemas, who may call, and what the API reference says about it).
 */
export function withApi<Body = undefined, Params = Record<string, string>, Auth extends AuthMode = AuthMode, Query = Record<string, never>>(
  options: RouteSpec<Body, Params, Query, Auth>,
  handler: (ctx: ApiContext<Body, Params, Query, Auth>) => Promise<Response | object>,
): RouteHandler {
  if (options.crossSite && options.auth !== "public") throw new Error("withApi: crossSite is only for public routes");
  const accepts: Accepts = options.upload ? "multipart" : options.body ? "json" : "none";
  const wrapped = async (request: Request, context: RouteContext): Promise<Response> => {
    const started = performance.now();
    const requestId = request.headers.get("x-request-id")?.slice(0, 64) || crypto.randomUUID();
    const log = getLogger().child({ reqId: requestId });
    const locale = requestLocale(request);
    let response: Response;
    try {
      if (!options.crossSite) await refuseCrossSite(request, accepts);
      const params = parseParams(options.params, context?.params ? await context.params : {});
      const query = parseQuery(options.query, request);
      const session =
        options.auth === "admin"
          ? await requireAdmin(request.headers)
          : options.auth === "user"
            ? await requireUser(request.headers)
            : options.auth === "optional"
              ? await getSession(request.headers)
              : null;
      const sessionToken = options.auth === "session-cookie" ? sessionTokenOf(request.headers) : null;
      if (options.auth === "session-cookie" && !sessionToken) throw new AppError({ code: "error.auth.required", status: 401 });
      const body = options.body ? await parseBody(request, options.body) : (undefined as Body);
      const form = options.upload ? await readUpload(request, options.upload) : (undefined as unknown as FormData);
      const rawBody = options.rawBody ? await readBoundedText(request, JSON_LIMIT_BYTES) : "";
      const result = await handler({
        request,
        session: session as ApiContext<Body, Params, Query, Auth>["session"],
        sessionToken: sessionToken as ApiContext<Body, Params, Query, Auth>["sessionToken"],
        body,
        params,
        query,
        form,
        rawBody,
        locale,
        requestId,
        log,
      });
      response = result instanceof Response ? result : Response.json(result);
    } catch (thrown) {
      const error = asAppError(thrown);
      if (error.status >= 500) log.error({ err: thrown }, "request failed");
      const t = await getTranslator(locale);
      response = Response.json(error.toBody(t(error.code, error.params)), { status: error.status });
    }
    // Some responses (Response.redirect) have immutable headers: copy before adding ours.
    response = new Response(response.body, response);
    response.headers.set("x-request-id", requestId);
    const ms = performance.now() - started;
    log.info({ method: request.method, path: safePath(request), status: response.status, ms: Math.round(ms) }, "request");
    countRequest(request.method, options.path, response.status, ms / 1000);
    return response;
  };
  return Object.assign(wrapped, { route: options as unknown as RouteSpec });
}

/**
 * A handler that does not go through `withApi` (Better Auth's): carries its spec and is counted
 * in the metrics like the others.
 */
export function documented(spec: RouteSpec, handler: (request: Request) => Promise<Response>): RouteHandler {
  const wrapped = async (request: Request): Promise<Response> => {
    const started = performance.now();
    let status = 500;
    try {
      const response = await handler(request);
      status = response.status;
      return response;
    } finally {
      countRequest(request.method, spec.path, status, (performance.now() - started) / 1000);
    }
  };
  return Object.assign(wrapped, { route: spec });
}

function safePath(request: Request): string {
  try {
    return new URL(request.url).pathname;
  } catch {
    return "";
  }
}

function notFound(): AppError {
  return new AppError({ code: "error.notFound", status: 404 });
}

function parseParams<Params>(schema: z.ZodType<Params> | undefined, raw: Record<string, unknown>): Params {
  // A NUL byte names nothing we have; without a schema the handler gets the strings as they came.
  if (nulBytePath(raw) !== null) throw notFound();
  if (!schema) return raw as Params;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

function parseQuery<Query>(schema: z.ZodType<Query> | undefined, request: Request): Query {
  let search: URLSearchParams;
  try {
    search = new URL(request.url).searchParams;
  } catch {
    throw new AppError({ code: "error.validation.invalid", status: 400 });
  }
  const raw = Object.fromEntries(search);
  const nul = nulBytePath(raw);
  if (nul !== null) throw new AppError({ code: "error.validation.invalid", status: 400, formField: nul || undefined });
  if (!schema) return {} as Query;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

async function parseBody<Body>(request: Request, schema: z.ZodType<Body>): Promise<Body> {
  const raw = await readBoundedJson(request, JSON_LIMIT_BYTES);
  // The seed's rule (§5) on the server: the translated code says the request could not be read,
  // the message is the seed's own.
  const problem = parameterProblem(raw);
  if (problem) throw new AppError({ code: "error.validation.body", message: problem, status: 400 });
  const nul = nulBytePath(raw);
  if (nul !== null) throw new AppError({ code: "error.validation.invalid", status: 400, formField: nul || undefined });
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

async function readUpload(request: Request, upload: UploadLimit): Promise<FormData> {
  const form = await readBoundedForm(request, upload.maxBytes + MULTIPART_OVERHEAD_BYTES, upload);
  for (const [key, value] of form.entries()) {
    if (typeof value === "string" && (value.includes("\u0000") || key.includes("\u0000"))) {
      throw new AppError({ code: "error.validation.invalid", status: 400, formField: key.replaceAll("\u0000", "") || undefined });
    }
  }
  return form;
}

function asAppError(thrown: unknown): AppError {
  if (isAppError(thrown)) return thrown;
  // First: Better Auth wraps a lost database in its own 500 (the driver's error is its cause).
  if (isDatabaseUnavailable(thrown)) return new AppError({ code: UNAVAILABLE, status: 503 });
  if (thrown instanceof z.ZodError) return validationError(thrown);
  if (isAPIError(thrown)) {
    // Better Auth's errors, when a handler calls its API directly.
    const code = authErrorCode(thrown.body?.code, thrown.statusCode);
    return new AppError({ code, status: thrown.statusCode, formField: authErrorField(code) });
  }
  return appErrorFromDatabase(thrown) ?? new AppError({ code: GENERAL_ERROR, status: 500 });
}

/** A JSON answer with a status other than 200. */
export function json(data: unknown, status: number): Response {
  return Response.json(data, { status });
}
