import { writeFileSync } from "node:fs";
import { testServer } from "./server";

/**
 * Moves the test's server's clock (see server-clock.mjs): `offsetMs` ahead of the real time, or
 * behind when negative; 0 is the real time again.
 */
export function setServerClock(offsetMs: number) {
  writeFileSync(testServer().clockFile, String(offsetMs));
}
