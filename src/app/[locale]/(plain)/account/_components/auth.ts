"use client";
import { announceAuthChange } from "@/ui/auth/auth-sync";

/**
 * Signed in (or signed up and in): the other tabs are told, what this tab kept for a player is
 * forgotten (auth-sync), and the browser goes where the visitor was headed with a full navigation,
 * so that every server-rendered part sees the new session.
 */
export function afterSignIn(redirectTo: string): void {
  announceAuthChange("signedIn");
  window.location.assign(redirectTo);
}
