import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, formatUtc, writeCalendar } from "./ical";

const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (text: string) => text.replace(/\r\n /g, "");

describe("iCalendar text values", () => {
  it("escapes commas, semicolons, backslashes and line breaks", () => {
    expect(escapeText("Brighton & Hove Albion, U21; B\\team\nsecond\r\nthird\rfourth")).toBe(
      "Brighton & Hove Albion\\, U21\\; B\\\\team\\nsecond\\nthird\\nfourth",
    );
  });

  it("writes instants in UTC", () => {
    expect(formatUtc(new Date("2026-06-11T21:00:00+02:00"))).toBe("20260611T190000Z");
  });
});

describe("line folding", () => {
  it("keeps a short line whole", () => {
    expect(foldLine("SUMMARY:Mexico – South Africa")).toBe("SUMMARY:Mexico – South Africa");
  });

  it("folds at 75 octets, continuation lines start with a space and unfold to the original", () => {
    const line = `DESCRIPTION:${"a".repeat(200)}`;
    const folded = foldLine(line);
    const lines = folded.split("\r\n");
    expect(lines.length).toBe(3);
    expect(lines.map(octets)).toEqual([75, 75, 1 + (212 - 75 - 74)]);
    expect(lines.slice(1).every((l) => l.startsWith(" "))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it("never splits a multi-byte character, and counts octets, not characters", () => {
    // Ukrainian (2 octets a letter), a CJK character (3) and an emoji flag (4 + 4).
    const line = `SUMMARY:${"Україна – Німеччина ".repeat(5)}東京 🇩🇪🇯🇵`;
    const folded = foldLine(line);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) {
      expect(octets(l)).toBeLessThanOrEqual(75);
      expect(l).not.toContain("\uFFFD");
      // Each line is valid UTF-8 on its own: decoding its bytes gives it back.
      expect(new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(l))).toBe(l);
    }
    // Lines are filled: a break comes only where the next character would not fit.
    const first = lines[0]!;
    expect(octets(first)).toBeGreaterThan(75 - 4);
    expect(unfold(folded)).toBe(line);
  });
});

describe("a whole calendar", () => {
  const text = writeCalendar({
    prodId: "-//Callit//Calendar//EN",
    name: "World Cup, 2026; calendar",
    refreshMinutes: 60,
    stamp: new Date("2026-06-01T00:00:00Z"),
    events: [
      {
        uid: "game-1@callit",
        start: new Date("2026-06-11T19:00:00Z"),
        end: new Date("2026-06-11T21:00:00Z"),
        summary: "Côte d'Ivoire, U23 – Bosnia; Herzegovina\nreserves – Україна Україна Україна Україна Україна Україна",
        sequence: 2,
        lastModified: new Date("2026-05-30T10:00:00Z"),
        status: "CONFIRMED",
      },
    ],
  });

  it("uses CRLF everywhere and no line over 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("reads back in an independent parser with the same values", () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Callit//Calendar//EN");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.uid).toBe("game-1@callit");
    expect(event.summary).toBe(
      "Côte d'Ivoire, U23 – Bosnia; Herzegovina\nreserves – Україна Україна Україна Україна Україна Україна",
    );
    expect(event.sequence).toBe(2);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-06-11T19:00:00.000Z");
    expect(event.startDate.zone.tzid).toBe("UTC");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-06-11T21:00:00.000Z");
  });
});
