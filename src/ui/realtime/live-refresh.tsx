"use client";
import { useEffect } from "react";
import { REALTIME } from "@/lib/constants";
import { refreshPage } from "@/ui/refresh";

/**
 * Keeps a server-rendered page live: listens to /api/events for its topics and re-renders the
 * page (refreshPage) when something changed. Reconnects after 1, 2, 5, then every 10 s (seed §9).
 */
export function LiveRefresh({ topics }: { topics: string[] }) {
  const key = topics.join(",");
  useEffect(() => {
    let source: EventSource | null = null;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let pending: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const refresh = () => {
      // Several events arrive together (a result, then standings): one refresh for all of them.
      clearTimeout(pending);
      pending = setTimeout(() => refreshPage(), 300);
    };
    const connect = () => {
      source = new EventSource(`/api/events?topics=${encodeURIComponent(key)}`);
      source.onopen = () => {
        attempt = 0;
      };
      source.addEventListener("result", refresh);
      source.addEventListener("standings", refresh);
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        const delays = REALTIME.reconnectDelaysMs;
        retry = setTimeout(connect, delays[Math.min(attempt++, delays.length - 1)]);
      };
    };
    connect();
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(retry);
      clearTimeout(pending);
    };
  }, [key]);
  return null;
}
