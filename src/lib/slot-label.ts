/**
 * How a knock-out slot not decided yet is named in a language. Importers, the demo and admins store the
 * slot as English shorthand in `games.home_label` / `away_label` ("1A", "3B/E/F/I/J", "W101", "L102",
 * "2nd Group A", "Winner Match 49", "Winner SF1"); `parseSlot` reads what it means, `slotLabel` says it
 * in the reader's language, and a label it does not know is shown as entered. The one place a slot is
 * turned into text: pages, the pick sheet, calendar feeds, reminders and the admin screens.
 */

/** Which rounds a "winner/loser of …" slot may name by number; anything else is a match number. */
export const SLOT_ROUNDS = ["match", "semiFinal", "quarterFinal"] as const;
export type SlotRound = (typeof SLOT_ROUNDS)[number];

export type Slot =
  /** A place in a group's table; several groups when any of them may send it (a best third). */
  | { kind: "group"; position: number; groups: string[] }
  /** The winner or loser of a numbered match, semi-final or quarter-final. */
  | { kind: "winner" | "loser"; round: SlotRound; ordinal: number }
  /** Nothing known yet ("TBD", no label at all). */
  | { kind: "tbd" }
  /** A label of its own (an admin's words): shown as entered. */
  | { kind: "text"; text: string };

/** The keys this formatter reads, all under `tournament` (a namespace every page naming games sends). */
export type SlotLabelKey = `tournament.slot.${"group" | "winner" | "loser" | "tbd"}`;

/** A translator of the whole message tree (`useTranslations()`, `getTranslations()`, the server's `Translate`). */
export type SlotLabelTranslate = (
  key: SlotLabelKey,
  values?: { position?: string; group?: string; round?: string; ordinal?: number },
) => string;

const GROUPS = String.raw`([A-Z](?:\s*/\s*[A-Z])*)`;
const POSITIONS: Record<string, number> = {
  "1st": 1,
  first: 1,
  winner: 1,
  winners: 1,
  "2nd": 2,
  second: 2,
  "runner-up": 2,
  "runners-up": 2,
  "runner up": 2,
  "runners up": 2,
  "3rd": 3,
  third: 3,
  "4th": 4,
  fourth: 4,
};
const POSITION = String.raw`(1st|2nd|3rd|4th|first|second|third|fourth|winners?|runners?[- ]up)`;
const ROUNDS: Record<string, SlotRound> = {
  sf: "semiFinal",
  semifinal: "semiFinal",
  "semi final": "semiFinal",
  qf: "quarterFinal",
  quarterfinal: "quarterFinal",
  "quarter final": "quarterFinal",
};

/** "1A", "3B/E/F/I/J": the place, then the group letter(s). */
const SHORT_GROUP = new RegExp(String.raw`^([1-9])${GROUPS}$`);
/** "2nd Group A", "Winner Group B", "Runner-up of group C", "3rd in Group B/E/F". */
const PLACE_OF_GROUP = new RegExp(String.raw`^${POSITION}\s+(?:of\s+|in\s+)?group\s+${GROUPS}$`, "i");
/** "Group A Winner", "Group B runners-up", "Group C 3rd". */
const GROUP_PLACE = new RegExp(String.raw`^group\s+${GROUPS}\s+${POSITION}$`, "i");
/** "W101", "L102". */
const SHORT_MATCH = /^([WL])(\d{1,3})$/;
/** "Winner Match 49", "Loser of game 50", "Winner 49", "Winner #49". */
const LONG_MATCH = /^(winner|loser)s?\s+(?:of\s+)?(?:(?:match|game)\s*)?#?(\d{1,3})$/i;
/** "Winner SF1", "Loser of semi-final 2", "Winner QF 3", "Winner Quarterfinal 4". */
const ROUND_MATCH =
  /^(winner|loser)s?\s+(?:of\s+)?(?:the\s+)?(sf|qf|semi[-\s]?final|quarter[-\s]?final)\s*#?(\d{1,2})$/i;
const UNKNOWN = /^(?:tbd|tba|n\/a|\?+|-+|–)$/i;

const letters = (groups: string) => groups.split("/").map((g) => g.trim().toUpperCase());
const positionOf = (word: string) => POSITIONS[word.toLowerCase().replace(/\s+/g, " ")]!;
const side = (word: string): "winner" | "loser" => (/^[wW]/.test(word) ? "winner" : "loser");

/** What a stored slot label means; `{ kind: "text" }` for one this rule does not know. */
export function parseSlot(label: string | null | undefined): Slot {
  const text = label?.trim().replace(/\s+/g, " ") ?? "";
  if (!text || UNKNOWN.test(text)) return { kind: "tbd" };
  let match = SHORT_GROUP.exec(text);
  if (match) return { kind: "group", position: Number(match[1]), groups: letters(match[2]!) };
  match = PLACE_OF_GROUP.exec(text);
  if (match) return { kind: "group", position: positionOf(match[1]!), groups: letters(match[2]!) };
  match = GROUP_PLACE.exec(text);
  if (match) return { kind: "group", position: positionOf(match[2]!), groups: letters(match[1]!) };
  match = SHORT_MATCH.exec(text);
  if (match) return { kind: side(match[1]!), round: "match", ordinal: Number(match[2]) };
  match = LONG_MATCH.exec(text);
  if (match) return { kind: side(match[1]!), round: "match", ordinal: Number(match[2]) };
  match = ROUND_MATCH.exec(text);
  if (match) {
    const round = ROUNDS[match[2]!.toLowerCase().replace("-", " ")]!;
    return { kind: side(match[1]!), round, ordinal: Number(match[3]) };
  }
  return { kind: "text", text };
}

/** A slot in words, in the translator's language: "Erster Gruppe A", "Переможець матчу 101", "To be decided". */
export function formatSlot(slot: Slot, t: SlotLabelTranslate): string {
  switch (slot.kind) {
    case "group":
      return t("tournament.slot.group", { position: String(slot.position), group: slot.groups.join("/") });
    case "winner":
    case "loser":
      return t(`tournament.slot.${slot.kind}`, { round: slot.round, ordinal: slot.ordinal });
    case "tbd":
      return t("tournament.slot.tbd");
    case "text":
      return slot.text;
  }
}

/** A stored slot label (or none) as the reader's text. */
export function slotLabel(label: string | null | undefined, t: SlotLabelTranslate): string {
  return formatSlot(parseSlot(label), t);
}
