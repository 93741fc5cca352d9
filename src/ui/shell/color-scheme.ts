"use client";
/**
 * The colour scheme (decision 0065): light, dark or the device's choice, kept in local storage
 * under MUI's key (players' earlier choices hold), drawn as the `light` or `dark` class on <html>
 * that ./color-scheme-script.tsx sets before the first paint and the theme's CSS variables follow.
 * Another tab's change arrives as a `storage` event.
 */
import { useEffect, useSyncExternalStore } from "react";
import { COLOR_SCHEME_STORAGE_KEY } from "@/lib/constants";

export type ColorMode = "light" | "dark" | "system";
const MODES: readonly ColorMode[] = ["light", "dark", "system"];

const listeners = new Set<() => void>();

function readMode(): ColorMode {
  try {
    const stored = localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
    return MODES.includes(stored as ColorMode) ? (stored as ColorMode) : "system";
  } catch {
    return "system";
  }
}

const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");

function draw(mode: ColorMode) {
  const dark = mode === "dark" || (mode === "system" && darkQuery().matches);
  const classes = document.documentElement.classList;
  classes.remove("light", "dark");
  classes.add(dark ? "dark" : "light");
}

export function setColorMode(mode: ColorMode) {
  try {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, mode);
  } catch {
    // Storage refused (private mode): the choice holds for this page.
  }
  draw(mode);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_SCHEME_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The chosen mode (undefined on the server and while hydrating). */
export function useColorMode(): ColorMode | undefined {
  return useSyncExternalStore(subscribe, readMode, () => undefined);
}

/**
 * Keeps the class on <html> right, in the providers of every page (MUI's provider did it on every
 * page before): drawn again once hydrated (a page React renders anew in the browser, such as a
 * not-found page, loses the class the script set), and following the device's scheme in "system".
 */
export function useColorSchemeClass(): void {
  const mode = useColorMode();
  useEffect(() => {
    if (!mode) return;
    draw(mode);
    if (mode !== "system") return;
    const query = darkQuery();
    const follow = () => draw("system");
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [mode]);
}
