"use client";
/**
 * Keeps open tabs in step: signing in or out, or changing the profile, in one tab refreshes the
 * others (seed §4 session events). A storage event reaches every other tab of the site at once,
 * even when the announcing tab navigates away right after.
 */
import { useEffect } from "react";
import { refreshPage } from "@/ui/refresh";

export type AuthEvent = "signedIn" | "signedOut" | "userUpdated";
const KEY = "callit-auth-event";

/**
 * What a tab keeps for its player (sessionStorage keys under this prefix: the pick sheet's unsaved
 * drafts) belongs to whoever was signed in: a player signing in or out forgets it, in this tab and
 * in the others, so that the next player of a shared browser finds none of it.
 */
export const PLAYER_TAB_KEYS = "callit:";

function forgetPlayerTabData(): void {
  try {
    for (const key of Object.keys(window.sessionStorage)) {
      if (key.startsWith(PLAYER_TAB_KEYS)) window.sessionStorage.removeItem(key);
    }
  } catch {
    // Storage can be off: then nothing was kept.
  }
}

/** Whether an announcement (the stored JSON) says another player may now be at this browser. */
function changesPlayer(announced: string | null): boolean {
  try {
    const event = (JSON.parse(announced ?? "null") as { event?: AuthEvent } | null)?.event;
    return event === "signedIn" || event === "signedOut";
  } catch {
    return false;
  }
}

export function announceAuthChange(event: AuthEvent): void {
  if (event !== "userUpdated") forgetPlayerTabData();
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ event, at: Date.now(), nonce: Math.random() }));
  } catch {
    // Storage can be off (private mode); other tabs then catch up on their next navigation.
  }
}

export function AuthSync() {
  useEffect(() => {
    // An event announced after this page loaded but before this listener existed still counts.
    try {
      const announced = window.localStorage.getItem(KEY);
      const last = JSON.parse(announced ?? "null") as { at?: number } | null;
      if (last?.at && last.at > performance.timeOrigin) {
        if (changesPlayer(announced)) forgetPlayerTabData();
        refreshPage();
      }
    } catch {
      // Unreadable storage: nothing to catch up on.
    }
    const onStorage = (e: StorageEvent) => {
      if (e.key !== KEY) return;
      if (changesPlayer(e.newValue)) forgetPlayerTabData();
      refreshPage();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  return null;
}
