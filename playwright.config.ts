import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { headlessShell } from "./tests/e2e/browsers";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The local push service of the push spec (tests/support/push-service.ts), allowed besides the real ones.
process.env.E2E_PUSH_PORT ??= String(PORT + 1000);
// A fresh embedded database for every run (the main process starts the server once).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "callit-e2e-"));
// The workers read the admin passwords the server writes there (tests/e2e/support.ts).
process.env.E2E_DATA_DIR = dataDir;
// The server's controllable clock (tests/e2e/server-clock.mjs): set once here, in the main
// process, so that the test workers write the file the server reads.
process.env.E2E_CLOCK_FILE ??= `${dataDir}.clock-offset-ms`;

// Specs run on two workers, two at a time (CI's `npm run test:e2e` too, decision 0072), except
// those that move the server's clock (clock.ts) or change what other specs' pages show (sites,
// languages, the demo tournaments' games and results, new tournaments on the home page): those run
// last, alone, one after another, so that the others see the demo data as it was seeded (decision
// 0062). With E2E_PARALLEL=0, one spec at a time, as before (to tell a clash from a bug).
const PARALLEL = process.env.E2E_PARALLEL !== "0";
const EXCLUSIVE = [
  "admin",
  "admin-games",
  "admin-import",
  "bonus-questions",
  "fresh-session",
  "live-and-flags",
  "lock-dates",
  "phone-factor",
  "play",
  "seasons",
  "site-languages",
  "sites",
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "tests/e2e",
  // Two workers share the two cores with the server: each test gets twice the time it had alone.
  timeout: PARALLEL ? 60_000 : 30_000,
  expect: { timeout: PARALLEL ? 20_000 : 10_000 },
  // A spec's tests run in order, in one worker.
  fullyParallel: false,
  workers: PARALLEL ? 2 : 1,
  projects: PARALLEL
    ? [
        { name: "shared", testIgnore: EXCLUSIVE },
        { name: "exclusive", testMatch: EXCLUSIVE, workers: 1, dependencies: ["shared"] },
      ]
    : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A browser without our service worker (as a private window in some browsers): the worker
    // (public/sw.js) installs in every new context and then answers each navigation and asset,
    // about a seventh of a spec's CPU (decision 0101). The specs of the installed app, of the links
    // and callbacks the worker answers, of language switching and the main journey allow it
    // (`test.use({ serviceWorkers: "allow" })`).
    serviceWorkers: "block",
    browserName: "chromium",
    // Debian's Chromium headless shell, the full browser where a spec needs it (tests/e2e/browsers.ts).
    launchOptions: headlessShell,
    // A failed test keeps its trace: every action with the page's DOM before and after it, the
    // network and the console. Without the screencast: its frames (the browser's and the GPU
    // process's work, for every test) cost about a tenth of a run (docs/benchmarks.md, 2026-12-02).
    // Recorded for every test and thrown away when it passes: about an eighth of the suite's CPU
    // (decision 0088), so off in CI; `E2E_TRACE=on` (the default elsewhere) to keep a failure's.
    trace:
      (process.env.E2E_TRACE ?? (process.env.CI ? "off" : "on")) === "off"
        ? "off"
        : { mode: "retain-on-failure", screenshots: false },
  },
  webServer: {
    // Our own server (server/main.mjs), as in production; it builds first when sources changed.
    // Before it, the players the `login` fixture hands out are inserted (tests/e2e/seed-players.ts).
    command: "npx tsx --conditions=react-server tests/e2e/seed-players.ts && node scripts/start.mjs",
    url: `http://localhost:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      E2E_CLOCK_FILE: process.env.E2E_CLOCK_FILE,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${path.resolve("tests/e2e/server-clock.mjs")}`]
        .filter(Boolean)
        .join(" "),
      // mailbox@ reads the mailbox for the tests (sign-in links are for admins only without SMTP).
      ADMIN_EMAILS:
        "mailbox@example.com,admin@example.com,admin2@example.com,admin3@example.com,admin4@example.com,admin5@example.com,a11y-admin@example.com,games-admin@example.com,bonus-admin@example.com,live-admin@example.com,languages-admin@example.com,mails-admin@example.com,a11y-mails@example.com,seasons-admin@example.com,seasons-admin2@example.com,penalties-admin@example.com,locks-admin@example.com,race-admin@example.com",
      LOG_LEVEL: "warn",
      // The tests play the proxy: each test is its own machine by its X-Forwarded-For (fixtures.ts).
      TRUST_PROXY_HOPS: "1",
      NODE_ENV: "production",
      PUSH_SERVICE_ORIGINS: `https://fcm.googleapis.com,https://updates.push.services.mozilla.com,http://127.0.0.1:${process.env.E2E_PUSH_PORT}`,
      // Ads on, without a network script (no network here): the slots are drawn and reserved.
      ADS_PAGE_KEY: "e2e-page-key",
      ADS: "top,standings",
    },
  },
});
