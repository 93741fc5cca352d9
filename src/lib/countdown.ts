export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * How far ahead a lock is counted down: within a week "6 d 23 h" says when; further off a day count
 * ("486 d") says little, so the lock's date and time are shown instead (`showsLockDate`).
 */
export const COUNTDOWN_DAYS = 7;

/**
 * Whether a lock at `target` is more than COUNTDOWN_DAYS away at `now`: shown as its date, not
 * counted down. Decided on the server's clock by the page and by the countdown alike, so that
 * the sentence around it ("lock in …", "lock: …") and the countdown agree.
 */
export function showsLockDate(target: Date | string | number, now: Date | number = Date.now()): boolean {
  const targetMs = new Date(target).getTime();
  const nowMs = typeof now === "number" ? now : now.getTime();
  return targetMs - nowMs > COUNTDOWN_DAYS * 86_400_000;
}

/** Time left until `target`, or null once it has passed (seed §9). */
export function countdown(target: Date | string | number, now: Date | number = Date.now()): Countdown | null {
  const targetMs = new Date(target).getTime();
  const nowMs = typeof now === "number" ? now : now.getTime();
  if (Number.isNaN(targetMs)) return null;
  let left = Math.floor((targetMs - nowMs) / 1000);
  if (left <= 0) return null;
  const days = Math.floor(left / 86_400);
  left -= days * 86_400;
  const hours = Math.floor(left / 3600);
  left -= hours * 3600;
  const minutes = Math.floor(left / 60);
  return { days, hours, minutes, seconds: left - minutes * 60 };
}
