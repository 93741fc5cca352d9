export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
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
