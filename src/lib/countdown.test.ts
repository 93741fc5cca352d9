import { describe, expect, it } from "vitest";
import { COUNTDOWN_DAYS, countdown, showsLockDate } from "./countdown";

const now = new Date("2026-06-11T12:00:00Z");

describe("countdown", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(countdown("2026-06-13T15:04:05Z", now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdown(new Date(now.getTime() + 59_000), now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
  });

  it("returns null once the target has passed or is now", () => {
    expect(countdown(now, now)).toBeNull();
    expect(countdown("2026-06-11T11:59:59Z", now)).toBeNull();
    expect(countdown("not a date", now)).toBeNull();
  });

  it("is not moved by daylight saving: it counts instants", () => {
    // Europe's clocks went forward on 2026-03-29; 24 real hours are still one day.
    expect(countdown("2026-03-30T00:00:00Z", new Date("2026-03-29T00:00:00Z"))).toEqual({
      days: 1,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
});

describe("showsLockDate", () => {
  const week = COUNTDOWN_DAYS * 86_400_000;

  it("counts down a lock up to a week away, and shows the date of one further off", () => {
    expect(COUNTDOWN_DAYS).toBe(7);
    expect(showsLockDate(now.getTime() + week, now)).toBe(false);
    expect(showsLockDate(now.getTime() + week + 1000, now)).toBe(true);
    expect(showsLockDate(now.getTime() + 486 * 86_400_000, now)).toBe(true);
    expect(showsLockDate(now.getTime() + 60_000, now)).toBe(false);
  });

  it("follows the clock it is given: a far lock comes into the countdown as time passes", () => {
    const lock = "2026-06-18T12:00:01Z";
    expect(showsLockDate(lock, new Date("2026-06-11T12:00:00Z"))).toBe(true);
    expect(showsLockDate(lock, new Date("2026-06-11T12:00:01Z"))).toBe(false);
    expect(countdown(lock, new Date("2026-06-11T12:00:01Z"))).toEqual({ days: 7, hours: 0, minutes: 0, seconds: 0 });
  });

  it("never shows a date for a lock that has passed or a time it cannot read", () => {
    expect(showsLockDate("2026-06-11T11:00:00Z", now)).toBe(false);
    expect(showsLockDate("not a date", now)).toBe(false);
  });
});
