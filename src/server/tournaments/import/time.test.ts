import { describe, expect, it } from "vitest";
import { checkTimeZone, formatInstant, parseDate, parseInstant, zonedToUtcMs } from "./time";
import { ImportError } from "./types";

const at = (date: string, hour: number, minute: number, zone: string) =>
  formatInstant(zonedToUtcMs(parseDate(date, "test"), { hour, minute }, zone));

describe("zonedToUtcMs", () => {
  it("converts a local wall time to the UTC instant", () => {
    expect(at("2022-12-18", 18, 0, "Asia/Qatar")).toBe("2022-12-18T15:00:00Z");
    expect(at("2025-08-15", 20, 0, "Europe/London")).toBe("2025-08-15T19:00:00Z");
    expect(at("2025-12-26", 20, 0, "Europe/London")).toBe("2025-12-26T20:00:00Z");
    expect(at("2025-01-10", 19, 0, "America/New_York")).toBe("2025-01-11T00:00:00Z");
    expect(at("2025-03-08", 15, 0, "Australia/Melbourne")).toBe("2025-03-08T04:00:00Z");
  });

  it("is DST-safe: skipped times move forward, repeated times take the earlier instant", () => {
    expect(at("2025-03-30", 1, 30, "Europe/London")).toBe("2025-03-30T01:30:00Z"); // 02:30 BST
    expect(at("2025-03-30", 3, 0, "Europe/London")).toBe("2025-03-30T02:00:00Z");
    expect(at("2025-10-26", 1, 30, "Europe/London")).toBe("2025-10-26T00:30:00Z"); // first 01:30, still BST
    expect(at("2025-10-26", 2, 30, "Europe/London")).toBe("2025-10-26T02:30:00Z");
    expect(at("2025-03-09", 2, 30, "America/New_York")).toBe("2025-03-09T07:30:00Z");
  });
});

describe("checkTimeZone", () => {
  it("accepts IANA names and refuses others", () => {
    expect(checkTimeZone("Asia/Qatar", "options.timeZone")).toBe("Asia/Qatar");
    expect(() => checkTimeZone("Mars/Olympus", "options.timeZone")).toThrow(ImportError);
  });
});

describe("parseInstant", () => {
  it("normalises ISO 8601 date-times with an offset to UTC", () => {
    expect(parseInstant("2025-10-04T19:00:00+02:00", "line 2")).toBe("2025-10-04T17:00:00Z");
    expect(parseInstant("2025-10-04T19:00-0530", "line 2")).toBe("2025-10-05T00:30:00Z");
    expect(parseInstant("2025-10-04T19:00:05.250Z", "line 2")).toBe("2025-10-04T19:00:05Z");
  });

  it("refuses times without an offset and impossible dates", () => {
    for (const text of ["2025-10-04T19:00:00", "2025-10-04", "2025-02-30T19:00Z", "2025-10-04T24:00Z", "tomorrow"]) {
      expect(() => parseInstant(text, "line 2")).toThrow(
        /^line 2: kickoff must be an ISO 8601 date-time with an offset/,
      );
    }
  });
});
