"use client";
/**
 * Tells the server the browser's time zone (a cookie), so that kickoffs and locks render in the
 * viewer's zone; refreshes once when the zone was unknown or has changed (travel, DST rules).
 */
import { useTimeZone } from "next-intl";
import { useEffect } from "react";
import { setBrowserCookie } from "@/lib/browser-cookies";
import { CONSENT_COOKIE, TIME_ZONE_COOKIE } from "@/lib/constants";
import { refreshPage } from "@/ui/refresh";
import { whenIdle } from "@/ui/when-idle";

/** Temporal where the browser has it (Chromium, Firefox): its answer costs nothing. */
type WithTemporal = { Temporal?: { Now: { timeZoneId(): string } } };

/**
 * The browser's time zone. Without Temporal (Safari), a page's first DateTimeFormat loads the
 * locale's date data: 20–35 ms on a phone (measured at 4× CPU slowdown: 70–135 ms; Temporal 0).
 */
function browserZone(): string | undefined {
  return (globalThis as WithTemporal).Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function TimeZoneSync() {
  const serverZone = useTimeZone();
  useEffect(
    () =>
      // In a task of its own, out of the hydration's (browserZone may take tens of milliseconds).
      whenIdle(() => {
        const zone = browserZone();
        if (!zone || zone === serverZone) return;
        setBrowserCookie(TIME_ZONE_COOKIE, zone, CONSENT_COOKIE.maxAgeSeconds);
        refreshPage();
      }, 2000),
    [serverZone],
  );
  return null;
}
