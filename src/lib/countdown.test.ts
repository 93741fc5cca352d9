import { describe, expect, it } from "vitest";
import { countdown } from "./countdown";

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
