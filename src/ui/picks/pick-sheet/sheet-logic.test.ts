import { describe, expect, it } from "vitest";
import { blank, complete, MAX_PICK_SCORE, restorableDraft, steppedScore, typedScore } from "./sheet-logic";

describe("complete", () => {
  it("needs both scores of a score pick", () => {
    expect(complete({ home: 2, away: 1 })).toBe(true);
    expect(complete({ home: 0, away: 0 })).toBe(true);
    expect(complete({ home: 2, away: null })).toBe(false);
    expect(complete({ home: null, away: null })).toBe(false);
  });
  it("needs someone in a ranking or among the qualifiers, or an outcome", () => {
    expect(complete({ ranking: ["a"] })).toBe(true);
    expect(complete({ ranking: [] })).toBe(false);
    expect(complete({ qualifiers: ["a", "b"] })).toBe(true);
    expect(complete({ qualifiers: [] })).toBe(false);
    expect(complete({ outcome: "draw" })).toBe(true);
    expect(complete({})).toBe(false);
    expect(complete(null)).toBe(false);
  });
});

describe("blank", () => {
  it("is a score pick with both boxes empty, not one with one score", () => {
    expect(blank({ home: null, away: null })).toBe(true);
    expect(blank({ home: 1, away: null })).toBe(false);
    expect(blank({ home: 1, away: 0 })).toBe(false);
  });
  it("is any other pick not finished", () => {
    expect(blank({ ranking: [] })).toBe(true);
    expect(blank({ outcome: "home" })).toBe(false);
  });
});

describe("typedScore", () => {
  it("keeps digits only, the first three (a fourth is not taken), and never more than the maximum", () => {
    expect(typedScore("")).toBeNull();
    expect(typedScore("abc")).toBeNull();
    expect(typedScore("03")).toBe(3);
    expect(typedScore("2a")).toBe(2);
    expect(typedScore("1234")).toBe(123);
    expect(typedScore("1000")).toBe(100);
    expect(typedScore("999")).toBe(MAX_PICK_SCORE);
    expect(typedScore("-1")).toBe(1);
  });
});

describe("steppedScore", () => {
  it("starts an empty box at 0 either way and stays within 0 and the maximum", () => {
    expect(steppedScore(null, true)).toBe(0);
    expect(steppedScore(null, false)).toBe(0);
    expect(steppedScore(3, true)).toBe(4);
    expect(steppedScore(3, false)).toBe(2);
    expect(steppedScore(0, false)).toBe(0);
    expect(steppedScore(MAX_PICK_SCORE, true)).toBe(MAX_PICK_SCORE);
  });
});

describe("restorableDraft", () => {
  const games = [
    { id: "open", locked: false, pick: null },
    { id: "stored", locked: false, pick: { home: 1, away: 0 } },
    { id: "locked", locked: true, pick: null },
  ];
  it("brings back what was typed for open games of the sheet, unlike what is stored", () => {
    expect(
      restorableDraft(
        { open: { home: 2, away: 1 }, stored: { away: 0, home: 1 }, locked: { home: 0, away: 0 }, gone: { home: 3 } },
        games,
      ),
    ).toEqual({ open: { home: 2, away: 1 } });
    expect(restorableDraft({ stored: { home: 2, away: 0 } }, games)).toEqual({ stored: { home: 2, away: 0 } });
  });
  it("ignores what is not a draft", () => {
    expect(restorableDraft(null, games)).toEqual({});
    expect(restorableDraft([1, 2], games)).toEqual({});
    expect(restorableDraft({ open: 3 }, games)).toEqual({});
  });
});
