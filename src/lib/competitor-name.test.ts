import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import path from "node:path";
import { competitorName, flagOf } from "./competitor-name";
import { COUNTRY_CODES, FLAG_CODES } from "./countries";

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
    expect(competitorName({ name: "Bayern", code: null, names: { pt: "Bayern de Munique" } }, "pt-PT")).toBe(
      "Bayern de Munique",
    );
    // A driver's code is their nationality: it draws the flag, it does not rename them.
    const driver = { name: "Lena Hartmann", code: "DE", kind: "driver" };
    expect(competitorName(driver, "fr")).toBe("Lena Hartmann");
    expect(flagOf(driver.code, "fr")).toEqual({ code: "de", name: "Allemagne" });
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
  it("draws the flags we ship, named in the page's language", () => {
    expect(flagOf("UA", "uk")).toEqual({ code: "ua", name: "Україна" });
    expect(flagOf("UA", "pt-PT")).toEqual({ code: "ua", name: "Ucrânia" });
    expect(flagOf(null, "en")).toBeNull();
    expect(flagOf("GB-ENG", "en")).toBeNull();
    // Withdrawn codes have no flag of their own; a code outside our table has no file.
    expect(flagOf("YU", "en")).toBeNull();
    expect(flagOf("ZZ", "en")).toBeNull();
  });
  it("ships a flag for every code of our table but the withdrawn ones", () => {
    const shipped = readdirSync(path.join(process.cwd(), "public/flags"))
      .filter((f) => f.endsWith(".svg"))
      .map((f) => f.replace(/\.svg$/, "").toUpperCase());
    expect(shipped.sort()).toEqual([...FLAG_CODES].sort());
    expect(FLAG_CODES).toEqual(COUNTRY_CODES.filter((c) => c !== "CS" && c !== "YU"));
  });
});
