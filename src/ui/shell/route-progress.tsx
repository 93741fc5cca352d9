"use client";
/**
 * The route-change loading bar and content fade (seed §4): a navigation starts when a same-site
 * link is followed or history moves, completes when the new path renders, and fails when the
 * page's error boundary reports it.
 */
import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import styles from "./shell.module.css";

type Phase = "idle" | "loading" | "error";

// An indeterminate bar drawn with CSS (./shell.module.css): MUI's LinearProgress would ship with every page (decision 0041).

let phase: Phase = "idle";
let failTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setPhase(next: Phase) {
  if (phase === next) return;
  phase = next;
  listeners.forEach((l) => l());
}

export const routeProgress = {
  start: () => setPhase("loading"),
  complete: () => setPhase("idle"),
  fail: () => {
    setPhase("error");
    clearTimeout(failTimer);
    failTimer = setTimeout(() => setPhase("idle"), 1500);
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function usePhase(): Phase {
  return useSyncExternalStore(
    subscribe,
    () => phase,
    () => "idle",
  );
}

function isNavigationClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

/** Watches navigations; mounted once in the root layout. */
export function RouteProgressWatcher() {
  const pathname = usePathname();
  useEffect(() => {
    routeProgress.complete();
  }, [pathname]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isNavigationClick(event)) routeProgress.start();
    };
    const onPopState = () => routeProgress.start();
    // Capture phase: Next's <Link> prevents the default in its own (bubbling) handler, so a
    // bubbling listener would see every client-side navigation as already handled.
    document.addEventListener("click", onClick, { capture: true });
    window.addEventListener("popstate", onPopState);
    return () => {
      document.removeEventListener("click", onClick, { capture: true });
      window.removeEventListener("popstate", onPopState);
    };
  }, []);
  return null;
}

/** The bar: across the top of the window, or centred in the page for SimpleLayout. */
export function RouteProgressBar({ centered = false }: { centered?: boolean }) {
  const current = usePhase();
  const t = useTranslations("a11y");
  if (current === "idle") return null;
  return (
    <div className={centered ? styles.progressCentered : styles.progress}>
      <div
        role="progressbar"
        aria-label={t("loading")}
        data-testid="route-progress"
        data-phase={current}
        className={styles.bar}
      />
    </div>
  );
}

/** Dims the content while a navigation is under way, and fades it back in when it completes. */
export function ContentFade({ children }: { children: ReactNode }) {
  const current = usePhase();
  return (
    <div className={styles.fade} data-loading={current === "loading"}>
      {children}
    </div>
  );
}
