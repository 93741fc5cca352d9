import "server-only";
import { AppError } from "@/lib/errors";

/** How recent a sign-in must be for the actions that ask for one (decision 0016). */
export const FRESH_SECONDS = 10 * 60;

/** Refuses with `error.auth.freshSessionRequired` (the settings page then asks in place) unless the session is fresh. */
export function requireFreshSession(sessionCreatedAt: Date): void {
  if (Date.now() - sessionCreatedAt.getTime() >= FRESH_SECONDS * 1000)
    throw new AppError({ code: "error.auth.freshSessionRequired" });
}
