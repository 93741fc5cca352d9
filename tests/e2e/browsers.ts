import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

/**
 * Which of Debian's Chromium builds the browser tests run in (decision 0083). Both come from the same
 * source and version; nothing is downloaded.
 *
 * - The headless shell (`chromium-headless-shell`, Chromium's old headless mode) runs every spec by
 *   default: it draws pages as the browser does, without the full browser's window, toolbar and the
 *   WebUI renderers they keep busy, so a run costs the machine far less.
 * - The full browser (`chromium`) runs what the shell lacks: the back/forward cache and the
 *   notifications a service worker shows (`fullChromium` in those specs).
 */
const FULL = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The default: the headless shell, or the full browser where the shell is not installed. */
export const headlessShell: LaunchOptions = { executablePath: existsSync(SHELL) ? SHELL : FULL, args: ARGS };

/** For a spec that needs the full browser: `test.use({ launchOptions: fullChromium })`. */
export const fullChromium: LaunchOptions = { executablePath: FULL, args: ARGS };
