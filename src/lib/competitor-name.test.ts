import { describe, expect, it } from "vitest";
import { competitorName, flagOf } from "./competitor-name";

describe("competitorName", () => {
  it("names countries in the viewer's language from their ISO code", () => {
    const germany = { name: "Germany", code: "DE" };
    expect(competitorName(germany, "en")).toBe("Germany");
    expect(competitorName(germany, "de")).toBe("Deutschland");
    expect(competitorName(germany, "uk")).toBe("Німеччина");
  });
  it("keeps club and driver names, unless a translation is given", () => {
    expect(competitorName({ name: "Arsenal FC", code: null }, "de")).toBe("Arsenal FC");
    expect(competitorName({ name: "Bayern", code: null, names: { it: "Bayern Monaco" } }, "it")).toBe("Bayern Monaco");
    // Names given by language serve the regional tag we use (pt-PT reads `pt`).
    expect(competitorName({ name: "Bayern", code: null, names: { pt: "Bayern de Munique" } }, "pt-PT")).toBe("Bayern de Munique");
    // A driver's code is their nationality: it draws the flag, it does not rename them.
    const driver = { name: "Lena Hartmann", code: "DE", kind: "driver" };
    expect(competitorName(driver, "fr")).toBe("Lena Hartmann");
    expect(flagOf(driver.code)).toBe("🇩🇪");
  });
  it("keeps a team's own name when its code is only where it comes from", () => {
    // A club from Germany is not the German national team.
    const club = { name: "Alpha", code: "DE", kind: "team" };
    expect(competitorName(club, "de")).toBe("Alpha");
    expect(competitorName(club, "en")).toBe("Alpha");
    // National teams under the data sources' spellings are named in the viewer's language.
    expect(competitorName({ name: "USA", code: "US", kind: "team" }, "de")).toBe("Vereinigte Staaten");
    expect(competitorName({ name: "Ivory Coast", code: "CI", kind: "team" }, "fr")).toBe("Côte d’Ivoire");
    // A Eurovision entry is its country, whatever name the file gave it.
    expect(competitorName({ name: "UK", code: "GB", kind: "country" }, "it")).toBe("Regno Unito");
  });
  it("draws flags from codes only", () => {
    expect(flagOf("UA")).toBe("🇺🇦");
    expect(flagOf(null)).toBe("");
    expect(flagOf("GB-ENG")).toBe("");
  });
});
