import { zoneName } from "./zone-name";

/**
 * Browsers list some time zones by the names ICU kept for them (`Europe/Kiev`, `Asia/Calcutta`),
 * while players know today's IANA names (Kyiv, Kolkata). A zone is stored and used by the id the
 * browser and the server accept; it is shown and found by its current name.
 */
const RENAMED: Record<string, string> = {
  "America/Godthab": "America/Nuuk",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
};

/** The name a player reads and types for a zone id: its current IANA name, with spaces (`Europe/Kyiv`, `America/New York`). */
export function timeZoneName(id: string): string {
  return (RENAMED[id] ?? id).replaceAll("_", " ");
}

/** A zone as the time zone field offers it: its id, its name, and how the player's language calls it. */
export interface TimeZoneOption {
  value: string;
  label: string;
  /** "Westeuropäische Zeit (GMT+00:00) · WEZ", "за східноєвропейським часом (GMT+02:00) · час: Україна". */
  detail: string;
  /** Its offset from UTC in minutes at the time the options were made (Berlin in winter: 60). */
  offset: number;
}

/** A zone's offset from UTC in minutes at a time (0 for a zone `Intl` does not know). */
export function offsetMinutes(zone: string, at: Date): number {
  try {
    const offset = localName("en-US", zone, "longOffset", at) ?? "";
    const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(offset);
    return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  } catch {
    return 0;
  }
}

/**
 * The offset a player typed, in minutes: "UTC+1", "GMT-05:00", "+5:30", "utc −3" (undefined for
 * anything else: "Berlin", "UTC" alone). Matched whole against each zone's offset, so "UTC+1" finds
 * Berlin in winter and not Brisbane's UTC+10, and "UTC+15" finds nothing. Kept short: it ships with
 * the settings page, the largest first load (decision 0041).
 */
export function typedOffset(query: string): number | undefined {
  const match = /^(?:utc|gmt)?([-+\u2212])(\d\d?)[:.h]?(\d\d)?$/.exec(query.toLowerCase().replaceAll(" ", ""));
  return match ? (match[1] === "+" ? 1 : -1) * (Number(match[2]) * 60 + Number(match[3] ?? 0)) : undefined;
}

/** Whether a zone is at the offset typed; undefined when no offset was typed (the text decides). */
export function offsetMatches(zone: { offset: number }, query: string): boolean | undefined {
  const offset = typedOffset(query);
  return offset === undefined ? offset : zone.offset === offset;
}

/** The zone's name in a language: long ("Mitteleuropäische Zeit"), or where it is ("Indien (Ortszeit)"). */
function localName(languageTag: string, zone: string, style: "longGeneric" | "shortGeneric" | "longOffset", at: Date) {
  return new Intl.DateTimeFormat(languageTag, { timeZone: zone, timeZoneName: style })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
}

/** The options of one language in one hour (offsets change with daylight saving time, on the hour). */
const optionsOf = new Map<string, readonly TimeZoneOption[]>();

/**
 * Every zone the runtime knows, with UTC and the player's own zone (`own`) if it lacks them, each
 * with the name a player of `languageTag` reads and types for it ("Lissabon" is not an IANA name,
 * "Westeuropäische Zeit" and "Україна" are in the detail): made on the server, where the language's
 * zone names are loaded once an hour, not in the browser while the page hydrates.
 */
export function timeZoneOptions(languageTag: string, at: Date, own: string | null): readonly TimeZoneOption[] {
  const key = `${languageTag} ${at.toISOString().slice(0, 13)}`;
  let options = optionsOf.get(key);
  if (!options) {
    if (optionsOf.size >= 40) optionsOf.clear();
    const ids = Intl.supportedValuesOf("timeZone");
    options = [...ids, ...(ids.includes("UTC") ? [] : ["UTC"])].map((zone) => {
      const location = localName(languageTag, zone, "shortGeneric", at);
      const name = zoneName(languageTag, zone, at);
      return {
        value: zone,
        label: timeZoneName(zone),
        // An offset ("GMT+1") adds nothing to the name's own "(GMT+01:00)".
        detail: location && !/\d/.test(location) && !name.includes(location) ? `${name} · ${location}` : name,
        offset: offsetMinutes(zone, at),
      };
    });
    optionsOf.set(key, options);
  }
  if (!own || options.some((option) => option.value === own)) return options;
  // Stored under the name the runtime lists its twin by (Europe/Kyiv, listed as Europe/Kiev): that
  // option is the player's, under the player's id; any other zone is added.
  const label = timeZoneName(own);
  const twin = options.findIndex((option) => option.label === label);
  if (twin >= 0) return options.with(twin, { ...options[twin]!, value: own });
  return [...options, { value: own, label, detail: zoneName(languageTag, own, at), offset: offsetMinutes(own, at) }];
}
