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

export function TimeZoneSync() {
  const serverZone = useTimeZone();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || zone === serverZone) return;
    setBrowserCookie(TIME_ZONE_COOKIE, zone, CONSENT_COOKIE.maxAgeSeconds);
    refreshPage();
  }, [serverZone]);
  return null;
}
