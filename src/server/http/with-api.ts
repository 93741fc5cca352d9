/**
 * The one wrapper of every route handler (decision 0021): gives the request an id, reads the
 * caller's language, refuses cross-site state changes, validates path and query parameters and
 * the body with the route's zod schemas, reads bodies within a limit, hands the handler the database,
 * and turns anything thrown
 * into the seed's flat application-error body with a translated message.
 */
import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
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
import { getAppDb } from "@/server/db";
import type { Db } from "@/db";
import {
  boundedBytesOf,
  JSON_LIMIT_BYTES,
  MULTIPART_OVERHEAD_BYTES,
  parsedJson,
  readBoundedForm,
  readBoundedText,
  utf8Text,
  type TooLarge,
} from "./bounded-body";
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
  /** The app's database (a route never opens its own: the handler passes this one to the service). */
  db: Db;
  /** The signed-in session: always there for "user" and "admin" routes. */
  session: Auth extends "public" | "session-cookie"
    ? null
    : Auth extends "optional"
      ? CurrentSession | null
      : CurrentSession;
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

/**
 * A request as our own server hands it over (hot-routes.ts, decision 0029): the Node request with
 * its body already read (up to one byte past the JSON limit), answered on the Node response
 * without a web `Request` or `Response` in between.
 */
export interface NodeExchange {
  req: IncomingMessage;
  res: ServerResponse;
  /** The URL as the client asked it, with the host: `http://host/path?query`. */
  url: string;
  params: Record<string, string>;
  body: Uint8Array | null;
}

/** A handler that carries its route's spec (the OpenAPI document's test reads it). */
export type RouteHandler = ((request: Request, context: RouteContext) => Promise<Response>) & {
  route: RouteSpec;
  /** Answers a request our own server read from the connection: the same steps, written straight to the Node response. */
  serveNode?: (exchange: NodeExchange) => Promise<void>;
};

/** What withApi reads of a request, from a web `Request` or from a Node request (`NodeExchange`). */
interface Incoming {
  method: string;
  url: string;
  headers: { get(name: string): string | null };
  /** The web Request: the one given, or (served by our own server) made on first use. */
  readonly request: Request;
  json(): Promise<unknown>;
  text(): Promise<string>;
  form(limit: number, tooLarge: TooLarge): Promise<FormData>;
}

/** The answer before it is written: a handler's own Response, or a JSON text with its status. */
type Answer = { response: Response } | { status: number; json: string; retryAfter?: number };

/**
 * Wraps a route handler with everything every route needs. `options` is the route's spec from
 * `src/server/api/routes.ts` (schemas, who may call, and what the API reference says about it).
 */
export function withApi<
  Body = undefined,
  Params = Record<string, string>,
  Auth extends AuthMode = AuthMode,
  Query = Record<string, never>,
>(
  options: RouteSpec<Body, Params, Query, Auth>,
  handler: (ctx: ApiContext<Body, Params, Query, Auth>) => Promise<Response | object>,
): RouteHandler {
  if (options.crossSite && options.auth !== "public") throw new Error("withApi: crossSite is only for public routes");
  const accepts: Accepts = options.upload ? "multipart" : options.body ? "json" : "none";
  /** Every step of every route, whichever server read the request. */
  const run = async (
    incoming: Incoming,
    rawParams: Record<string, unknown>,
  ): Promise<{ answer: Answer; requestId: string }> => {
    const started = performance.now();
    const requestId = incoming.headers.get("x-request-id")?.slice(0, 64) || crypto.randomUUID();
    // The request's own logger is made when something asks for it: the request line needs none.
    let log: Logger | undefined;
    const requestLog = () => (log ??= getLogger().child({ reqId: requestId }));
    const locale = requestLocale(incoming);
    let answer: Answer;
    try {
      if (!options.crossSite) await refuseCrossSite(incoming, accepts);
      const params = parseParams(options.params, rawParams);
      const query = parseQuery(options.query, incoming.url);
      const session =
        options.auth === "admin"
          ? await requireAdmin(incoming.request.headers)
          : options.auth === "user"
            ? await requireUser(incoming.request.headers)
            : options.auth === "optional"
              ? await getSession(incoming.request.headers)
              : null;
      const sessionToken = options.auth === "session-cookie" ? sessionTokenOf(incoming.headers) : null;
      if (options.auth === "session-cookie" && !sessionToken) throw new AppError({ code: "error.auth.required" });
      const body = options.body ? await parseBody(incoming, options.body) : (undefined as Body);
      const form = options.upload ? await readUpload(incoming, options.upload) : (undefined as unknown as FormData);
      const rawBody = options.rawBody ? await incoming.text() : "";
      const result = await handler({
        get request() {
          return incoming.request;
        },
        db: await getAppDb(),
        session: session as ApiContext<Body, Params, Query, Auth>["session"],
        sessionToken: sessionToken as ApiContext<Body, Params, Query, Auth>["sessionToken"],
        body,
        params,
        query,
        form,
        rawBody,
        locale,
        requestId,
        get log() {
          return requestLog();
        },
      });
      answer = result instanceof Response ? { response: result } : { status: 200, json: JSON.stringify(result) };
    } catch (thrown) {
      const error = asAppError(thrown);
      // A refusal by back-pressure (503 with Retry-After) is no failure: its request line says it.
      if (error.status >= 500 && error.retryAfterSeconds === undefined)
        requestLog().error({ err: thrown }, "request failed");
      const t = await getTranslator(locale);
      answer = {
        status: error.status,
        json: JSON.stringify(error.toBody(t(error.code, error.params))),
        retryAfter: error.retryAfterSeconds,
      };
    }
    const status = "response" in answer ? answer.response.status : answer.status;
    const ms = performance.now() - started;
    // The request line, as the request's own logger would write it (reqId first), without making one.
    (log ?? getLogger()).info(
      {
        ...(log ? {} : { reqId: requestId }),
        method: incoming.method,
        path: safePath(incoming.url),
        status,
        ms: Math.round(ms),
      },
      "request",
    );
    countRequest(incoming.method, options.path, status, ms / 1000);
    return { answer, requestId };
  };

  const wrapped = async (request: Request, context: RouteContext): Promise<Response> => {
    const incoming: Incoming = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      request,
      json: async () => parsedJson(await readBoundedText(request, JSON_LIMIT_BYTES)),
      text: () => readBoundedText(request, JSON_LIMIT_BYTES),
      form: (limit, tooLarge) => readBoundedForm(request, limit, tooLarge),
    };
    const { answer, requestId } = await run(incoming, context?.params ? await context.params : {});
    if ("json" in answer) {
      const headers: Record<string, string> = { "content-type": "application/json", "x-request-id": requestId };
      if (answer.retryAfter !== undefined) headers["retry-after"] = String(answer.retryAfter);
      return new Response(answer.json, { status: answer.status, headers });
    }
    // Some responses (Response.redirect) have immutable headers: copy before adding ours.
    const response = new Response(answer.response.body, answer.response);
    response.headers.set("x-request-id", requestId);
    return response;
  };

  const serveNode = async ({ req, res, url, params, body }: NodeExchange): Promise<void> => {
    const head = {
      get(name: string): string | null {
        const value = req.headers[name];
        return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
      },
    };
    let request: Request | undefined;
    const bytes = () => boundedBytesOf(head.get("content-length"), body, JSON_LIMIT_BYTES);
    const incoming: Incoming = {
      method: req.method ?? "GET",
      url,
      headers: head,
      // Only a handler that asks for it (or Better Auth's session) gets a web Request.
      get request() {
        return (request ??= webRequestOf(req, res, url, body));
      },
      json: async () => parsedJson(utf8Text(bytes())),
      text: async () => utf8Text(bytes()),
      form: async (limit, tooLarge) => readBoundedForm(webRequestOf(req, res, url, body), limit, tooLarge),
    };
    const { answer, requestId } = await run(incoming, params);
    if ("json" in answer) {
      res.statusCode = answer.status;
      res.setHeader("content-type", "application/json");
      res.setHeader("x-request-id", requestId);
      if (answer.retryAfter !== undefined) res.setHeader("retry-after", String(answer.retryAfter));
      res.end(answer.json);
      return;
    }
    const { response } = answer;
    res.statusCode = response.status;
    for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
    const cookies = response.headers.getSetCookie();
    if (cookies.length) res.setHeader("set-cookie", cookies);
    res.setHeader("x-request-id", requestId);
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  return Object.assign(wrapped, { route: options as unknown as RouteSpec, serveNode });
}

/** A web Request of a Node request (its body as read), aborted when the client goes before its answer. */
function webRequestOf(req: IncomingMessage, res: ServerResponse, url: string, body: Uint8Array | null): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const gone = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) gone.abort();
  });
  const method = req.method ?? "GET";
  return new Request(url, {
    method,
    headers,
    body: method === "GET" || method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer> | null),
    signal: gone.signal,
  });
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

function safePath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return "";
  }
}

function notFound(): AppError {
  return new AppError({ code: "error.notFound" });
}

function parseParams<Params>(schema: z.ZodType<Params> | undefined, raw: Record<string, unknown>): Params {
  // A NUL byte names nothing we have; without a schema the handler gets the strings as they came.
  if (nulBytePath(raw) !== null) throw notFound();
  if (!schema) return raw as Params;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

function parseQuery<Query>(schema: z.ZodType<Query> | undefined, url: string): Query {
  let search: URLSearchParams;
  try {
    search = new URL(url).searchParams;
  } catch {
    throw new AppError({ code: "error.validation.invalid" });
  }
  const raw = Object.fromEntries(search);
  const nul = nulBytePath(raw);
  if (nul !== null) throw new AppError({ code: "error.validation.invalid", formField: nul || undefined });
  if (!schema) return {} as Query;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

async function parseBody<Body>(incoming: Incoming, schema: z.ZodType<Body>): Promise<Body> {
  const raw = await incoming.json();
  // The seed's rule (§5) on the server: the translated code says the request could not be read,
  // the message is the seed's own.
  const problem = parameterProblem(raw);
  if (problem) throw new AppError({ code: "error.validation.body", message: problem, status: 400 });
  const nul = nulBytePath(raw);
  if (nul !== null) throw new AppError({ code: "error.validation.invalid", formField: nul || undefined });
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

async function readUpload(incoming: Incoming, upload: UploadLimit): Promise<FormData> {
  const form = await incoming.form(upload.maxBytes + MULTIPART_OVERHEAD_BYTES, upload);
  for (const [key, value] of form.entries()) {
    if (typeof value === "string" && (value.includes("\u0000") || key.includes("\u0000"))) {
      throw new AppError({
        code: "error.validation.invalid",
        formField: key.replaceAll("\u0000", "") || undefined,
      });
    }
  }
  return form;
}

function asAppError(thrown: unknown): AppError {
  if (isAppError(thrown)) return thrown;
  // First: Better Auth wraps a lost database in its own 500 (the driver's error is its cause).
  if (isDatabaseUnavailable(thrown)) return new AppError({ code: UNAVAILABLE });
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
