"use client";
import { announceAuthChange } from "@/ui/auth/auth-sync";

/**
 * The auth client with its plugins (Better Auth, passkey, SSO, SIWE…) loads with the first
 * action that needs it, not with the page (decision 0078).
 */
export const loadAuth = () => import("@/ui/auth/auth-client");

/** Signed in: the other tabs are told, and the browser goes where the visitor was headed. */
export async function afterSignIn(redirectTo: string): Promise<void> {
  announceAuthChange("signedIn");
  (await loadAuth()).goAfterSignIn(redirectTo);
}
