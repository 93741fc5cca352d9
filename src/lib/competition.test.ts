import { describe, expect, it } from "vitest";
import { competitionKey, competitionKeyOf, openfootballCompetition } from "./competition";

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

describe("openfootballCompetition", () => {
  it("names the competition of openfootball's files, and any other name by its own key", () => {
    expect(openfootballCompetition("World Cup 2022")).toBe("fifa-world-cup");
    expect(openfootballCompetition("English Premier League 2025/26")).toBe("premier-league");
    expect(openfootballCompetition("Deutsche Bundesliga 2024/25")).toBe("bundesliga");
    expect(openfootballCompetition("Coupe de France 23/24")).toBe("coupe-de-france");
    expect(openfootballCompetition("2025")).toBeNull();
  });
});
