"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { countdown } from "@/lib/countdown";

/** Time left until a lock, ticking each second; the server's first render may differ by a tick. */
export function Countdown({
  target,
  serverNow,
  onPassed,
}: {
  target: string;
  serverNow: number;
  onPassed?: () => void;
}) {
  const t = useTranslations("countdown");
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  const left = countdown(target, now);
  // Whoever shows the countdown learns that the lock was reached (the pick sheet locks the game's row).
  const passed = !left;
  useEffect(() => {
    if (passed) onPassed?.();
  }, [passed, onPassed]);
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
