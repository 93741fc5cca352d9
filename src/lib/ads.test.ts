import { describe, expect, it } from "vitest";
import { showsAd, type AdsConfig } from "./ads";

const config: AdsConfig = { pageKey: "pk-1", slots: ["top", "standings"], topPublic: false };
const visitor = { signedIn: false, plus: false };
const player = { signedIn: true, plus: false };

describe("showsAd", () => {
  it("shows nothing without a page key or in a slot that is not configured", () => {
    expect(showsAd({ ...config, pageKey: undefined }, "standings", player)).toBe(false);
    expect(showsAd(config, "schedule", player)).toBe(false);
    expect(showsAd(config, "standings", player)).toBe(true);
  });

  it("never shows an ad to a player with Plus for the tournament", () => {
    expect(showsAd({ ...config, topPublic: true }, "top", { signedIn: true, plus: true })).toBe(false);
    expect(showsAd(config, "standings", { signedIn: true, plus: true })).toBe(false);
  });

  it("shows the top placement to visitors only when the public flag is on", () => {
    expect(showsAd(config, "top", visitor)).toBe(false);
    expect(showsAd(config, "top", player)).toBe(true);
    expect(showsAd({ ...config, topPublic: true }, "top", visitor)).toBe(true);
  });
});
