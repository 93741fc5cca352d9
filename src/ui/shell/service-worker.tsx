"use client";
import { useEffect } from "react";

/** Registers the service worker (public/sw.js) after the page has loaded; off in development, where it would cache a changing app. */
export function ServiceWorker({ enabled, locale }: { enabled: boolean; locale: string }) {
  useEffect(() => {
    if (!enabled || !("serviceWorker" in navigator)) return;
    const register = () => navigator.serviceWorker.register(`/sw.js?locale=${locale}`, { scope: "/" }).catch(() => undefined);
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, [enabled, locale]);
  return null;
}
