import { describe, expect, it } from "vitest";
import { timeZoneName } from "./time-zones";

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
