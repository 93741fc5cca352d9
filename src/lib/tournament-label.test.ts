import { describe, expect, it } from "vitest";
import { tournamentLabel } from "./tournament-label";

describe("tournamentLabel", () => {
  it("adds the season to a name that does not say it, so two seasons named alike differ", () => {
    expect(tournamentLabel({ name: "Formula 1", season: "2026" })).toBe("Formula 1 2026");
    expect(tournamentLabel({ name: "Formula 1", season: "2027" })).toBe("Formula 1 2027");
    expect(tournamentLabel({ name: "Premier League", season: "2025/26" })).toBe("Premier League 2025/26");
  });

  it("keeps a name that already says its season as it is", () => {
    expect(tournamentLabel({ name: "World Cup 2022", season: "2022" })).toBe("World Cup 2022");
    expect(tournamentLabel({ name: "Premier League 2025/26", season: "2025/26" })).toBe("Premier League 2025/26");
    expect(tournamentLabel({ name: "NBA Season XI", season: "season xi" })).toBe("NBA Season XI");
  });

  it("is the name when there is no season", () => {
    expect(tournamentLabel({ name: "Formula 1", season: null })).toBe("Formula 1");
    expect(tournamentLabel({ name: "Formula 1" })).toBe("Formula 1");
    expect(tournamentLabel({ name: "Formula 1", season: "  " })).toBe("Formula 1");
  });
});
