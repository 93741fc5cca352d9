import { describe, expect, it } from "vitest";
import { LOCALES } from "./constants";
import { localeSegment } from "./locales";
import { slugify, slugProblem } from "./slug";

describe("slugProblem", () => {
  it("accepts lower-case words with digits and single dashes", () => {
    for (const slug of ["wc2026", "world-cup-2026", "f1-2025", "esc-2022", "a"]) expect(slugProblem(slug)).toBeNull();
  });

  it("refuses anything else as a format problem", () => {
    for (const slug of ["", "World-Cup", "-cup", "cup-", "cup--2026", "cup_2026", "cup 2026", "ünì", "a".repeat(65)]) {
      expect(slugProblem(slug)).toBe("error.tournament.slugFormat");
    }
  });

  it("never collides with a locale code or a path of ours", () => {
    for (const slug of [
      ...LOCALES.map(localeSegment),
      "ua",
      "pt",
      "uk",
      "account",
      "contact",
      "docs",
      "redirect",
      "api",
      "mailbox",
      "admin",
      "picks",
      "groups",
      "join",
    ]) {
      expect(slugProblem(slug)).toBe("error.tournament.slugReserved");
    }
  });
});

describe("slugify", () => {
  it("makes a valid slug from a name", () => {
    expect(slugify("FIFA World Cup 2026")).toBe("fifa-world-cup-2026");
    expect(slugify("Eurovisión Song Contest — Torino 2022!")).toBe("eurovision-song-contest-torino-2022");
    expect(slugProblem(slugify("  Ligue 1: 2025/26  "))).toBeNull();
  });
});
