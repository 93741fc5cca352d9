"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { countdown, showsLockDate } from "@/lib/countdown";
import { useServerClock } from "@/ui/server-clock";

/**
 * Time left until a lock, ticking each second on the server's clock (`useServerClock`: a device
 * clock set wrong does not count it); the server's first render may differ by a tick. A
 * lock more than a week away (`showsLockDate`, on the server's clock as the sentence around it)
 * is shown as its date and time in the viewer's language and zone instead, with its year when it
 * is not this year's: its sentence is the "…At" message (`home.nextLockAt`), not the "…In" one.
 * That date comes written by the server (`dateText`, `formatKickoff`): a page's first date format
 * would cost a phone 20–35 ms of its hydration (Intl loads the language's data). Server-drawn
 * pages use `LockCountdown`, which writes it.
 */
export function Countdown({
  target,
  serverNow,
  onPassed,
  dateText,
}: {
  target: string;
  serverNow: number;
  onPassed?: () => void;
  dateText: string;
}) {
  const t = useTranslations("countdown");
  const asDate = showsLockDate(target, serverNow);
  const [now, setNow] = useState(serverNow);
  const clock = useServerClock(serverNow);
  useEffect(() => {
    if (asDate) return;
    const tick = () => setNow(clock());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [asDate, clock]);
  const left = countdown(target, now);
  // Whoever shows the countdown learns that the lock was reached (the pick sheet locks the game's row).
  const passed = !left;
  useEffect(() => {
    if (passed) onPassed?.();
  }, [passed, onPassed]);
  if (asDate) {
    return (
      <time dateTime={target} style={{ whiteSpace: "nowrap" }}>
        {dateText}
      </time>
    );
  }
  const text = !left
    ? t("passed")
    : left.days > 0
      ? t("days", { ...left })
      : left.hours > 0
        ? t("hours", { ...left })
        : t("minutes", { ...left });
  return (
    <time dateTime={target} suppressHydrationWarning style={{ whiteSpace: "nowrap" }}>
      {text}
    </time>
  );
}
