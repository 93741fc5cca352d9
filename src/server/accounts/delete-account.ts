import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { account } from "@/db/schema";
import { authErrorCode, authErrorField } from "@/lib/auth-errors";
import { AppError } from "@/lib/errors";
import { authFor } from "@/server/auth/auth";
import { requireFreshSession } from "@/server/auth/fresh-session";

/**
 * Deletes the signed-in account after a re-authentication: the password when the account has one,
 * else a sign-in of the last minutes. Better Auth removes the user, sessions and sign-in methods;
 * `removeUserData` runs first for what lies outside the user's rows. The answer clears the cookie.
 */
export async function deleteAccount(
  headers: Headers,
  userId: string,
  password: string | undefined,
  sessionCreatedAt: Date,
): Promise<Response> {
  const db = await getDb();
  const auth = authFor(db);
  const [credential] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  if (credential && !password) throw new AppError({ code: "error.validation.required", formField: "password" });
  // Without a password, a recent sign-in confirms it is the player (asked in place, decision 0016).
  if (!credential) requireFreshSession(sessionCreatedAt);
  const result = await auth.api.deleteUser({ body: password ? { password } : {}, headers, asResponse: true });
  if (!result.ok) {
    // Better Auth's refusal in our words; a wrong password is this form's `password` field, so the
    // dialog shows it under the field.
    const body = (await result.json().catch(() => ({}))) as { code?: string };
    const code = authErrorCode(body.code, result.status);
    throw new AppError({
      code,
      status: result.status,
      formField: authErrorField(code, "/delete-user"),
    });
  }
  const response = Response.json({ deleted: true });
  for (const cookie of result.headers.getSetCookie()) response.headers.append("set-cookie", cookie);
  return response;
}
