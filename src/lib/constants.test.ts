import { describe, expect, it } from "vitest";
import * as c from "./constants";

describe("the seed's constants (§9)", () => {
  it("has the ten locales as language tags with en as default, /ua and /pt as their URL segments", () => {
    expect(c.LOCALES).toEqual(["en", "de", "es", "fr", "it", "lt", "lv", "pl", "pt-PT", "uk"]);
    expect(c.DEFAULT_LOCALE).toBe("en");
    expect(c.LOCALE_PREFIXES).toEqual({ uk: "/ua", "pt-PT": "/pt" });
    expect(Object.keys(c.LOCALE_NAMES)).toEqual([...c.LOCALES]);
  });

  it("keeps the limits and timings the seed names", () => {
    expect(c.SEARCH_DEBOUNCE_MS).toBe(300);
    expect(c.AVATAR).toEqual({ bucket: "avatars", size: 200, format: "webp" });
    expect(c.PAGE_SIZE).toBe(50);
    expect(c.CONSENT_COOKIE.maxAgeSeconds).toBe(365 * 24 * 3600);
    expect(c.SNACKBAR).toMatchObject({
      maxSnack: 3,
      autoHideDurationMs: 5000,
      anchorOrigin: { vertical: "bottom", horizontal: "left" },
    });
    expect(c.SESSION).toMatchObject({
      cookieMaxAgeSeconds: 34_560_000,
      refreshThresholdSeconds: 90,
      autoRefreshTickMs: 30_000,
      autoRefreshTickThreshold: 3,
      keySetCacheMs: 600_000,
      cookieChunkSize: 3180,
    });
    expect(c.REALTIME).toEqual({ heartbeatMs: 25_000, reconnectDelaysMs: [1000, 2000, 5000, 10_000] });
    expect(c.STORAGE).toEqual({ listLimit: 100, cacheControlSeconds: 3600 });
    expect(c.THEME).toMatchObject({
      borderRadius: 8,
      spacing: 8,
      breakpoints: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 },
      buttonRadius: "1.5rem",
      bottomNavigationSpacingUnits: 8,
      paperElevation: 4,
    });
  });
});
