import "server-only";
import { getDb } from "@/db";
import { authErrorCode, authErrorField } from "@/lib/auth-errors";
import type { AppErrorBody } from "@/lib/errors";
import { getTranslator, requestLocale } from "@/server/i18n/translate";
import { authFor } from "./auth";

/**
 * Serves /api/auth/*: Better Auth's own handler, with its failures rewritten into our flat
 * application error (translated message, our code, the field, the password's reasons).
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const auth = authFor(await getDb());
  const response = await auth.handler(request);
  if (response.status < 400) return response;
  let body: Record<string, unknown> = {};
  try {
    body = (await response.clone().json()) as Record<string, unknown>;
  } catch {
    body = {};
  }
  const code = authErrorCode(body.code, response.status);
  const t = await getTranslator(requestLocale(request));
  const reasons = Array.isArray(body.reasons) ? (body.reasons as { code: string; params?: Record<string, number> }[]) : undefined;
  const first = reasons?.[0];
  const out: AppErrorBody = {
    code,
    message: first && code === "error.password.weak" ? t(first.code, first.params) : t(code),
  };
  const field = authErrorField(code);
  if (field) out.formField = field;
  if (reasons) out.errors = reasons.map((r) => ({ field: "password", code: r.code, params: r.params, message: t(r.code, r.params) }));
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(out), { status: response.status, headers });
}
