"use client";
/**
 * Snackbars without notistack in the first load (decision 0042): `useSnackbar()` has notistack's
 * shape, and the host that draws them (notistack and its styles, ./snackbar-host.tsx) loads when
 * the browser is idle after the page came up, or at the first message if that is sooner. A
 * message sent before it is there waits in a queue and shows as soon as it is.
 */
import type { OptionsObject, SnackbarKey, SnackbarMessage } from "notistack";
import { useEffect, useState, type ComponentType } from "react";

type Show = (message: SnackbarMessage, options?: OptionsObject) => void;
type Close = (key: SnackbarKey) => void;

const waiting: Parameters<Show>[] = [];
let show: Show | null = null;
let close: Close | null = null;
let requestHost: (() => void) | null = null;

export function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): void {
  if (show) return show(message, options);
  waiting.push([message, options]);
  requestHost?.();
}

/** Takes back the message sent with this `key` (one that no longer holds, such as an earlier save's refusals). */
export function closeSnackbar(key: SnackbarKey): void {
  for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i]![1]?.key === key) waiting.splice(i, 1);
  close?.(key);
}

/** notistack's hook, as the forms use it. */
export function useSnackbar() {
  return { enqueueSnackbar, closeSnackbar };
}

/** Called by the host once mounted: shows what waited, then every message at once. */
export function attachSnackbarHost(next: { show: Show; close: Close } | null): void {
  show = next?.show ?? null;
  close = next?.close ?? null;
  if (next) for (const args of waiting.splice(0)) next.show(...args);
}

/**
 * Where snackbars appear: mounted once, in MUI's page (./mui-theme.tsx). `onDemand`, on a page
 * drawn without MUI (decision 0068): notistack and MUI's theme load at the first message only.
 */
export function SnackbarHost({ onDemand = false }: { onDemand?: boolean }) {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    let done = false;
    const load = () => {
      if (done) return;
      done = true;
      const host = onDemand
        ? import("./snackbar-host-themed").then((m) => m.ThemedNotistackHost)
        : import("./snackbar-host").then((m) => m.NotistackHost);
      void host.then((Loaded) => setHost(() => Loaded));
    };
    requestHost = load;
    if (waiting.length) load();
    if (onDemand)
      return () => {
        requestHost = null;
      };
    // Safari has no requestIdleCallback: a timer instead.
    const idle = typeof requestIdleCallback === "function";
    const handle = idle ? requestIdleCallback(load, { timeout: 4000 }) : window.setTimeout(load, 2000);
    return () => {
      requestHost = null;
      if (idle) cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [onDemand]);
  return Host ? <Host /> : null;
}
