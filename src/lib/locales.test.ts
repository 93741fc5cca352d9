import { describe, expect, it } from "vitest";
import {
  acceptedLocales,
  localeOfPath,
  localeOfTag,
  localePrefix,
  openGraphLocale,
  siteLocaleFor,
  toLocale,
  withoutLocale,
} from "./locales";

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

  it("reads no locale from a name every object has (a header or cookie saying `constructor`)", () => {
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
      expect(toLocale(name), name).toBeUndefined();
      expect(localeOfTag(name), name).toBeUndefined();
      expect(acceptedLocales(name), name).toEqual([]);
    }
  });

  it("writes Open Graph locales as language_TERRITORY", () => {
    expect(openGraphLocale("en")).toBe("en_US");
    expect(openGraphLocale("uk")).toBe("uk_UA");
    expect(openGraphLocale("pt-PT")).toBe("pt_PT");
    expect(openGraphLocale("de")).toBe("de_DE");
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

describe("a site's languages (decision 0013)", () => {
  const german = { locales: ["de", "en"] as const, defaultLocale: "de" as const };

  it("reads Accept-Language by weight, by language, keeping only ours", () => {
    expect(acceptedLocales("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).toEqual(["fr", "en", "de"]);
    expect(acceptedLocales("de;q=0.2, uk-UA;q=0.9, ja")).toEqual(["uk", "de"]);
    expect(acceptedLocales("en;q=0, pt-BR")).toEqual(["pt-PT"]);
    expect(acceptedLocales(null)).toEqual([]);
  });

  it("finds the language a path names and the path without it", () => {
    expect(localeOfPath("/ua/demo-cup")).toBe("uk");
    expect(localeOfPath("/pt")).toBe("pt-PT");
    expect(localeOfPath("/en/account")).toBe("en");
    expect(localeOfPath("/uk/demo-cup")).toBeUndefined();
    expect(localeOfPath("/demo-cup")).toBeUndefined();
    expect(withoutLocale("/ua/demo-cup")).toBe("/demo-cup");
    expect(withoutLocale("/de")).toBe("/");
    expect(withoutLocale("/demo-cup/schedule")).toBe("/demo-cup/schedule");
  });

  it("gives the visitor's own choice, else their browser's first language the site offers, else the site's default", () => {
    expect(siteLocaleFor(german, {})).toBe("de");
    expect(siteLocaleFor(german, { acceptLanguage: "fr, it;q=0.8" })).toBe("de");
    expect(siteLocaleFor(german, { acceptLanguage: "fr, en;q=0.5" })).toBe("en");
    expect(siteLocaleFor(german, { cookie: "en", acceptLanguage: "de" })).toBe("en");
    // A choice the site does not offer does not count.
    expect(siteLocaleFor(german, { cookie: "pl", acceptLanguage: "fr" })).toBe("de");
    expect(siteLocaleFor({ locales: ["uk", "pl"], defaultLocale: "pl" }, { cookie: "ua" })).toBe("uk");
  });
});
