"use client";
import { useCallback, useMemo } from "react";

/** Within this, the browser's own clock is kept: the difference is then mostly the page's way here. */
const TRUSTED_SKEW_MS = 60_000;

/**
 * How far the browser's clock is behind the server's, from `serverNow` (the server's clock when it
 * drew the page). A device clock set wrong (a phone three hours fast) would otherwise count a lock
 * down wrongly and close a game the server still takes. Within a minute the browser's own clock is
 * kept: the page's way from the server is most of such a difference.
 */
export function clockSkew(serverNow: number, browserNow: number): number {
  const skew = serverNow - browserNow;
  return Math.abs(skew) > TRUSTED_SKEW_MS ? skew : 0;
}

/**
 * The server's time as the browser can tell it, read at each tick: the one clock of the countdowns,
 * the pick sheet's locks and the live minute.
 */
export function useServerClock(serverNow: number): () => number {
  // eslint-disable-next-line react-hooks/purity -- the browser's clock at the page's arrival is the measurement
  const skew = useMemo(() => clockSkew(serverNow, Date.now()), [serverNow]);
  return useCallback(() => Date.now() + skew, [skew]);
}
