import { createFormatter } from "next-intl";
import { describe, expect, it } from "vitest";
import { formatKickoff } from "./kickoff-format";

const formatter = (locale: string, timeZone = "UTC") => createFormatter({ locale, timeZone });
const now = new Date("2026-12-02T14:00:00Z");

describe("formatKickoff", () => {
  it("leaves out the year of a kickoff in this year", () => {
    const text = formatKickoff(formatter("en"), "2026-12-05T15:50:00Z", now);
    expect(text).toBe("Sat, Dec 5, 3:50 PM");
    expect(text).not.toContain("2026");
  });

  it("gives the year of a kickoff in another year, before or after, in the viewer's language", () => {
    expect(formatKickoff(formatter("en"), new Date("2028-04-01T15:50:00Z"), now)).toBe("Sat, Apr 1, 2028, 3:50 PM");
    expect(formatKickoff(formatter("en"), "2025-04-01T15:50:00Z", now.getTime())).toContain("2025");
    expect(formatKickoff(formatter("de"), "2028-04-01T15:50:00Z", now)).toContain("2028");
    expect(formatKickoff(formatter("de"), "2026-12-05T15:50:00Z", now)).not.toContain("2026");
  });

  it("writes the hour as the language's clock does: 8:05 PM in English, 08:05 in German and Ukrainian", () => {
    const morning = "2026-12-05T08:05:00Z";
    expect(formatKickoff(formatter("en"), morning, now)).toBe("Sat, Dec 5, 8:05 AM");
    expect(formatKickoff(formatter("de"), morning, now)).toBe("Sa., 5. Dez., 08:05");
    expect(formatKickoff(formatter("uk"), "2026-12-05T18:05:00Z", now)).toContain("18:05");
    expect(formatKickoff(formatter("uk"), morning, now)).toContain("08:05");
  });

  it("compares the years in the viewer's zone, not UTC's", () => {
    // New Year in UTC, still New Year's Eve in New York.
    const kickoff = "2027-01-01T02:00:00Z";
    expect(formatKickoff(formatter("en", "America/New_York"), kickoff, now)).toBe("Thu, Dec 31, 9:00 PM");
    expect(formatKickoff(formatter("en", "UTC"), kickoff, now)).toContain("2027");
  });
});
