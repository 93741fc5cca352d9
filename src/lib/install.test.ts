import { describe, expect, it } from "vitest";
import { installPlatform } from "./install";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const IPHONE_CHROME =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const ANDROID_SAMSUNG =
  "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36";
const ANDROID_WEBVIEW =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("installPlatform", () => {
  it("knows it runs installed, whatever the browser", () => {
    expect(installPlatform({ userAgent: IPHONE_SAFARI, standalone: true })).toBe("standalone");
    expect(installPlatform({ userAgent: ANDROID_CHROME, standalone: true })).toBe("standalone");
  });

  it("finds Safari on an iPhone, not other browsers there", () => {
    expect(installPlatform({ userAgent: IPHONE_SAFARI, standalone: false })).toBe("ios-safari");
    expect(installPlatform({ userAgent: IPHONE_CHROME, standalone: false })).toBe("other");
  });

  it("tells Chrome from Chromium on Android by the client-hint brands", () => {
    const chrome = [{ brand: "Google Chrome" }, { brand: "Chromium" }, { brand: "Not_A Brand" }];
    const chromium = [{ brand: "Chromium" }, { brand: "Not_A Brand" }];
    expect(installPlatform({ userAgent: ANDROID_CHROME, brands: chrome, standalone: false })).toBe("android-chrome");
    expect(installPlatform({ userAgent: ANDROID_CHROME, brands: chromium, standalone: false })).toBe(
      "android-chromium",
    );
    expect(installPlatform({ userAgent: ANDROID_CHROME, standalone: false })).toBe("android-chrome");
  });

  it("leaves other Android browsers, in-app web views and desktops alone", () => {
    expect(installPlatform({ userAgent: ANDROID_SAMSUNG, standalone: false })).toBe("other");
    expect(installPlatform({ userAgent: ANDROID_WEBVIEW, standalone: false })).toBe("other");
    expect(installPlatform({ userAgent: DESKTOP, standalone: false })).toBe("other");
  });
});
