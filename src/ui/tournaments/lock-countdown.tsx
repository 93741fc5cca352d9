import { getFormatter } from "next-intl/server";
import { showsLockDate } from "@/lib/countdown";
import { formatKickoff } from "@/lib/kickoff-format";
import { Countdown } from "./countdown";

/**
 * A lock's countdown on a server-drawn page: a lock more than a week away (`showsLockDate`) is its
 * date, written here with no script; a nearer one is `Countdown`, ticking in the browser.
 */
export async function LockCountdown({ target, now }: { target: Date; now: number }) {
  if (!showsLockDate(target, now)) return <Countdown target={target.toISOString()} serverNow={now} />;
  const format = await getFormatter();
  return (
    <time dateTime={target.toISOString()} style={{ whiteSpace: "nowrap" }}>
      {formatKickoff(format, target, now)}
    </time>
  );
}
