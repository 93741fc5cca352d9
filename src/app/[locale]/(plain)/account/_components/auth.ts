"use client";
import { announceAuthChange } from "@/ui/auth/auth-sync";

/**
 * After a sign-in: a full navigation (the auth client's `goAfterSignIn`, loaded already by the
 * action that signed in, decision 0079), so that every server-rendered part sees the new session.
 */
export async function goAfterSignIn(redirectTo: string): Promise<void> {
  (await import("@/ui/auth/auth-client")).goAfterSignIn(redirectTo);
}

/** Signed in: the other tabs are told, and the browser goes where the visitor was headed. */
export async function afterSignIn(redirectTo: string): Promise<void> {
  announceAuthChange("signedIn");
  await goAfterSignIn(redirectTo);
}
