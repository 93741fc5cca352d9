import { describe, expect, it } from "vitest";
import { competitionKey, competitionOf, SOURCE_COMPETITIONS } from "./competition";

/** A name of a sport without a known competition of that name: the name's own key. */
const competitionKeyOf = (name: string) => competitionOf(name, "basketball");

describe("competitionKeyOf", () => {
  it("gives seasons of one competition one key", () => {
    expect(competitionKeyOf("Formula 1 2025")).toBe("formula-1");
    expect(competitionKeyOf("Formula 1 2026")).toBe("formula-1");
    expect(competitionKeyOf("World Cup 2022")).toBe("world-cup");
    expect(competitionKeyOf("World Cup 2026")).toBe("world-cup");
    expect(competitionKeyOf("English Premier League 2024/25")).toBe("english-premier-league");
    expect(competitionKeyOf("English Premier League 2025/26")).toBe("english-premier-league");
    expect(competitionKeyOf("NHL 2024-2025")).toBe("nhl");
    expect(competitionKeyOf("NHL 2024-25")).toBe("nhl");
    expect(competitionKeyOf("Eurovision Song Contest 2025")).toBe("eurovision-song-contest");
    expect(competitionKeyOf("Coupe de France 23/24")).toBe("coupe-de-france");
  });

  it("keeps numbers that are part of the name and drops accents", () => {
    expect(competitionKeyOf("Formula 1")).toBe("formula-1");
    expect(competitionKeyOf("Ligue 1 Uber Eats 2025")).toBe("ligue-1-uber-eats");
    expect(competitionKeyOf("Süper Lig 2025")).toBe("super-lig");
  });

  it("has no key for a name that is only years or signs", () => {
    expect(competitionKeyOf("2025")).toBeNull();
    expect(competitionKeyOf("—")).toBeNull();
    expect(competitionKeyOf("Кубок 2025")).toBeNull();
  });

  it("keeps a key within the column's format and length", () => {
    const key = competitionKeyOf(`${"a".repeat(63)} b 2025`)!;
    expect(key.length).toBeLessThanOrEqual(64);
    expect(competitionKey.safeParse(key).success).toBe(true);
  });
});

describe("competitionKey", () => {
  it("accepts a slug and refuses anything else", () => {
    expect(competitionKey.parse("Formula-1")).toBe("formula-1");
    expect(competitionKey.safeParse("formula 1").success).toBe(false);
    expect(competitionKey.safeParse("-f1").success).toBe(false);
    expect(competitionKey.safeParse("").success).toBe(false);
  });
});

describe("competitionOf", () => {
  it("names a known competition by its source's key, whatever alias the name uses", () => {
    expect(competitionOf("World Cup 2022", "football")).toBe("fifa-world-cup");
    expect(competitionOf("World Cup 2030", "football")).toBe("fifa-world-cup");
    expect(competitionOf("FIFA World Cup 2034", "football")).toBe("fifa-world-cup");
    expect(competitionOf("English Premier League 2025/26", "football")).toBe("premier-league");
    expect(competitionOf("Premier League 2026/27", "football")).toBe("premier-league");
    expect(competitionOf("Deutsche Bundesliga 2024/25", "football")).toBe("bundesliga");
    expect(competitionOf("Bundesliga 2026/27", "football")).toBe("bundesliga");
    expect(competitionOf("Champions League 2026/27", "football")).toBe("uefa-champions-league");
    expect(competitionOf("F1 2027", "formula1")).toBe("formula-1");
    expect(competitionOf("Formula One 2027", "formula1")).toBe("formula-1");
    expect(competitionOf("Eurovision 2027", "eurovision")).toBe("eurovision-song-contest");
    expect(competitionOf("National Hockey League 2026-27", "hockey")).toBe("nhl");
  });

  it("gives each source's own key back, so an import and a hand-made season meet", () => {
    expect(competitionOf(SOURCE_COMPETITIONS.f1db, "formula1")).toBe(SOURCE_COMPETITIONS.f1db);
    expect(competitionOf(SOURCE_COMPETITIONS.eurovision, "eurovision")).toBe(SOURCE_COMPETITIONS.eurovision);
    expect(competitionOf(SOURCE_COMPETITIONS.nhl, "hockey")).toBe(SOURCE_COMPETITIONS.nhl);
  });

  it("knows aliases per sport: a hockey World Cup is not FIFA's; any other name keeps its own key", () => {
    expect(competitionOf("World Cup 2028", "hockey")).toBe("world-cup");
    expect(competitionOf("F1 2027", "football")).toBe("f1");
    expect(competitionOf("Coupe de France 23/24", "football")).toBe("coupe-de-france");
    expect(competitionOf("2025", "football")).toBeNull();
  });
});
