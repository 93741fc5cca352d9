"use client";
/**
 * Snackbars, out of the first load (decision 0042): `useSnackbar()` has notistack's shape, and the
 * host that draws them (./snackbar-host.tsx) loads after the page came up (see `SnackbarHost`),
 * or at the first message if that is sooner. A message sent before it is there waits in a queue
 * and shows as soon as it is.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { whenIdle } from "@/ui/when-idle";

export type SnackbarKey = string | number;
export type SnackbarMessage = ReactNode;
export interface SnackbarOptions {
  variant?: "default" | "success" | "error" | "warning" | "info";
  /** A message sent again with the same key replaces the one shown; `closeSnackbar(key)` takes it back. */
  key?: SnackbarKey;
}

type Show = (message: SnackbarMessage, options?: SnackbarOptions) => void;
type Close = (key: SnackbarKey) => void;

/**
 * Messages no host has drawn yet. One the host of a page that went was still showing (a refusal
 * that also reads the page again, which then leads elsewhere) waits with `until`: the next page's
 * host shows it if it comes before then (a page that says nothing more of it), and never later.
 */
const waiting: { args: Parameters<Show>; until?: number }[] = [];
let show: Show | null = null;
let close: Close | null = null;
let requestHost: (() => void) | null = null;

export function enqueueSnackbar(message: SnackbarMessage, options?: SnackbarOptions): void {
  if (show) return show(message, options);
  waiting.push({ args: [message, options] });
  requestHost?.();
}

/** Takes back the message sent with this `key` (one that no longer holds, such as an earlier save's refusals). */
export function closeSnackbar(key: SnackbarKey): void {
  for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i]!.args[1]?.key === key) waiting.splice(i, 1);
  close?.(key);
}

/** notistack's hook, as the forms use it. */
export function useSnackbar() {
  return { enqueueSnackbar, closeSnackbar };
}

/**
 * Called by the host once mounted: shows what waited, then every message at once. Called with
 * null as it goes, with the messages it was still showing (`left`, each with the time it had
 * left): they wait for the next host, which shows them within that time or never.
 */
export function attachSnackbarHost(
  next: { show: Show; close: Close } | null,
  left: readonly { args: Parameters<Show>; ms: number }[] = [],
): void {
  show = next?.show ?? null;
  close = next?.close ?? null;
  if (next) {
    const now = Date.now();
    for (const { args, until } of waiting.splice(0)) if (until === undefined || until > now) next.show(...args);
  } else {
    waiting.push(...left.map(({ args, ms }) => ({ args, until: Date.now() + ms })));
  }
}

/** What a player does first on a page: typing, a tap or click, a key. */
const FIRST_ACTS = ["input", "pointerdown", "keydown"] as const;

/**
 * Where snackbars appear: mounted once per page. `onDemand` (the pages, decision 0068): the host
 * loads at the player's first act on the page (a message only ever answers one), so that it is
 * here when the answer comes even if the connection has gone meanwhile (a save on a weak signal
 * says "No connection"), or at the first message if that is sooner. Without it, when the browser
 * is idle (a dialog's own host). A load that fails is tried again at the next message.
 */
export function SnackbarHost({ onDemand = false }: { onDemand?: boolean }) {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    let done = false;
    const load = () => {
      if (done) return;
      done = true;
      void import("./snackbar-host").then(
        (m) => setHost(() => m.PlainSnackbarHost),
        () => {
          done = false;
        },
      );
    };
    requestHost = load;
    if (waiting.length) load();
    if (onDemand) {
      for (const type of FIRST_ACTS) document.addEventListener(type, load, { capture: true, passive: true });
      return () => {
        requestHost = null;
        for (const type of FIRST_ACTS) document.removeEventListener(type, load, { capture: true });
      };
    }
    const cancel = whenIdle(load, 4000);
    return () => {
      requestHost = null;
      cancel();
    };
  }, [onDemand]);
  return Host ? <Host /> : null;
}
