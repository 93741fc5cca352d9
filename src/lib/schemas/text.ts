import { z } from "zod";

/** Tabs and line breaks: a space each (pasted text brings them). */
const BREAKS = /[\t\n\v\f\r]+/g;

/**
 * The control characters left once tabs and line breaks are spaces (escape codes, a bell) and the
 * marks that turn the direction of what follows (U+202A–U+202E, U+2066–U+2069). Joiners stay:
 * emoji sequences and some scripts need them.
 */
const CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/**
 * One line of text people read: a name, a nickname, a title, an answer. Tabs and line breaks
 * become spaces, then it is trimmed and at most `max` characters (at least `min`: 1 unless the
 * field may be left blank). Any other control character is refused: they break the pages'
 * lines, spreadsheets and calendar feeds (RFC 5545 allows none in a text), and a reversing mark
 * can make one name read as another.
 */
export function lineText(max: number, min = 1) {
  return z
    .string()
    .overwrite((value) => value.replace(BREAKS, " "))
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !CONTROL.test(value), { error: "error.validation.controlCharacters" });
}
