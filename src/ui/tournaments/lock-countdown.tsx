import { getFormatter } from "next-intl/server";
import { formatKickoff } from "@/lib/kickoff-format";
import { Countdown } from "./countdown";

/**
 * A lock's countdown on a server-drawn page: `Countdown` with the lock's date written here, in the
 * viewer's language and zone (shown when the lock is more than a week away), so that the browser
 * formats no date while it hydrates.
 */
export async function LockCountdown({ target, now }: { target: Date; now: number }) {
  const format = await getFormatter();
  return <Countdown target={target.toISOString()} serverNow={now} dateText={formatKickoff(format, target, now)} />;
}
