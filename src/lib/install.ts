/**
 * How Callit can be installed on this device (seed §1: iPhone Safari, Chrome on Android,
 * Chromium on Android, and standalone mode when it already runs installed). Pure, for tests.
 */
export type InstallPlatform = "standalone" | "ios-safari" | "android-chrome" | "android-chromium" | "other";

export interface DeviceHints {
  userAgent: string;
  /** navigator.userAgentData.brands, where the browser has it. */
  brands?: readonly { brand: string }[];
  /** display-mode: standalone, or Safari's navigator.standalone. */
  standalone: boolean;
}

export function installPlatform({ userAgent, brands, standalone }: DeviceHints): InstallPlatform {
  if (standalone) return "standalone";
  if (/iPhone|iPod/.test(userAgent) && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent))
    return "ios-safari";
  if (/Android/.test(userAgent) && /Chrome\/\d/.test(userAgent)) {
    if (/SamsungBrowser|EdgA|OPR\/|YaBrowser|; wv\)/.test(userAgent)) return "other";
    const names = (brands ?? []).map((b) => b.brand);
    if (names.includes("Google Chrome")) return "android-chrome";
    if (names.includes("Chromium")) return "android-chromium";
    // No client hints: Chrome's own UA string cannot be told from Chromium's; Chrome is the likely one.
    return "android-chrome";
  }
  return "other";
}
