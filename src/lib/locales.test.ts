import { describe, expect, it } from "vitest";
import { localeOfTag, localePrefix, toLocale } from "./locales";

describe("locales: ids are language tags, URLs keep the seed's segments", () => {
  it("reads the former ids ua and pt from old data as uk and pt-PT", () => {
    expect(toLocale("ua")).toBe("uk");
    expect(toLocale("pt")).toBe("pt-PT");
    expect(toLocale("uk")).toBe("uk");
    expect(toLocale("pt-pt")).toBe("pt-PT");
    expect(toLocale("de")).toBe("de");
    expect(toLocale("xx")).toBeUndefined();
    expect(toLocale(undefined)).toBeUndefined();
  });

  it("finds the locale of a browser's language tag", () => {
    expect(localeOfTag("uk-UA")).toBe("uk");
    expect(localeOfTag("pt-BR")).toBe("pt-PT");
    expect(localeOfTag("de-AT")).toBe("de");
    expect(localeOfTag("ja")).toBeUndefined();
  });

  it("puts Ukrainian under /ua and Portuguese under /pt", () => {
    expect(localePrefix("en")).toBe("");
    expect(localePrefix("uk")).toBe("/ua");
    expect(localePrefix("pt-PT")).toBe("/pt");
    expect(localePrefix("de")).toBe("/de");
  });
});
