"use client";
/**
 * Better Auth's browser client with its plugins (passkey, two-factor, magic link, codes, wallet,
 * SSO: about 17 kB gzip) loads at the first action that needs it, a click or a submit, not with
 * the page that offers it. A lost connection while loading is our `error.network`, as a lost
 * request is.
 */
import { AppError } from "@/lib/errors";
import type { AuthClient } from "./auth-client";
import { unwrap } from "./unwrap";

export { unwrap };

export async function loadAuthClient(locale: string): Promise<AuthClient> {
  let loaded: typeof import("./auth-client");
  try {
    loaded = await import("./auth-client");
  } catch {
    throw new AppError({ code: "error.network" });
  }
  return loaded.getAuthClient(locale);
}
