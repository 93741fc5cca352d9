import { describe, expect, it } from "vitest";
import { codeOfFlagEmoji, countryCodeOf, countryNameOf, namedPlayerCountries, PLAYER_COUNTRIES } from "./countries";

describe("countries", () => {
  it("maps the spellings our sources use to ISO alpha-2", () => {
    expect(
      [
        "USA",
        "Ivory Coast",
        "Côte d'Ivoire",
        "Bosnia & Herzegovina",
        "Korea Republic",
        "united-kingdom",
        "new-zealand",
      ].map(countryCodeOf),
    ).toEqual(["US", "CI", "CI", "BA", "KR", "GB", "NZ"]);
    expect(countryCodeOf("England")).toBeUndefined();
    expect(countryCodeOf("Arsenal FC")).toBeUndefined();
  });

  it("names codes and reads flag emoji", () => {
    expect([countryNameOf("gb"), countryNameOf("MK"), countryNameOf("ZZ")]).toEqual([
      "United Kingdom",
      "North Macedonia",
      undefined,
    ]);
    expect([codeOfFlagEmoji("🇲🇽"), codeOfFlagEmoji("🏴󠁧󠁢󠁥󠁮󠁧󠁿"), codeOfFlagEmoji("MX")]).toEqual(["MX", undefined, undefined]);
  });
});

describe("namedPlayerCountries", () => {
  it("names every country a player may choose in the language, in its alphabetical order", () => {
    const german = namedPlayerCountries("de");
    expect(german.map((c) => c.code)).toEqual(expect.arrayContaining([...PLAYER_COUNTRIES]));
    expect(german).toHaveLength(PLAYER_COUNTRIES.length);
    expect(german.find((c) => c.code === "AT")?.name).toBe("Österreich");
    // German order, not the code points' (which put Ö after Z).
    expect(german.map((c) => c.name)).toEqual([...german.map((c) => c.name)].sort((a, b) => a.localeCompare(b, "de")));
    expect(german.at(-1)!.name.startsWith("Ö")).toBe(false);
    expect(namedPlayerCountries("uk").find((c) => c.code === "UA")?.name).toBe("Україна");
  });
});
