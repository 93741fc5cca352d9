import { describe, expect, it } from "vitest";
import { canMoveStatus } from "./running-status";
import { RUNNING_STATUSES } from "./statuses";

describe("running status transitions", () => {
  const allowed = new Set([
    "idle>started",
    "started>suspended",
    "started>finished",
    "suspended>started",
    "suspended>finished",
    "finished>started",
  ]);
  it.each(RUNNING_STATUSES.flatMap((from) => RUNNING_STATUSES.map((to) => [from, to] as const)))(
    "%s → %s",
    (from, to) => {
      expect(canMoveStatus(from, to)).toBe(allowed.has(`${from}>${to}`));
    },
  );
});
