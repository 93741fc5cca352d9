import "server-only";
import { getDb } from "@/db";
import { pingDatabase } from "@/db/client";
import { authErrorCode, authErrorField } from "@/lib/auth-errors";
import { isDatabaseUnavailable, UNAVAILABLE } from "@/lib/db-errors";
import { receivedCode } from "@/lib/received-code";
import { AppError, type AppErrorBody } from "@/lib/errors";
import { nulBytePath } from "@/lib/validation";
import { JSON_LIMIT_BYTES, readBoundedBytes } from "@/server/http/bounded-body";
import { isStateChanging, mediaType, refuseCrossSite } from "@/server/http/same-site";
import { getTranslator, requestLocale } from "@/server/i18n/translate";
import { authFor } from "./auth";

/**
 * The one named exception to the same-site rule under /api/auth: a provider posting its answer
 * back (OAuth `response_mode=form_post`, as Apple does), authenticated by the state it carries; and a SAML identity provider posting its signed answer (decision 0058).
 */
const PROVIDER_CALLBACK = /^\/api\/auth\/(callback|oauth2\/callback|sso\/saml2\/sp\/acs)\/[^/]+\/?$/;

/**
 * Serves /api/auth/*: Better Auth's own handler behind our request rules (decision 0021: same-site
 * JSON for state changes, whether or not a cookie came along, and a bounded body), with its failures
 * rewritten into our flat application error (translated message, our code, the field, the
 * password's reasons).
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  let forwarded: Request;
  try {
    forwarded = await guarded(request);
  } catch (thrown) {
    if (!(thrown instanceof AppError)) throw thrown;
    const t = await getTranslator(requestLocale(request));
    return Response.json(thrown.toBody(t(thrown.code, thrown.params)), { status: thrown.status });
  }
  const db = await getDb();
  const auth = authFor(db);
  let response: Response;
  try {
    response = await auth.handler(forwarded);
  } catch (error) {
    // Better Auth's own hooks (its rate limits in the database) throw a lost database at us.
    if (!isDatabaseUnavailable(error)) throw error;
    response = Response.json({ code: UNAVAILABLE }, { status: 503 });
  }
  if (response.status < 400) return withoutSessionToken(response);
  let body: Record<string, unknown> = {};
  try {
    body = (await response.clone().json()) as Record<string, unknown>;
  } catch {
    body = {};
  }
  // Better Auth answers a lost database with a bare 500: when the database does not answer either,
  // it is an outage, told as 503 `error.unavailable` like every other route (docs/decisions/0023).
  const unavailable = response.status === 503 || (response.status >= 500 && !(await databaseAnswers(db)));
  const status = unavailable ? 503 : response.status;
  const code = unavailable ? UNAVAILABLE : authErrorCode(body.code, response.status);
  const t = await getTranslator(requestLocale(request));
  const reasons = Array.isArray(body.reasons)
    ? (body.reasons as { code: string; params?: Record<string, number> }[])
    : undefined;
  const first = reasons?.[0];
  const out: AppErrorBody = {
    code,
    message: first && code === "error.password.weak" ? t(first.code, first.params) : t(code),
  };
  const field = authErrorField(code, new URL(request.url).pathname);
  if (field) out.formField = field;
  if (reasons)
    out.errors = reasons.map((r) => ({
      field: "password",
      code: receivedCode(r.code),
      params: r.params,
      message: t(r.code, r.params),
    }));
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(out), { status, headers });
}

async function databaseAnswers(db: Awaited<ReturnType<typeof getDb>>): Promise<boolean> {
  try {
    await pingDatabase(db);
    return true;
  } catch (error) {
    return !isDatabaseUnavailable(error);
  }
}

/** The request as Better Auth may see it: same-site and at most JSON_LIMIT_BYTES of body, read here. */
async function guarded(request: Request): Promise<Request> {
  if (!isStateChanging(request.method)) return request;
  const callback = PROVIDER_CALLBACK.test(new URL(request.url).pathname);
  // Bodies must be JSON; some calls (sign-out) send none and no Content-Type.
  if (!callback) await refuseCrossSite(request, "none");
  const body = await readBoundedBytes(request, JSON_LIMIT_BYTES);
  if (!callback && body.byteLength > 0 && mediaType(request) === null) throw new AppError({ code: "error.forbidden" });
  if (body.byteLength > 0 && mediaType(request) === "application/json") refuseBadJson(body);
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  return new Request(request.url, {
    method: request.method,
    headers,
    body: body.byteLength > 0 ? body : null,
    signal: request.signal,
  });
}

/**
 * Every Better Auth call takes a JSON object (or nothing): another JSON value (`0`, `"x"`, `[]`) is refused as
 * 400 `error.validation.invalid` before any hook reads a field of it (`"image" in 0` had thrown a
 * 500 in our own update-user hook; found by the API fuzz test). No text of ours may hold a NUL byte
 * either, and PostgreSQL refuses one with an error that is not the user's to read (a 500 from Better
 * Auth's update of a name, say): the same rule as every other route's input (`nulBytePath`), naming
 * the field. A body that is not JSON is Better Auth's to refuse.
 */
function refuseBadJson(body: Uint8Array): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return;
  }
  // `null` is an empty body to Better Auth, as to our hooks.
  if (parsed !== null && (typeof parsed !== "object" || Array.isArray(parsed)))
    throw new AppError({ code: "error.validation.invalid" });
  const nul = nulBytePath(parsed);
  if (nul !== null) throw new AppError({ code: "error.validation.invalid", formField: nul || undefined });
}

/**
 * A session's token stays in its HttpOnly cookie (decision 0016). Better Auth also writes it into
 * its answers, which any script on our pages can read: get-session's `session.token`, and the
 * top-level `token` of every call that signs in (sign-up, sign-in, a second factor's check, a
 * wallet's, a changed password's new session). A script injected one day could then carry the
 * session off to another machine. The answers keep everything else; one that had a top-level token
 * says `signedIn` instead: true when it held one (sign-up without a mail server signs in at once,
 * decision 0015), false when it was empty (a mail to confirm first).
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== "object" || Array.isArray(body)) return response;
  const session = body.session;
  const inSession = !!session && typeof session === "object" && "token" in session;
  const atTop = "token" in body;
  if (!inSession && !atTop) return response;
  if (inSession) delete (session as Record<string, unknown>).token;
  if (atTop) {
    const signedIn = typeof body.token === "string" && body.token !== "";
    delete body.token;
    body.signedIn = signedIn;
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
