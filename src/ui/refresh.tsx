"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useTransition } from "react";

/**
 * One refresh of the page's server data at a time: every `router.refresh()` of the app goes through
 * `refreshPage()` (lint refuses it elsewhere). Next 16 answers a refresh that starts while another
 * is still in flight with a full page load: a save's refresh meeting a live result's, or another
 * tab's sign-in, reloaded the pick sheet (8 times in 8 when started together), losing the scroll,
 * the focus and the "saved" message. Asked for while one runs, a refresh runs once after it, so the
 * page still ends with the newest data.
 */
let request: (() => void) | null = null;
let waiting = false;

/** Re-renders the page's server components with fresh data (as `router.refresh()`), never two at once. */
export function refreshPage(): void {
  if (request) request();
  else waiting = true; // before the coordinator mounted: done as it does
}

/** The one place that calls `router.refresh()`: mounted once, in the locale's layout. */
export function RefreshCoordinator() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const busy = useRef(false);
  const again = useRef(false);
  useEffect(() => {
    let guard: ReturnType<typeof setTimeout> | undefined;
    request = () => {
      if (busy.current) {
        again.current = true;
        return;
      }
      busy.current = true;
      // The transition stays pending until the refreshed page has rendered.
      startTransition(() => router.refresh());
      // Never stuck: a refresh that did not settle in 15 s no longer holds the next one back, and
      // one asked for meanwhile runs then (else it would wait for a settling that never comes).
      clearTimeout(guard);
      guard = setTimeout(() => {
        busy.current = false;
        if (again.current) {
          again.current = false;
          request?.();
        }
      }, 15_000);
    };
    if (waiting) {
      waiting = false;
      request();
    }
    return () => {
      request = null;
      clearTimeout(guard);
    };
  }, [router]);
  useEffect(() => {
    if (pending || !busy.current) return;
    busy.current = false;
    if (again.current) {
      again.current = false;
      request?.();
    }
  }, [pending]);
  return null;
}
