import { describe, expect, it } from "vitest";
import { offsetMatches, offsetMinutes, timeZoneName, timeZoneOptions, typedOffset } from "./time-zones";

describe("timeZoneName", () => {
  it("shows a zone ICU keeps under an old name by its current one", () => {
    expect(timeZoneName("Europe/Kiev")).toBe("Europe/Kyiv");
    expect(timeZoneName("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(timeZoneName("Asia/Saigon")).toBe("Asia/Ho Chi Minh");
  });

  it("keeps every other zone's id, with spaces for its underscores", () => {
    expect(timeZoneName("Europe/Berlin")).toBe("Europe/Berlin");
    expect(timeZoneName("America/New_York")).toBe("America/New York");
  });

  it("names every zone this runtime lists, each once", () => {
    const zones = Intl.supportedValuesOf("timeZone");
    const names = zones.map(timeZoneName);
    expect(new Set(names).size).toBe(zones.length);
    // Kyiv is findable whichever id the runtime lists it under.
    expect(names).toContain("Europe/Kyiv");
  });
});

describe("timeZoneOptions", () => {
  const WINTER = new Date("2027-01-15T12:00:00Z");
  const SUMMER = new Date("2027-07-15T12:00:00Z");
  const find = (tag: string, at: Date, label: string) =>
    timeZoneOptions(tag, at, null).find((option) => option.label === label);

  it("names each zone in the player's language, with its offset that day", () => {
    expect(find("de", WINTER, "Europe/Lisbon")?.detail).toBe("Westeuropäische Zeit (GMT+00:00) · WEZ");
    expect(find("de", SUMMER, "Europe/Berlin")?.detail).toMatch(/^Mitteleuropäische Zeit \(GMT\+02:00\)/);
    expect(find("de", WINTER, "Europe/Berlin")?.detail).toMatch(/^Mitteleuropäische Zeit \(GMT\+01:00\)/);
    // Where a zone is, in the language: what a Ukrainian player types for Kyiv.
    expect(find("uk", WINTER, "Europe/Kyiv")?.detail).toContain("Україна");
    expect(find("en", WINTER, "Asia/Kolkata")?.detail).toBe("India Standard Time (GMT+05:30) · India Time");
  });

  it("says the new offset from the hour daylight saving time starts, the same day", () => {
    // Europe moves its clocks at 01:00 UTC on 28 March 2027.
    const before = find("en", new Date("2027-03-28T00:30:00Z"), "Europe/Berlin");
    const after = find("en", new Date("2027-03-28T01:30:00Z"), "Europe/Berlin");
    expect(before?.detail).toContain("(GMT+01:00)");
    expect(after?.detail).toContain("(GMT+02:00)");
    // What "UTC+2" finds moves with it: Berlin's offset from the same hour.
    expect([before?.offset, after?.offset]).toEqual([60, 120]);
  });

  it("offers every zone once, UTC among them, by the value the runtime knows it by", () => {
    const options = timeZoneOptions("fr", WINTER, null);
    expect(options.map((o) => o.value)).toEqual([...new Set(options.map((o) => o.value))]);
    expect(options.length).toBe(new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]).size);
    // UTC has no name but its offset, said once.
    expect(options.find((o) => o.value === "UTC")?.detail).toMatch(/^(?:UTC|GMT)[^·]*$/);
  });

  it("offers the player's own zone when the runtime does not list it", () => {
    // Kyiv under either id: one option, the player's.
    for (const id of ["Europe/Kyiv", "Europe/Kiev"]) {
      const kyiv = timeZoneOptions("en", WINTER, id).filter((o) => o.label === "Europe/Kyiv");
      expect(kyiv.map((o) => o.value)).toEqual([id]);
    }
    const own = timeZoneOptions("en", WINTER, "Etc/GMT-14").at(-1);
    expect(own).toEqual({ value: "Etc/GMT-14", label: "Etc/GMT-14", detail: "GMT+14:00", offset: 840 });
  });
});

describe("finding a zone by the offset typed", () => {
  it.each([
    ["UTC+1", 60],
    ["utc +1", 60],
    ["GMT-05:00", -300],
    ["gmt-5", -300],
    ["+5:30", 330],
    ["UTC+0530", 330],
    ["UTC\u22123", -180], // a typographic minus
    ["UTC+0", 0],
    ["UTC+14", 840],
  ])("reads %j as %i minutes", (query, minutes) => {
    expect(typedOffset(query)).toBe(minutes);
    expect(offsetMatches({ offset: minutes }, query)).toBe(true);
    expect(offsetMatches({ offset: minutes + 60 }, query)).toBe(false);
  });

  it.each(["Berlin", "UTC", "GMT", "1", "UTC+1x", "UTC+12345"])("reads %j as no offset", (query) => {
    expect(typedOffset(query)).toBeUndefined();
    // No offset typed: the option's text decides.
    expect(offsetMatches({ offset: 60 }, query)).toBeUndefined();
  });

  it("finds no zone at an offset none has", () => {
    const options = timeZoneOptions("en", new Date("2027-01-15T12:00:00Z"), null);
    for (const query of ["UTC+15", "UTC+1:75", "UTC-13"])
      expect(options.filter((o) => o.offset === typedOffset(query))).toEqual([]);
  });

  it("gives each option its offset at the time the options were made", () => {
    const WINTER = new Date("2027-01-15T12:00:00Z");
    const SUMMER = new Date("2027-07-15T12:00:00Z");
    expect(offsetMinutes("Europe/Berlin", WINTER)).toBe(60);
    expect(offsetMinutes("Europe/Berlin", SUMMER)).toBe(120);
    expect(offsetMinutes("America/New_York", WINTER)).toBe(-300);
    expect(offsetMinutes("Asia/Kolkata", SUMMER)).toBe(330);
    expect(offsetMinutes("UTC", SUMMER)).toBe(0);
    expect(offsetMinutes("Not/A_Zone", SUMMER)).toBe(0);
    const options = timeZoneOptions("en", WINTER, null);
    const atPlusOne = options.filter((o) => o.offset === typedOffset("UTC+1")).map((o) => o.label);
    expect(atPlusOne).toContain("Europe/Berlin");
    expect(atPlusOne).not.toContain("Australia/Brisbane");
    expect(options.find((o) => o.label === "Australia/Brisbane")?.offset).toBe(600);
  });
});
