"use client";
import { useEffect } from "react";
import type { Locale } from "@/lib/constants";
import { localeSegment } from "@/lib/locales";

/**
 * This browser's registration of our service worker (public/sw.js), registered if it is not yet.
 * It is registered once, in the language the app was first opened in (`/sw.js?locale=de` caches
 * that language's offline page at install); other languages' offline pages are cached as they are
 * visited. Registering again under another language's address would install a new worker on every
 * language switch, and a page navigated to while the new worker takes over can hang.
 */
export async function serviceWorkerRegistration(locale: string): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  if (existing) return existing;
  await navigator.serviceWorker.register(`/sw.js?locale=${localeSegment(locale as Locale)}`, { scope: "/" });
  return navigator.serviceWorker.ready;
}

/**
 * Registers the service worker after the page has loaded; off in development, where it would cache a changing app.
 * The worker knows languages by their URL segment (`ua`, `pt`), as it sees them in paths.
 */
export function ServiceWorker({ enabled, locale }: { enabled: boolean; locale: string }) {
  useEffect(() => {
    if (!enabled || !("serviceWorker" in navigator)) return;
    const register = () => void serviceWorkerRegistration(locale).catch(() => undefined);
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, [enabled, locale]);
  return null;
}
