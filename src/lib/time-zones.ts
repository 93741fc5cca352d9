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
