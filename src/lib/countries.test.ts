import { describe, expect, it } from "vitest";
import { codeOfFlagEmoji, countryCodeOf, countryNameOf } from "./countries";

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
