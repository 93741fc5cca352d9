import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/constants";
import type en from "../../messages/en/common.json";
import { isPlaceholderTeam } from "@/server/tournaments/import/openfootball";
import { sharedData } from "../../tests/support/shared-data";
import { formatSlot, parseSlot, slotLabel, type Slot, type SlotLabelTranslate } from "./slot-label";

const messagesOf = (locale: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), "messages", locale, "common.json"), "utf8")) as typeof en;

const translator = (locale: string): SlotLabelTranslate => {
  const t = createTranslator({
    locale,
    messages: messagesOf(locale),
    onError: (error) => {
      throw error;
    },
  });
  return (key, values) => t(key, values);
};
const inEnglish = translator("en");
/** A slot's words with its no-break spaces (which keep "Gruppe A" on one line) as plain spaces. */
const words = (label: string | null, t: SlotLabelTranslate) => slotLabel(label, t).replaceAll("\u00a0", " ");
const inGerman = translator("de");
const inUkrainian = translator("uk");

describe("parseSlot", () => {
  it("reads the short forms of the importers (openfootball's World Cup, the CSV import)", () => {
    expect(parseSlot("1A")).toEqual({ kind: "group", position: 1, groups: ["A"] });
    expect(parseSlot("2L")).toEqual({ kind: "group", position: 2, groups: ["L"] });
    expect(parseSlot("3B/E/F/I/J")).toEqual({ kind: "group", position: 3, groups: ["B", "E", "F", "I", "J"] });
    expect(parseSlot("W101")).toEqual({ kind: "winner", round: "match", ordinal: 101 });
    expect(parseSlot("L102")).toEqual({ kind: "loser", round: "match", ordinal: 102 });
    expect(parseSlot("W1")).toEqual({ kind: "winner", round: "match", ordinal: 1 });
  });

  it("reads the long forms (schema comment, older openfootball files, the demo, admins)", () => {
    expect(parseSlot("2nd Group A")).toEqual({ kind: "group", position: 2, groups: ["A"] });
    expect(parseSlot("Winner Group B")).toEqual({ kind: "group", position: 1, groups: ["B"] });
    expect(parseSlot("Runner-up of group C")).toEqual({ kind: "group", position: 2, groups: ["C"] });
    expect(parseSlot("Group D runners-up")).toEqual({ kind: "group", position: 2, groups: ["D"] });
    expect(parseSlot("Group A Winners")).toEqual({ kind: "group", position: 1, groups: ["A"] });
    expect(parseSlot("3rd Group B/E/F")).toEqual({ kind: "group", position: 3, groups: ["B", "E", "F"] });
    expect(parseSlot("Winner Match 49")).toEqual({ kind: "winner", round: "match", ordinal: 49 });
    expect(parseSlot("Winner match 49")).toEqual({ kind: "winner", round: "match", ordinal: 49 });
    expect(parseSlot("Loser of game 50")).toEqual({ kind: "loser", round: "match", ordinal: 50 });
    expect(parseSlot("Winner SF1")).toEqual({ kind: "winner", round: "semiFinal", ordinal: 1 });
    expect(parseSlot("Winner SF2")).toEqual({ kind: "winner", round: "semiFinal", ordinal: 2 });
    expect(parseSlot("Loser semi-final 2")).toEqual({ kind: "loser", round: "semiFinal", ordinal: 2 });
    expect(parseSlot("Winner QF 3")).toEqual({ kind: "winner", round: "quarterFinal", ordinal: 3 });
    expect(parseSlot("Winner Quarterfinal 4")).toEqual({ kind: "winner", round: "quarterFinal", ordinal: 4 });
  });

  it("knows an empty slot, and keeps any other label as written", () => {
    for (const empty of [null, undefined, "", "  ", "TBD", "tba", "n/a", "?"])
      expect(parseSlot(empty)).toEqual({ kind: "tbd" });
    for (const text of ["Host nation", "Champion 2025", "1. FC Union Berlin", "Wales", "W1234", "Winner Group"])
      expect(parseSlot(text)).toEqual({ kind: "text", text });
    expect(parseSlot("  Best   loser ")).toEqual({ kind: "text", text: "Best loser" });
  });
});

describe("slotLabel", () => {
  it("names each slot in the reader's language", () => {
    expect(words("1A", inGerman)).toBe("Erster Gruppe A");
    expect(words("2B", inGerman)).toBe("Zweiter Gruppe B");
    expect(words("3B/E/F/I/J", inGerman)).toBe("Dritter Gruppe B/E/F/I/J");
    expect(words("W101", inGerman)).toBe("Sieger Spiel 101");
    expect(words("L102", inGerman)).toBe("Verlierer Spiel 102");
    expect(words("Winner SF1", inGerman)).toBe("Sieger Halbfinale 1");
    expect(words("1A", inUkrainian)).toBe("1-ше місце групи A");
    expect(words("Winner SF2", inUkrainian)).toBe("Переможець півфіналу 2");
    expect(words("W73", inUkrainian)).toBe("Переможець матчу 73");
    expect(words("2nd Group A", inEnglish)).toBe("2nd Group A");
    expect(words("W101", inEnglish)).toBe("Winner match 101");
    expect(words("Winner QF 3", inEnglish)).toBe("Winner quarter-final 3");
    expect(words("6C", inEnglish)).toBe("6th Group C");
    expect(words(null, inGerman)).toBe("Steht noch nicht fest");
    expect(words("TBD", inUkrainian)).toBe("Буде визначено");
    expect(words("Host nation", inGerman)).toBe("Host nation");
    expect(slotLabel("1A", inGerman)).toBe("Erster Gruppe\u00a0A"); // the letter never wraps alone
  });

  const every: Slot[] = [
    ...[1, 2, 3, 4, 5].map((position) => ({ kind: "group" as const, position, groups: ["Q"] })),
    { kind: "group", position: 3, groups: ["B", "E", "F", "I", "J"] },
    ...(["winner", "loser"] as const).flatMap((kind) =>
      (["match", "semiFinal", "quarterFinal"] as const).map((round) => ({ kind, round, ordinal: 77 })),
    ),
    { kind: "tbd" },
  ];

  it.each([...LOCALES])("has every slot's message in %s, each its own words", (locale) => {
    const t = translator(locale); // a missing message throws
    const texts = every.map((slot) => formatSlot(slot, t));
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text).not.toMatch(/tournament\.slot|\{|\}/);
    if (locale !== "en") {
      const english = every.map((slot) => formatSlot(slot, inEnglish));
      expect(texts.filter((text, i) => text === english[i])).toEqual([]);
    }
    expect(texts.filter((text) => /\bQ\b/.test(text)).length).toBe(5); // every group place names its group
    expect(texts.filter((text) => /\b77\b/.test(text)).length).toBe(6); // every winner and loser names its match
  });
});

const openfootball = sharedData("openfootball");

describe.skipIf(!existsSync(openfootball))(`the placeholders of ${openfootball} (skipped when absent)`, () => {
  const files = [
    "worldcup.json/2026/worldcup.pre-tournament.json",
    "worldcup.json/2026/worldcup.json",
    "worldcup.json/2022/worldcup.json",
    "football.json/2024-25/uefa.cl.json",
  ];
  // Read in the test, not while collecting: a skipped suite still runs its body.
  const readPlaceholders = () => [
    ...new Set(
      files.flatMap((file) =>
        (
          JSON.parse(readFileSync(path.join(openfootball, file), "utf8")) as {
            matches: { team1: string; team2: string }[];
          }
        ).matches.flatMap((m) => [m.team1, m.team2].filter(isPlaceholderTeam)),
      ),
    ),
  ];

  it("are each a slot this rule reads, named in German and Ukrainian without the English shorthand", () => {
    const placeholders = readPlaceholders();
    expect(placeholders.length).toBeGreaterThan(60); // 1A…2L, eight best-third slots, W73…W102, L101, L102
    for (const label of placeholders) {
      expect(parseSlot(label).kind, label).not.toBe("text");
      for (const t of [inGerman, inUkrainian]) expect(slotLabel(label, t), label).not.toBe(label);
    }
    expect(placeholders).toEqual(expect.arrayContaining(["1A", "3B/E/F/I/J", "W101", "L102"]));
  });
});
