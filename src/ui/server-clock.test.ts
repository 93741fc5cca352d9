import { describe, expect, it } from "vitest";
import { clockSkew } from "./server-clock";

describe("the server's clock in the browser", () => {
  const server = Date.parse("2026-12-04T20:00:00Z");

  it("keeps the browser's own clock within a minute of the server's (the page's way here)", () => {
    expect(clockSkew(server, server - 2_000)).toBe(0);
    expect(clockSkew(server, server + 59_000)).toBe(0);
  });

  it("corrects a device clock set wrong by the whole difference, fast or slow", () => {
    expect(clockSkew(server, server + 3 * 3600_000)).toBe(-3 * 3600_000);
    expect(clockSkew(server, server - 3 * 3600_000)).toBe(3 * 3600_000);
  });
});
