/**
 * The one wrapper of every route handler: gives the request an id, reads the caller's language,
 * parses the body with the route's zod schema, and turns anything thrown into the seed's flat
 * application-error body with a translated message.
 */
import "server-only";
import type { Logger } from "pino";
import { z } from "zod";
import type { Locale } from "@/lib/constants";
import { appErrorFromDatabase } from "@/lib/db-errors";
import { AppError, GENERAL_ERROR, isAppError } from "@/lib/errors";
import { validationError } from "@/lib/validation";
import { getTranslator, requestLocale } from "@/server/i18n/translate";
import { getLogger } from "@/server/log";

export type AuthMode = "public";

export interface ApiContext<Body, Params> {
  request: Request;
  body: Body;
  params: Params;
  locale: Locale;
  requestId: string;
  log: Logger;
}

interface ApiOptions<Body> {
  /** Who may call: only "public" until accounts exist; "user" and "admin" come with them. */
  auth: AuthMode;
  body?: z.ZodType<Body>;
}

type RouteContext<Params> = { params: Promise<Params> };

export function withApi<Body = undefined, Params = Record<string, string>>(
  options: ApiOptions<Body>,
  handler: (ctx: ApiContext<Body, Params>) => Promise<Response | object>,
): (request: Request, context: RouteContext<Params>) => Promise<Response> {
  return async (request, context) => {
    const started = performance.now();
    const requestId = request.headers.get("x-request-id")?.slice(0, 64) || crypto.randomUUID();
    const log = getLogger().child({ reqId: requestId });
    const locale = requestLocale(request);
    let response: Response;
    try {
      const body = options.body ? await parseBody(request, options.body) : (undefined as Body);
      const params = context?.params ? await context.params : ({} as Params);
      const result = await handler({ request, body, params, locale, requestId, log });
      response = result instanceof Response ? result : Response.json(result);
    } catch (thrown) {
      const error = asAppError(thrown);
      if (error.status >= 500) log.error({ err: thrown }, "request failed");
      const t = await getTranslator(locale);
      response = Response.json(error.toBody(t(error.code, error.params)), { status: error.status });
    }
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
  return appErrorFromDatabase(thrown) ?? new AppError({ code: GENERAL_ERROR, status: 500 });
}

/** A JSON answer with a status other than 200. */
export function json(data: unknown, status: number): Response {
  return Response.json(data, { status });
}
