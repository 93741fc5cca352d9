import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import de from "../../messages/de/common.json";
import en from "../../messages/en/common.json";
import uk from "../../messages/uk/common.json";
import { matchdayLabel, type MatchdayLabelTranslate } from "./matchday-label";

const translator = (locale: string, messages: typeof en): MatchdayLabelTranslate => {
  const t = createTranslator({ locale, messages });
  return (key, values) => t(key, values);
};
const inGerman = translator("de", de);
const inEnglish = translator("en", en);
const inUkrainian = translator("uk", uk as typeof en);
const label = (ordinal: number, name: string | null, t = inGerman) => matchdayLabel({ ordinal, name }, t);

describe("matchdayLabel", () => {
  it("names a matchday without a name, or with the importers' English default, in the reader's language", () => {
    expect(label(2, null)).toBe("2. Spieltag");
    expect(label(2, "")).toBe("2. Spieltag");
    expect(label(2, "Matchday 2")).toBe("2. Spieltag");
    expect(label(2, "Matchday 2", inUkrainian)).toBe("Тур 2");
    expect(label(2, "Matchday 2", inEnglish)).toBe("Matchday 2");
    expect(label(3, "Round 3")).toBe("Runde 3");
  });

  it("keeps the number of the name (a file's matchday 5 stored as the tournament's 4th)", () => {
    expect(label(4, "Matchday 5")).toBe("5. Spieltag");
  });

  it("translates the stage names the importers and the demo write, however they are spelt", () => {
    expect(label(5, "Final")).toBe("Finale");
    expect(label(4, "Semi-finals")).toBe("Halbfinale");
    expect(label(4, "Semifinals")).toBe("Halbfinale");
    expect(label(3, "Quarter-finals")).toBe("Viertelfinale");
    expect(label(2, "Round of 16")).toBe("Runde der letzten 16");
    expect(label(1, "Group stage")).toBe("Gruppenphase");
    expect(label(6, "Match for third place")).toBe("Spiel um Platz 3");
    expect(label(1, "Semi-final 1")).toBe("Halbfinale 1");
    expect(label(3, "Grand Final", inUkrainian)).toBe("Гранд-фінал");
    expect(label(5, "Final", inUkrainian)).toBe("Фінал");
  });

  it("shows any other name as entered", () => {
    expect(label(1, "Harbour Grand Prix")).toBe("Harbour Grand Prix");
    expect(label(4, "Stanley Cup Final")).toBe("Stanley Cup Final");
    expect(label(1, "  Derby day ")).toBe("Derby day");
    expect(label(1, "Matchday one")).toBe("Matchday one");
  });
});
