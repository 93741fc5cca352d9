import { describe, expect, it } from "vitest";
import { buildTables, memberStats, rankRows, type MatchdayTally, type Member } from "./standings";

const member = (id: string, joined: number): Member => ({ groupUserId: id, nickname: id.toUpperCase(), joinedAt: new Date(2026, 0, joined) });
const tally = (groupUserId: string, matchday: number, points: number, exact = 0, outcome = 0, played = 1): MatchdayTally => ({ groupUserId, matchday, points, exact, outcome, played });

describe("rankRows", () => {
  it("ranks 1-2-2-4 and orders ties by exact hits, outcomes, then the earlier join", () => {
    const members = [member("a", 1), member("b", 2), member("c", 3), member("d", 4), member("e", 5)];
    const tallies: Record<string, [number, number, number]> = { a: [5, 0, 2], b: [7, 1, 1], c: [5, 1, 0], d: [5, 0, 2], e: [1, 0, 0] };
    const rows = rankRows(members, (id) => {
      const [points, exact, outcome] = tallies[id]!;
      return { points, exact, outcome, played: 2 };
    });
    expect(rows.map((r) => [r.rank, r.groupUserId])).toEqual([
      [1, "b"],
      [2, "c"],
      [2, "a"],
      [2, "d"],
      [5, "e"],
    ]);
  });
});

describe("buildTables", () => {
  const members = [member("ana", 1), member("ben", 2), member("cy", 3)];

  it("adds matchdays into the overall table and reports the movement since the last scored matchday", () => {
    const tallies = [tally("ana", 1, 6, 1), tally("ben", 1, 2), tally("cy", 1, 0), tally("ana", 2, 0), tally("ben", 2, 3), tally("cy", 2, 8, 2)];
    const { overall, matchdays } = buildTables(members, tallies, new Set([1, 2]));
    expect(overall.map((r) => [r.groupUserId, r.rank, r.points, r.movement])).toEqual([
      ["cy", 1, 8, 2],
      ["ana", 2, 6, -1],
      ["ben", 3, 5, -1],
    ]);
    expect(matchdays.map((m) => [m.matchday, m.rows.map((r) => `${r.groupUserId}:${r.points}`), m.winners])).toEqual([
      [1, ["ana:6", "ben:2", "cy:0"], ["ana"]],
      [2, ["cy:8", "ben:3", "ana:0"], ["cy"]],
    ]);
  });

  it("names several winners on a tie, none while the matchday runs, and no movement before a second matchday", () => {
    const tallies = [tally("ana", 1, 3), tally("ben", 1, 3), tally("cy", 1, 1)];
    expect(buildTables(members, tallies, new Set([1])).matchdays[0]!.winners).toEqual(["ana", "ben"]);
    const running = buildTables(members, tallies, new Set());
    expect(running.matchdays[0]!.winners).toEqual([]);
    expect(running.overall.every((r) => r.movement === null)).toBe(true);
  });

  it("lists every member, with zeros, even one who has not picked", () => {
    const { overall } = buildTables(members, [tally("ana", 1, 2)], new Set([1]));
    expect(overall.find((r) => r.groupUserId === "cy")).toMatchObject({ rank: 2, points: 0, played: 0 });
  });

  it("skips matchdays without scored picks (a matchday not played yet has no table)", () => {
    const { matchdays } = buildTables(members, [tally("ana", 3, 0, 0, 0, 0), tally("ana", 1, 2)], new Set([1]));
    expect(matchdays.map((m) => m.matchday)).toEqual([1]);
  });
});

describe("memberStats", () => {
  it("gives each member's hit rates, points per pick and best matchday, in table order", () => {
    const members = [member("ana", 1), member("ben", 2)];
    const tallies = [tally("ana", 1, 6, 1, 1, 2), tally("ana", 2, 6, 1, 1, 2), tally("ben", 1, 2, 0, 1, 2), tally("ben", 2, 0, 0, 0, 2)];
    const stats = memberStats(buildTables(members, tallies, new Set([1, 2])));
    expect(stats).toEqual([
      { groupUserId: "ana", nickname: "ANA", played: 4, exactRate: 0.5, outcomeRate: 0.5, pointsPerPick: 3, bestMatchday: { matchday: 1, points: 6 } },
      { groupUserId: "ben", nickname: "BEN", played: 4, exactRate: 0, outcomeRate: 0.25, pointsPerPick: 0.5, bestMatchday: { matchday: 1, points: 2 } },
    ]);
  });

  it("answers zeros and no best matchday before anything is scored", () => {
    expect(memberStats(buildTables([member("cy", 1)], [], new Set()))).toEqual([
      { groupUserId: "cy", nickname: "CY", played: 0, exactRate: 0, outcomeRate: 0, pointsPerPick: 0, bestMatchday: null },
    ]);
  });
});
