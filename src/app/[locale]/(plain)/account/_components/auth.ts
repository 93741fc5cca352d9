"use client";
import { signedInTarget } from "@/lib/safe-redirect";
import { announceAuthChange } from "@/ui/auth/auth-sync";

/**
 * Signed in (or signed up and in): the other tabs are told, what this tab kept for a player is
 * forgotten (auth-sync), and the browser goes where the visitor was headed with a full navigation,
 * so that every server-rendered part sees the new session. The path goes without its language: the
 * sign-in set the profile's language in the locale cookie, and the proxy answers in it.
 */
export function afterSignIn(redirectTo: string): void {
  announceAuthChange("signedIn");
  window.location.assign(signedInTarget(redirectTo));
}
