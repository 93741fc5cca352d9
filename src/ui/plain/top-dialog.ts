"use client";
/**
 * The modal dialogs open now (./dialog.tsx), the last opened on top. While one is open the rest of
 * the page is inert and under its backdrop: what must still be seen and read out then (the
 * snackbars, ../snackbar-host.tsx) draws inside the top one.
 */
import { useSyncExternalStore } from "react";

const open: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

export function dialogOpened(dialog: HTMLDialogElement) {
  if (!open.includes(dialog)) open.push(dialog);
  listeners.forEach((l) => l());
}

export function dialogClosed(dialog: HTMLDialogElement) {
  const at = open.indexOf(dialog);
  if (at >= 0) open.splice(at, 1);
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The modal dialog on top, or null when none is open (and on the server). */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => open.at(-1) ?? null,
    () => null,
  );
}
