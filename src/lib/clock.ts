/** The current instant, for server renders that show countdowns (one place to read the clock). */
export function currentTime(): number {
  return Date.now();
}
