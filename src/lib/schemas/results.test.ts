import { describe, expect, it } from "vitest";
import { checkResult } from "./results";

const group = { knockout: false, stage: null, entrantIds: null };
const knockout = { knockout: true, stage: "final", entrantIds: null };
const ids = [
  "11111111-1111-4111-8111-111111111111",
  "22222222-2222-4222-8222-222222222222",
  "33333333-3333-4333-8333-333333333333",
];
const race = { knockout: false, stage: "race", entrantIds: ids };

const refusedWith = (fn: () => unknown, code: string) => expect(fn).toThrowError(expect.objectContaining({ code }));

describe("checkResult", () => {
  it("takes a football score, and extra time and penalties only in a knockout draw", () => {
    expect(checkResult("football", group, { home: 2, away: 2 })).toEqual({ home: 2, away: 2 });
    expect(
      checkResult("football", knockout, {
        home: 2,
        away: 2,
        extraTime: { home: 3, away: 3 },
        penalties: { home: 4, away: 2 },
      }),
    ).toMatchObject({ penalties: { home: 4, away: 2 } });
    refusedWith(
      () => checkResult("football", group, { home: 1, away: 1, penalties: { home: 4, away: 3 } }),
      "error.result.knockoutOnly",
    );
    refusedWith(
      () => checkResult("football", knockout, { home: 2, away: 1, extraTime: { home: 2, away: 1 } }),
      "error.result.extraTimeAfterDraw",
    );
    refusedWith(
      () => checkResult("football", knockout, { home: 1, away: 1, extraTime: { home: 0, away: 1 } }),
      "error.result.extraTimeCumulative",
    );
    refusedWith(
      () => checkResult("football", knockout, { home: 1, away: 1, penalties: { home: 4, away: 4 } }),
      "error.result.penaltiesDraw",
    );
    refusedWith(
      () =>
        checkResult("football", knockout, {
          home: 1,
          away: 1,
          extraTime: { home: 2, away: 1 },
          penalties: { home: 4, away: 3 },
        }),
      "error.result.penaltiesAfterDraw",
    );
    refusedWith(() => checkResult("football", group, { home: -1, away: 0 }), "error.result.invalid");
    refusedWith(() => checkResult("football", group, { home: 1.5, away: 0 }), "error.result.invalid");
  });

  it("never takes a score without both sides for a result (no 0–0 by default), in every sport with scores", () => {
    for (const sport of ["football", "hockey", "basketball"] as const) {
      refusedWith(() => checkResult(sport, group, {}), "error.result.scoresMissing");
      refusedWith(() => checkResult(sport, group, null), "error.result.scoresMissing");
      refusedWith(() => checkResult(sport, group, { home: null, away: null }), "error.result.scoresMissing");
      refusedWith(() => checkResult(sport, group, { home: 3, away: null }), "error.result.scoresMissing");
    }
  });

  it("knows hockey never ends drawn and overtime is won by one goal", () => {
    expect(checkResult("hockey", group, { home: 3, away: 2, decidedIn: "overtime" })).toEqual({
      home: 3,
      away: 2,
      decidedIn: "overtime",
    });
    refusedWith(
      () => checkResult("hockey", group, { home: 2, away: 2, decidedIn: "regulation" }),
      "error.result.drawNotAllowed",
    );
    refusedWith(
      () => checkResult("hockey", group, { home: 5, away: 2, decidedIn: "shootout" }),
      "error.result.overtimeMargin",
    );
    // Imported data may not know how a one-goal game was decided.
    expect(checkResult("hockey", group, { home: 3, away: 2 })).toEqual({ home: 3, away: 2 });
    refusedWith(
      () => checkResult("hockey", group, { home: 5, away: 2, decidedIn: "penalties" }),
      "error.result.invalid",
    );
  });

  it("knows basketball is never drawn", () => {
    refusedWith(() => checkResult("basketball", group, { home: 99, away: 99 }), "error.result.drawNotAllowed");
    expect(checkResult("basketball", group, { home: 101, away: 99 })).toEqual({ home: 101, away: 99 });
  });

  it("takes a ranking of the event's own entrants, each once, with DNF/DSQ/DNS", () => {
    expect(checkResult("formula1", race, { ranking: [ids[1], ids[0]], statuses: { [ids[2]!]: "DNF" } })).toMatchObject({
      ranking: [ids[1], ids[0]],
    });
    refusedWith(() => checkResult("formula1", race, { ranking: [ids[0], ids[0]] }), "error.result.duplicateEntrant");
    refusedWith(
      () => checkResult("formula1", race, { ranking: ["44444444-4444-4444-8444-444444444444"] }),
      "error.result.unknownEntrant",
    );
    refusedWith(
      () => checkResult("formula1", race, { ranking: [ids[0]], statuses: { [ids[1]!]: "LATE" } }),
      "error.result.invalid",
    );
  });

  it("takes qualifiers for a Eurovision semi-final and a ranking for the final", () => {
    const semi = { knockout: false, stage: "semi-final-1", entrantIds: ids };
    expect(checkResult("eurovision", semi, { qualifiers: [ids[0], ids[2]] })).toEqual({ qualifiers: [ids[0], ids[2]] });
    refusedWith(() => checkResult("eurovision", semi, { ranking: [ids[0]] }), "error.result.invalid");
    expect(checkResult("eurovision", { ...semi, stage: "final" }, { ranking: ids })).toEqual({ ranking: ids });
  });

  it("takes as many qualifiers as go through: all of a field of ten or fewer once finished, ten of a larger one", () => {
    const small = { knockout: false, stage: "semi-final-1", entrantIds: ids };
    refusedWith(
      () => checkResult("eurovision", small, { qualifiers: [ids[0], ids[2]] }, { finished: true }),
      "error.result.qualifiersCount",
    );
    expect(checkResult("eurovision", small, { qualifiers: ids }, { finished: true })).toEqual({ qualifiers: ids });
    const field = Array.from({ length: 12 }, (_, i) => `${String(i).padStart(8, "0")}-1111-4111-8111-111111111111`);
    const large = { ...small, entrantIds: field };
    refusedWith(
      () => checkResult("eurovision", large, { qualifiers: field.slice(0, 11) }),
      "error.result.qualifiersCount",
    );
    expect(checkResult("eurovision", large, { qualifiers: field.slice(0, 10) }, { finished: true })).toEqual({
      qualifiers: field.slice(0, 10),
    });
  });
});
