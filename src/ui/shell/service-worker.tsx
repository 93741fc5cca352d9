"use client";
import { useEffect } from "react";
import type { Locale } from "@/lib/constants";
import { localeSegment } from "@/lib/locales";

/**
 * Registers the service worker (public/sw.js) after the page has loaded; off in development, where it would cache a changing app.
 * The worker knows languages by their URL segment (`ua`, `pt`), as it sees them in paths.
 */
export function ServiceWorker({ enabled, locale }: { enabled: boolean; locale: string }) {
  useEffect(() => {
    if (!enabled || !("serviceWorker" in navigator)) return;
    const register = () =>
      navigator.serviceWorker
        .register(`/sw.js?locale=${localeSegment(locale as Locale)}`, { scope: "/" })
        .catch(() => undefined);
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, [enabled, locale]);
  return null;
}
