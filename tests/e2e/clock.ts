import { writeFileSync } from "node:fs";

/**
 * Moves the test server's clock (see server-clock.mjs): `offsetMs` ahead of the real time, or
 * behind when negative; 0 is the real time again.
 */
export function setServerClock(offsetMs: number) {
  const file = process.env.E2E_CLOCK_FILE;
  if (!file) throw new Error("E2E_CLOCK_FILE is not set: run through playwright.config.ts");
  writeFileSync(file, String(offsetMs));
}
