import { describe, expect, it } from "vitest";
import { BONUS_SUGGESTIONS, bonusAnswersInput, groupBonusInput, parseAnswer } from "./bonus";
import { SPORTS } from "./sports";

describe("bonus questions", () => {
  it("suggests per sport: football winner, runner-up and top scorer; F1 both championships; one champion elsewhere", () => {
    expect(Object.fromEntries(SPORTS.map((s) => [s, BONUS_SUGGESTIONS[s].map((q) => q.key)]))).toEqual({
      football: ["winner", "runnerUp", "topScorer"],
      formula1: ["champion", "constructorsChampion"],
      eurovision: ["winner"],
      basketball: ["champion"],
      hockey: ["champion"],
    });
  });

  it("takes an answer only in its question's kind", () => {
    const id = "0f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910";
    expect(parseAnswer("competitor", id)).toBe(id);
    expect(parseAnswer("competitor", "Spain")).toBeNull();
    expect(parseAnswer("name", "  Harry Kane ")).toBe("Harry Kane");
    expect(parseAnswer("name", "   ")).toBeNull();
    expect(parseAnswer("number", 3)).toBe(3);
    expect(parseAnswer("number", 2.5)).toBeNull();
    expect(parseAnswer("number", "3")).toBeNull();
    expect(parseAnswer("yesNo", false)).toBe(false);
    expect(parseAnswer("yesNo", "no")).toBeNull();
  });

  it("refuses points outside 1–50, unknown keys and empty answers", () => {
    expect(groupBonusInput.safeParse({ questions: [{ key: "winner", points: 10 }] }).success).toBe(true);
    expect(groupBonusInput.safeParse({ questions: [{ key: "winner", points: 0 }] }).success).toBe(false);
    expect(groupBonusInput.safeParse({ questions: [{ key: "mvp", points: 5 }] }).success).toBe(false);
    expect(bonusAnswersInput.safeParse({ answers: [] }).success).toBe(false);
  });
});
