import { describe, expect, it } from "vitest";
import { FREE_LIMITS, freeLimitError, PLUS_UNLOCKS, plusRuleOf, underFreeLimit, unlocks } from "./plus";
import { defaultRuleSet } from "./scoring/rule-sets";

describe("Plus and the free limits", () => {
  it("gives a free owner 5 groups per tournament and a free group 50 members", () => {
    expect(FREE_LIMITS).toEqual({ groupsPerTournament: 5, membersPerGroup: 50 });
    expect(underFreeLimit("groupsPerTournament", 4)).toBe(true);
    expect(underFreeLimit("groupsPerTournament", 5)).toBe(false);
    expect(underFreeLimit("membersPerGroup", 49)).toBe(true);
    expect(underFreeLimit("membersPerGroup", 50)).toBe(false);
    expect(freeLimitError("groupsPerTournament")).toMatchObject({
      code: "error.group.limit",
      status: 409,
      params: { max: 5 },
    });
    expect(freeLimitError("membersPerGroup")).toMatchObject({
      code: "error.group.full",
      status: 409,
      params: { max: 50 },
    });
  });

  it("lets the owner's Plus unlock a group's size and rules, and the player's own Plus the rest", () => {
    for (const feature of ["moreGroups", "biggerGroups", "customScoring", "jokers"] as const) {
      expect(unlocks(feature, { owner: true, player: false })).toBe(true);
      expect(unlocks(feature, { owner: false, player: true })).toBe(false);
    }
    for (const feature of ["noAds", "stats", "export", "reminders"] as const) {
      expect(unlocks(feature, { player: true })).toBe(true);
      expect(unlocks(feature, { owner: true, player: false })).toBe(false);
    }
    expect(Object.keys(PLUS_UNLOCKS)).toHaveLength(8);
    expect(unlocks("jokers", {})).toBe(false);
  });

  it("names the first rule of a group that needs Plus: scoring other than the default, then jokers", () => {
    const standard = defaultRuleSet("football", "expert");
    expect(plusRuleOf(standard, standard, false)).toBeNull();
    // The same numbers in another key order are the default still.
    expect(plusRuleOf(standard, Object.fromEntries(Object.entries(standard).reverse()), false)).toBeNull();
    expect(plusRuleOf(standard, standard, true)).toBe("jokers");
    expect(plusRuleOf(standard, { ...standard, exact: 9 }, true)).toBe("scoring");
  });
});
