/**
 * What RFC 5545 requires of an iCalendar object, checked on its text independently of the writer
 * (src/lib/ical.ts): content lines (3.1: CRLF, at most 75 octets, folded with a space or tab,
 * `name *(";" param) ":" value`), nested components (3.4, 3.6), the calendar's required and
 * once-only properties (3.7: PRODID, VERSION 2.0, CALSCALE, METHOD), an event's (3.6.1: UID and
 * DTSTAMP once, DTSTART once when there is no METHOD, DTEND or DURATION but not both, the
 * once-only ones), the value types used (3.3.5 DATE-TIME, 3.3.6 DURATION, 3.3.8 INTEGER, 3.3.11
 * TEXT escapes), STATUS's values for an event (3.8.1.11), DTEND after DTSTART (3.8.2.2), and that
 * every TZID names a VTIMEZONE of the calendar (3.2.19). Answers the problems found, one line each.
 */

interface Line {
  name: string;
  params: Record<string, string>;
  value: string;
  at: number;
}

interface Component {
  name: string;
  properties: Line[];
  children: Component[];
}

const NAME = /^(?:[A-Za-z0-9-]+)$/;
const DATE_TIME = /^\d{8}T\d{6}Z?$/;
const DATE = /^\d{8}$/;
const DURATION = /^[+-]?P(?:\d+W|(?:\d+D)?(?:T(?:\d+H)?(?:\d+M)?(?:\d+S)?)?)$/;

const CALENDAR_ONCE = ["PRODID", "VERSION", "CALSCALE", "METHOD"];
const EVENT_ONCE = [
  "DTSTAMP",
  "UID",
  "DTSTART",
  "CLASS",
  "CREATED",
  "DESCRIPTION",
  "GEO",
  "LAST-MODIFIED",
  "LOCATION",
  "ORGANIZER",
  "PRIORITY",
  "SEQUENCE",
  "STATUS",
  "SUMMARY",
  "TRANSP",
  "URL",
  "RECURRENCE-ID",
  "DTEND",
  "DURATION",
];
const TEXT_PROPERTIES = ["SUMMARY", "DESCRIPTION", "LOCATION", "COMMENT", "NAME", "X-WR-CALNAME", "X-WR-CALDESC"];
const DATE_TIME_PROPERTIES = ["DTSTAMP", "DTSTART", "DTEND", "LAST-MODIFIED", "CREATED", "RECURRENCE-ID"];
/** Properties whose value is always in UTC (3.8.7.1–3.8.7.3). */
const UTC_PROPERTIES = ["DTSTAMP", "LAST-MODIFIED", "CREATED"];

/** Splits a value by `sep` where it is not inside a quoted string. */
function splitOutsideQuotes(text: string, sep: string): string[] {
  const parts: string[] = [];
  let current = "";
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (char === sep && !quoted) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  parts.push(current);
  return parts;
}

function parseLine(text: string, at: number, problems: string[]): Line | null {
  let colon = -1;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (text[i] === ":" && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon < 0) {
    problems.push(`line ${at}: no ":" between name and value`);
    return null;
  }
  const [name = "", ...rawParams] = splitOutsideQuotes(text.slice(0, colon), ";");
  if (!NAME.test(name)) problems.push(`line ${at}: "${name}" is not a property name`);
  const params: Record<string, string> = {};
  for (const param of rawParams) {
    const eq = param.indexOf("=");
    if (eq <= 0 || !NAME.test(param.slice(0, eq))) problems.push(`line ${at}: "${param}" is not a parameter`);
    else params[param.slice(0, eq).toUpperCase()] = param.slice(eq + 1);
  }
  const value = text.slice(colon + 1);
  // 3.1: any character but the controls (HTAB allowed) in a value.
  if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(value)) problems.push(`line ${at}: a control character in the value`);
  return { name: name.toUpperCase(), params, value, at };
}

/** The problems RFC 5545 finds in `text`; none for a valid iCalendar object. */
export function rfc5545Problems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith("\r\n")) problems.push("the object does not end with CRLF");
  if (/\r(?!\n)|(?<!\r)\n/.test(text)) problems.push("a line break other than CRLF");
  const physical = text.split("\r\n");
  if (physical.at(-1) === "") physical.pop();
  const lines: Line[] = [];
  let current: { text: string; at: number } | null = null;
  physical.forEach((raw, index) => {
    const at = index + 1;
    if (new TextEncoder().encode(raw).length > 75) problems.push(`line ${at}: longer than 75 octets`);
    if (raw.startsWith(" ") || raw.startsWith("\t")) {
      if (!current) problems.push(`line ${at}: a continuation with no line before it`);
      else current.text += raw.slice(1);
      return;
    }
    if (current) {
      const line = parseLine(current.text, current.at, problems);
      if (line) lines.push(line);
    }
    current = { text: raw, at };
  });
  if (current) {
    const last = current as { text: string; at: number };
    const line = parseLine(last.text, last.at, problems);
    if (line) lines.push(line);
  }

  // Components, nested.
  const roots: Component[] = [];
  const stack: Component[] = [];
  for (const line of lines) {
    if (line.name === "BEGIN") {
      const component: Component = { name: line.value.toUpperCase(), properties: [], children: [] };
      (stack.at(-1)?.children ?? roots).push(component);
      stack.push(component);
    } else if (line.name === "END") {
      const open = stack.pop();
      if (!open || open.name !== line.value.toUpperCase())
        problems.push(`line ${line.at}: END:${line.value} closes ${open ? open.name : "nothing"}`);
    } else if (!stack.length) problems.push(`line ${line.at}: ${line.name} outside any component`);
    else stack.at(-1)!.properties.push(line);
  }
  for (const open of stack) problems.push(`${open.name} is never closed`);
  if (roots.length === 0 || roots.some((root) => root.name !== "VCALENDAR"))
    problems.push("the object is not one or more VCALENDAR components");

  for (const calendar of roots.filter((root) => root.name === "VCALENDAR")) {
    const all = (c: Component, name: string) => c.properties.filter((p) => p.name === name);
    const once = (c: Component, names: string[], required: string[]) => {
      for (const name of names) {
        const found = all(c, name).length;
        if (found > 1) problems.push(`${c.name}: ${name} ${found} times, at most once`);
        if (found === 0 && required.includes(name)) problems.push(`${c.name}: no ${name}`);
      }
    };
    once(calendar, CALENDAR_ONCE, ["PRODID", "VERSION"]);
    const version = all(calendar, "VERSION")[0];
    if (version && version.value !== "2.0") problems.push(`VCALENDAR: VERSION ${version.value}, not 2.0`);
    const scale = all(calendar, "CALSCALE")[0];
    if (scale && scale.value.toUpperCase() !== "GREGORIAN") problems.push(`VCALENDAR: CALSCALE ${scale.value}`);
    if (calendar.children.length === 0) problems.push("VCALENDAR: no component (3.6 needs at least one)");
    const zones = new Set(
      calendar.children.filter((c) => c.name === "VTIMEZONE").flatMap((c) => all(c, "TZID").map((p) => p.value)),
    );
    const hasMethod = all(calendar, "METHOD").length > 0;

    const walk = (component: Component) => {
      for (const property of component.properties) {
        const where = `line ${property.at}: ${property.name}`;
        if (property.params.TZID !== undefined && !zones.has(property.params.TZID.replace(/^"|"$/g, "")))
          problems.push(`${where}: TZID ${property.params.TZID} names no VTIMEZONE`);
        if (DATE_TIME_PROPERTIES.includes(property.name)) {
          const isDate = property.params.VALUE?.toUpperCase() === "DATE";
          if (!(isDate ? DATE : DATE_TIME).test(property.value))
            problems.push(`${where}: "${property.value}" is no date-time`);
          if (UTC_PROPERTIES.includes(property.name) && !property.value.endsWith("Z"))
            problems.push(`${where}: must be in UTC`);
          if (property.value.endsWith("Z") && property.params.TZID !== undefined)
            problems.push(`${where}: a UTC time with a TZID`);
        }
        if (property.name === "DURATION" && !DURATION.test(property.value))
          problems.push(`${where}: "${property.value}" is no duration`);
        if (property.name === "SEQUENCE" && !/^\d+$/.test(property.value))
          problems.push(`${where}: "${property.value}" is no non-negative integer`);
        if (TEXT_PROPERTIES.includes(property.name)) {
          // 3.3.11: a backslash only escapes \ ; , n N; a ; or , in one TEXT value is escaped.
          const unescaped = property.value.replace(/\\[\\;,nN]/g, "");
          if (unescaped.includes("\\")) problems.push(`${where}: a backslash escapes nothing`);
          if (/[;,]/.test(unescaped)) problems.push(`${where}: an unescaped ; or , in a text`);
        }
      }
      if (component.name === "VEVENT") {
        once(component, EVENT_ONCE, hasMethod ? ["UID", "DTSTAMP"] : ["UID", "DTSTAMP", "DTSTART"]);
        const end = all(component, "DTEND")[0];
        const start = all(component, "DTSTART")[0];
        if (end && all(component, "DURATION").length) problems.push("VEVENT: both DTEND and DURATION");
        if (end && start && end.value <= start.value && end.value.length === start.value.length)
          problems.push(`VEVENT ${all(component, "UID")[0]?.value}: DTEND not after DTSTART`);
        const status = all(component, "STATUS")[0];
        if (status && !["TENTATIVE", "CONFIRMED", "CANCELLED"].includes(status.value))
          problems.push(`VEVENT: STATUS ${status.value} is not an event's`);
      }
      if (component.name === "VTIMEZONE") {
        once(component, ["TZID", "LAST-MODIFIED", "TZURL"], ["TZID"]);
        const rules = component.children.filter((c) => c.name === "STANDARD" || c.name === "DAYLIGHT");
        if (rules.length === 0) problems.push("VTIMEZONE: neither STANDARD nor DAYLIGHT");
        for (const rule of rules)
          once(rule, ["DTSTART", "TZOFFSETFROM", "TZOFFSETTO"], ["DTSTART", "TZOFFSETFROM", "TZOFFSETTO"]);
      }
      if (component.name === "VALARM") {
        for (const name of ["ACTION", "TRIGGER"])
          if (all(component, name).length !== 1) problems.push(`VALARM: ${name} must be there once`);
      }
      component.children.forEach(walk);
    };
    calendar.children.forEach(walk);
  }
  return problems;
}
