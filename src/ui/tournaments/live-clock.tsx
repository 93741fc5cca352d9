"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { liveClock, type LiveClock } from "@/lib/live-clock";
import type { Sport } from "@/lib/sports";
import { useServerClock } from "@/ui/server-clock";

const hidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/**
 * A live game's minute ("63′", "45+2′", half-time, a period or quarter), derived from its kickoff on
 * the server's clock (src/lib/live-clock.ts): it starts at the server's reading and runs on by
 * `useServerClock`. A new score comes with the page's refresh after
 * a `result` event (LiveRefresh).
 */
export function LiveClockText({
  sport,
  kickoff,
  knockout,
  level,
  serverNow,
}: {
  sport: Sport;
  kickoff: string;
  knockout: boolean;
  level: boolean;
  serverNow: number;
}) {
  const t = useTranslations("live");
  const [now, setNow] = useState(serverNow);
  const serverClock = useServerClock(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverClock()), 10_000);
    return () => clearInterval(timer);
  }, [serverClock]);
  const clock: LiveClock = liveClock({ sport, kickoff, knockout, level }, now);
  let shown: string;
  let spoken: string | null = null;
  switch (clock.kind) {
    case "minute":
      shown = clock.added
        ? t("added", { minute: clock.minute, added: clock.added })
        : t("minute", { minute: clock.minute });
      spoken = clock.added
        ? t("addedSpoken", { minute: clock.minute, added: clock.added })
        : t("minuteSpoken", { minute: clock.minute });
      break;
    case "period":
      shown = t("period", { period: clock.period });
      break;
    case "quarter":
      shown = t("quarter", { quarter: clock.quarter });
      break;
    default:
      shown = t(clock.kind);
  }
  return (
    <span data-testid="live-clock" suppressHydrationWarning>
      {spoken ? (
        <>
          <span aria-hidden>{shown}</span>
          <span style={hidden}>{spoken}</span>
        </>
      ) : (
        shown
      )}
    </span>
  );
}
