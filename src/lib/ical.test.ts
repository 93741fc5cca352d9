import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { rfc5545Problems } from "../../tests/support/rfc5545";
import { escapeText, foldLine, formatUtc, writeCalendar, type CalendarEvent } from "./ical";

const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (text: string) => text.replace(/\r\n /g, "");

/** A calendar as the feeds write one, stamped 1 June 2026, refreshed hourly. */
const calendarOf = (name: string, events: CalendarEvent[]) =>
  writeCalendar({
    prodId: "-//Callit//Calendar//EN",
    name,
    refreshMinutes: 60,
    stamp: new Date("2026-06-01T00:00:00Z"),
    events,
  });

/** The first game: 11 June 2026 from 19:00 to 21:00 UTC, confirmed; `fields` add to it or replace. */
const firstGame = (fields: Partial<CalendarEvent> & Pick<CalendarEvent, "summary">): CalendarEvent => ({
  uid: "game-1@callit",
  start: new Date("2026-06-11T19:00:00Z"),
  end: new Date("2026-06-11T21:00:00Z"),
  sequence: 0,
  lastModified: new Date("2026-05-30T10:00:00Z"),
  status: "CONFIRMED",
  ...fields,
});

describe("iCalendar text values", () => {
  it("escapes commas, semicolons, backslashes and line breaks", () => {
    expect(escapeText("Brighton & Hove Albion, U21; B\\team\nsecond\r\nthird\rfourth")).toBe(
      "Brighton & Hove Albion\\, U21\\; B\\\\team\\nsecond\\nthird\\nfourth",
    );
  });

  it("drops the control characters a text may not hold, and keeps a tab", () => {
    expect(escapeText("Bell\u0007 Esc\u001b[31m\tTab\u007f")).toBe("Bell Esc[31m\tTab");
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
  const text = calendarOf("World Cup, 2026; calendar", [
    firstGame({
      summary: "Côte d'Ivoire, U23 – Bosnia; Herzegovina\nreserves – Україна Україна Україна Україна Україна Україна",
      sequence: 2,
    }),
  ]);

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

describe("RFC 5545", () => {
  const valid = calendarOf("Cup; the calendar, all of it", [
    firstGame({
      summary:
        "Bosnia; Herzegovina, U23 \\ reserves\nthe rest – Україна Україна Україна Україна Україна Україна Україна",
      description: "Picks lock at kickoff, 19:00 UTC; good luck",
      location: "Stadium, Town",
      categories: ["Group A", "Matchday 1"],
      url: "https://callit.example/cup/schedule",
    }),
    {
      uid: "game-2@callit",
      start: new Date("2026-06-12T19:00:00Z"),
      summary: "Later",
      sequence: 3,
      lastModified: new Date("2026-05-30T10:00:00Z"),
    },
  ]);

  it("finds nothing to object to in what we write, with or without events", () => {
    expect(rfc5545Problems(valid)).toEqual([]);
    const empty = writeCalendar({ prodId: "-//Callit//Calendar//EN", name: "Mine", stamp: new Date(), events: [] });
    expect(rfc5545Problems(empty)).toEqual([]);
    expect(new ICAL.Component(ICAL.parse(empty)).getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(
      "UTC",
    );
  });

  // The checker itself: each rule it stands for refuses a calendar that breaks it.
  const broken: [string, (text: string) => string, RegExp][] = [
    ["a bare LF", (t) => t.replace("\r\nVERSION", "\nVERSION"), /other than CRLF/],
    ["a line over 75 octets", (t) => t.replace("UID:game-2@callit", `UID:${"x".repeat(80)}`), /75 octets/],
    ["no PRODID", (t) => t.replace(/PRODID:[^\r]*\r\n/, ""), /VCALENDAR: no PRODID/],
    ["VERSION 1.0", (t) => t.replace("VERSION:2.0", "VERSION:1.0"), /not 2\.0/],
    ["an event without DTSTAMP", (t) => t.replace(/DTSTAMP:[^\r]*\r\n/, ""), /VEVENT: no DTSTAMP/],
    ["two UIDs", (t) => t.replace("UID:game-2@callit", "UID:game-2@callit\r\nUID:again"), /UID 2 times/],
    ["DTSTAMP not in UTC", (t) => t.replace(/(DTSTAMP:\d{8}T\d{6})Z/, "$1"), /must be in UTC/],
    [
      "an end before the start",
      (t) => t.replace("DTEND:20260611T210000Z", "DTEND:20260611T180000Z"),
      /DTEND not after/,
    ],
    ["an unescaped comma in a text", (t) => t.replace("SUMMARY:Later", "SUMMARY:Later, much"), /unescaped/],
    [
      "a TZID with no time zone",
      (t) => t.replace("DTSTART:20260612T190000Z", "DTSTART;TZID=Europe/Berlin:20260612T190000"),
      /names no VTIMEZONE/,
    ],
    [
      "an unclosed event",
      (t) => t.replace(/END:VEVENT\r\nEND:VCALENDAR/, "END:VCALENDAR"),
      /END:VCALENDAR closes VEVENT/,
    ],
    [
      "a calendar with no component",
      () => "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\nEND:VCALENDAR\r\n",
      /no component/,
    ],
    ["a time zone without its offsets", (t) => t.replace("TZOFFSETTO:+0000\r\n", ""), /STANDARD: no TZOFFSETTO/],
    ["a backslash that escapes nothing", (t) => t.replace("SUMMARY:Later", "SUMMARY:Later \\x"), /escapes nothing/],
    ["a status of a to-do", (t) => t.replace("STATUS:CONFIRMED", "STATUS:COMPLETED"), /not an event's/],
  ];
  it.each(broken)("refuses %s", (_, breakIt, problem) => {
    const text = breakIt(valid);
    expect(text).not.toBe(valid);
    expect(rfc5545Problems(text).join("\n")).toMatch(problem);
  });
});
