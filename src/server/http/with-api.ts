/**
 * The one wrapper of every route handler: gives the request an id, reads the caller's language,
 * parses the body with the route's zod schema, and turns anything thrown into the seed's flat
 * application-error body with a translated message.
 */
import "server-only";
import type { Logger } from "pino";
import { z } from "zod";
import type { Locale } from "@/lib/constants";
import { isAPIError } from "better-auth/api";
import { authErrorCode, authErrorField } from "@/lib/auth-errors";
import { appErrorFromDatabase } from "@/lib/db-errors";
import { AppError, GENERAL_ERROR, isAppError } from "@/lib/errors";
import { validationError } from "@/lib/validation";
import { getSession, requireAdmin, requireUser, type CurrentSession } from "@/server/auth/session";
import { getTranslator, requestLocale } from "@/server/i18n/translate";
import { getLogger } from "@/server/log";

export type AuthMode = "public" | "optional" | "user" | "admin";

export interface ApiContext<Body, Params, Auth extends AuthMode = AuthMode> {
  request: Request;
  /** The signed-in session: always there for "user" and "admin" routes. */
  session: Auth extends "public" ? null : Auth extends "optional" ? CurrentSession | null : CurrentSession;
  body: Body;
  params: Params;
  locale: Locale;
  requestId: string;
  log: Logger;
}

interface ApiOptions<Body, Auth extends AuthMode> {
  /** Who may call: anyone (no session read), anyone with the session if there is one, a signed-in
   * player (401 otherwise), or an admin (403 for players). */
  auth: Auth;
  body?: z.ZodType<Body>;
}

type RouteContext<Params> = { params: Promise<Params> };

export function withApi<Body = undefined, Params = Record<string, string>, Auth extends AuthMode = AuthMode>(
  options: ApiOptions<Body, Auth>,
  handler: (ctx: ApiContext<Body, Params, Auth>) => Promise<Response | object>,
): (request: Request, context: RouteContext<Params>) => Promise<Response> {
  return async (request, context) => {
    const started = performance.now();
    const requestId = request.headers.get("x-request-id")?.slice(0, 64) || crypto.randomUUID();
    const log = getLogger().child({ reqId: requestId });
    const locale = requestLocale(request);
    let response: Response;
    try {
      const session =
        options.auth === "admin"
          ? await requireAdmin(request.headers)
          : options.auth === "user"
            ? await requireUser(request.headers)
            : options.auth === "optional"
              ? await getSession(request.headers)
              : null;
      const body = options.body ? await parseBody(request, options.body) : (undefined as Body);
      const params = context?.params ? await context.params : ({} as Params);
      const result = await handler({ request, session: session as ApiContext<Body, Params, Auth>["session"], body, params, locale, requestId, log });
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
    log.info(
      { method: request.method, path: new URL(request.url).pathname, status: response.status, ms: Math.round(performance.now() - started) },
      "request",
    );
    return response;
  };
}

async function parseBody<Body>(request: Request, schema: z.ZodType<Body>): Promise<Body> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    throw new AppError({ code: "error.validation.body", status: 400 });
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new AppError({ code: "error.validation.body", message: "Parameter should be object", status: 400 });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

function asAppError(thrown: unknown): AppError {
  if (isAppError(thrown)) return thrown;
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
