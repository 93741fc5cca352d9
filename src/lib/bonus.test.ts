import { describe, expect, it } from "vitest";
import {
  answerKeyOf,
  BONUS_SUGGESTIONS,
  bonusAnswersForm,
  bonusAnswersInput,
  bonusSetupForm,
  BONUS_POINTS_MAX,
  groupBonusInput,
  nameKey,
  parseAnswer,
} from "./bonus";
import { SPORTS } from "./sports";
import { fieldErrorOf } from "./validation";

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

describe("nameKey", () => {
  it("drops accents, case, typographic variants and extra spaces", () => {
    expect(nameKey("Kylian Mbappé")).toBe("kylian mbappe");
    expect(nameKey("  kylian   MBAPPE\t")).toBe(nameKey("Kylian Mbappé"));
    expect(nameKey("Martin Ødegaard")).toBe("martin odegaard");
    expect(nameKey("Kevin Großkreutz")).toBe("kevin grosskreutz");
    expect(nameKey("KEVIN GROẞKREUTZ")).toBe("kevin grosskreutz");
    expect(nameKey("Łukasz Piszczek")).toBe("lukasz piszczek");
    expect(nameKey("Luka Modrić")).toBe("luka modric");
    expect(nameKey("Çağlar Söyüncü")).toBe("caglar soyuncu");
    expect(nameKey("N’Golo Kanté")).toBe("n'golo kante");
    expect(nameKey("Æsir Þórsson")).toBe("aesir thorsson");
    expect(nameKey("Thomas\u00a0Müller")).toBe("thomas muller");
  });

  it("keeps what makes names different", () => {
    expect(nameKey("Kylian Mbappé Lottin")).not.toBe(nameKey("Kylian Mbappé"));
    expect(nameKey("Martin Oedegaard")).not.toBe(nameKey("Martin Ødegaard"));
    expect(nameKey("Pierre-Emerick Aubameyang")).toBe("pierre-emerick aubameyang");
    expect(nameKey("Андрій Ярмоленко")).toBe("андріи ярмоленко");
  });

  it("is a name question's key only", () => {
    expect(answerKeyOf("name", " Harry KANE ")).toBe("harry kane");
    expect(answerKeyOf("competitor", "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(answerKeyOf("number", 3)).toBeNull();
  });

  it("checks a member's typed answers by their question's kind before sending: blank is no answer, a misfit is the server's own refusal", () => {
    const [goals, winner, scorer] = [
      "0f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2911",
      "0f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2912",
      "0f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2913",
    ];
    const form = bonusAnswersForm([
      { id: goals, kind: "number" },
      { id: winner, kind: "yesNo" },
      { id: scorer, kind: "name" },
    ]);
    expect(form.parse({ [goals]: "3", [winner]: "true", [scorer]: "" })).toEqual({
      [goals]: 3,
      [winner]: true,
      [scorer]: null,
    });
    // A box of spaces looks empty and is: no answer, never a 0 or a refusal.
    expect(form.parse({ [goals]: "  ", [winner]: "", [scorer]: "   " })).toEqual({
      [goals]: null,
      [winner]: null,
      [scorer]: null,
    });
    const refused = form.safeParse({ [goals]: "2.5", [winner]: "false", [scorer]: "x".repeat(500) });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      [goals, "error.bonus.invalidAnswer"],
      [scorer, "error.bonus.invalidAnswer"],
    ]);
  });

  it("takes the owner's choice with whole points from 1 to the most for chosen rows, and ignores the others' points", () => {
    expect(
      bonusSetupForm.parse({
        options: [
          { chosen: true, points: "5" },
          { chosen: false, points: "" },
          { chosen: true, points: String(BONUS_POINTS_MAX) },
        ],
      }),
    ).toEqual({
      options: [
        { chosen: true, points: 5 },
        { chosen: false, points: null },
        { chosen: true, points: BONUS_POINTS_MAX },
      ],
    });
    const refused = bonusSetupForm.safeParse({
      options: [
        { chosen: true, points: "" },
        { chosen: true, points: "0" },
        { chosen: true, points: "2.5" },
        { chosen: true, points: String(BONUS_POINTS_MAX + 1) },
        { chosen: false, points: "0" },
        { chosen: true, points: "1" },
      ],
    });
    // Each refused row says so on its own points field, with the most it may give.
    expect(refused.error?.issues.map(fieldErrorOf)).toEqual(
      [0, 1, 2, 3].map((row) => ({
        field: `options.${row}.points`,
        code: "error.bonus.points",
        params: { max: BONUS_POINTS_MAX },
      })),
    );
  });
});
