import "server-only";
import { getDb } from "@/db";
import { AppError } from "@/lib/errors";
import { authFor } from "./auth";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
  role: "player" | "admin";
  locale: string;
  timeZone: string | null;
  /** ISO 3166-1 alpha-2, or null (the world table's country, decision 0048). */
  country: string | null;
  twoFactorEnabled: boolean;
}

export interface CurrentSession {
  user: SessionUser;
  session: { id: string; createdAt: Date; expiresAt: Date };
}

/** The signed-in user of a request, or null. */
export async function getSession(headers: Headers): Promise<CurrentSession | null> {
  const auth = authFor(await getDb());
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  const u = result.user as unknown as Record<string, unknown>;
  return {
    user: {
      id: String(u.id),
      email: String(u.email),
      name: String(u.name),
      image: (u.image as string | null) ?? null,
      emailVerified: Boolean(u.emailVerified),
      role: u.role === "admin" ? "admin" : "player",
      locale: String(u.locale ?? "en"),
      timeZone: (u.timeZone as string | null) ?? null,
      country: (u.country as string | null) ?? null,
      twoFactorEnabled: Boolean(u.twoFactorEnabled),
    },
    session: { id: result.session.id, createdAt: result.session.createdAt, expiresAt: result.session.expiresAt },
  };
}

/** First line of anything that needs a player: 401 `error.auth.required` otherwise. */
export async function requireUser(headers: Headers): Promise<CurrentSession> {
  const current = await getSession(headers);
  if (!current) throw new AppError({ code: "error.auth.required" });
  return current;
}

/** 401 for the anonymous, 403 `error.forbidden` for players. */
export async function requireAdmin(headers: Headers): Promise<CurrentSession> {
  const current = await requireUser(headers);
  if (current.user.role !== "admin") throw new AppError({ code: "error.forbidden" });
  return current;
}
