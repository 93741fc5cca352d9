/**
 * A time zone as a player reads it: its name in the player's language and its offset now,
 * "Central European Time (GMT+01:00)", "за східноєвропейським часом (GMT+02:00)", never the IANA
 * id a browser reports ("Europe/Kiev", the Russian spelling some still send for Kyiv). A zone
 * without a name of its own is its offset; an id `Intl` does not know is shown as it came.
 */
export function zoneName(languageTag: string, zone: string, at: Date): string {
  try {
    const part = (timeZoneName: "longGeneric" | "longOffset") =>
      new Intl.DateTimeFormat(languageTag, { timeZone: zone, timeZoneName })
        .formatToParts(at)
        .find((p) => p.type === "timeZoneName")?.value;
    const name = part("longGeneric");
    const offset = part("longOffset");
    if (!offset) return zone;
    return name && name !== offset ? `${name} (${offset})` : offset;
  } catch {
    return zone;
  }
}
