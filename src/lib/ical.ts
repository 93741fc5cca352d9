/**
 * An iCalendar (RFC 5545) writer for the calendar feeds: text values escaped (§3.3.11), content
 * lines folded at 75 octets without splitting a UTF-8 character (§3.1), CRLF line ends, every
 * instant in UTC (`…Z`), the UTC zone described once.
 */

export interface CalendarEvent {
  /** Stable across versions of the feed: the same game keeps its UID when it moves. */
  uid: string;
  start: Date;
  /** Omitted: an instant (a lock), not a span. */
  end?: Date;
  summary: string;
  description?: string;
  location?: string;
  categories?: string[];
  /** Grows with every revision of the event, so that calendars replace what they hold. */
  sequence: number;
  lastModified: Date;
  status?: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  url?: string;
}

export interface Calendar {
  /** The product that made it (`-//Callit//Calendar//EN`). */
  prodId: string;
  name: string;
  description?: string;
  /** How often a subscribed calendar should read it again (minutes). */
  refreshMinutes?: number;
  /** The feed's time (DTSTAMP of every event): when this iCalendar object was made. */
  stamp: Date;
  events: CalendarEvent[];
}

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
      // No other control character may stand in a text (RFC 5545 §3.3.11; a tab may): a strict
      // calendar would refuse the whole feed for one in a name written before the forms refused them.
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, "")
  );
}

/**
 * One content line, folded: no line longer than 75 octets (the leading space of a continuation
 * counts), and never a break inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = MAX_OCTETS - 1; // the space that starts a continuation line
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** An instant as a UTC DATE-TIME: `20260611T190000Z`. */
export function formatUtc(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

function property(name: string, value: string): string {
  return foldLine(`${name}:${value}`);
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  const lines = [
    "BEGIN:VEVENT",
    property("UID", event.uid),
    property("DTSTAMP", formatUtc(stamp)),
    property("DTSTART", formatUtc(event.start)),
  ];
  if (event.end) lines.push(property("DTEND", formatUtc(event.end)));
  lines.push(property("SEQUENCE", String(Math.max(0, Math.trunc(event.sequence)))));
  lines.push(property("LAST-MODIFIED", formatUtc(event.lastModified)));
  lines.push(property("SUMMARY", escapeText(event.summary)));
  if (event.description) lines.push(property("DESCRIPTION", escapeText(event.description)));
  if (event.location) lines.push(property("LOCATION", escapeText(event.location)));
  if (event.categories?.length) lines.push(property("CATEGORIES", event.categories.map(escapeText).join(",")));
  if (event.status) lines.push(property("STATUS", event.status));
  if (event.url) lines.push(property("URL", event.url));
  lines.push("TRANSP:TRANSPARENT", "END:VEVENT");
  return lines;
}

/** The whole feed, CRLF line ends included. */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    property("PRODID", calendar.prodId),
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  lines.push(property("NAME", escapeText(calendar.name)), property("X-WR-CALNAME", escapeText(calendar.name)));
  if (calendar.description) lines.push(property("X-WR-CALDESC", escapeText(calendar.description)));
  if (calendar.refreshMinutes) {
    lines.push(
      `REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`,
      `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`,
    );
  }
  // The zone every time is in, said once (§3.6.5); it also keeps a feed with no event valid, as a
  // calendar holds at least one component (§3.6): a new player's, say, before any group.
  lines.push(
    "BEGIN:VTIMEZONE",
    "TZID:UTC",
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0000",
    "TZOFFSETTO:+0000",
    "TZNAME:UTC",
    "END:STANDARD",
    "END:VTIMEZONE",
  );
  for (const event of calendar.events) lines.push(...eventLines(event, calendar.stamp));
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}
