"use client";
/**
 * Keeps open tabs in step: signing in or out, or changing the profile, in one tab refreshes the
 * others (seed §4 session events). A storage event reaches every other tab of the site at once,
 * even when the announcing tab navigates away right after.
 */
import { useRouter } from "next/navigation";
import { useEffect } from "react";

export type AuthEvent = "signedIn" | "signedOut" | "userUpdated";
const KEY = "callit-auth-event";

export function announceAuthChange(event: AuthEvent): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ event, at: Date.now(), nonce: Math.random() }));
  } catch {
    // Storage can be off (private mode); other tabs then catch up on their next navigation.
  }
}

export function AuthSync() {
  const router = useRouter();
  useEffect(() => {
    // An event announced after this page loaded but before this listener existed still counts.
    try {
      const last = JSON.parse(window.localStorage.getItem(KEY) ?? "null") as { at?: number } | null;
      if (last?.at && last.at > performance.timeOrigin) router.refresh();
    } catch {
      // Unreadable storage: nothing to catch up on.
    }
    const onStorage = (e: StorageEvent) => {
      if (e.key === KEY) router.refresh();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [router]);
  return null;
}
