import { describe, expect, it } from "vitest";
import { zoneName } from "./zone-name";

const winter = new Date("2026-12-02T12:00:00Z");
const summer = new Date("2026-07-02T12:00:00Z");

describe("zoneName", () => {
  it("names the zone in the player's language with its offset at that moment", () => {
    expect(zoneName("en", "Europe/Berlin", winter)).toBe("Central European Time (GMT+01:00)");
    expect(zoneName("en", "Europe/Berlin", summer)).toBe("Central European Time (GMT+02:00)");
    expect(zoneName("de", "Europe/Berlin", winter)).toBe("Mitteleuropäische Zeit (GMT+01:00)");
    expect(zoneName("en", "America/New_York", winter)).toBe("Eastern Time (GMT-05:00)");
  });

  it("never shows the id, nor Kyiv's Russian spelling, for either of its ids", () => {
    for (const id of ["Europe/Kiev", "Europe/Kyiv"]) {
      const en = zoneName("en", id, winter);
      const uk = zoneName("uk", id, winter);
      expect(en).toBe("Eastern European Time (GMT+02:00)");
      expect(uk).toBe("за східноєвропейським часом (GMT+02:00)");
      expect(`${en} ${uk}`).not.toMatch(/Kiev|Europe\//);
    }
  });

  it("is the offset for a zone without a name, and the id for one Intl does not know", () => {
    expect(zoneName("en", "Etc/GMT-3", winter)).toBe("GMT+03:00");
    expect(zoneName("en", "Mars/Olympus", winter)).toBe("Mars/Olympus");
  });
});
