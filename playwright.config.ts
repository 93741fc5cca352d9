import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { headlessShell } from "./tests/e2e/browsers";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The local push service of the push spec (tests/support/push-service.ts), allowed besides the real ones.
process.env.E2E_PUSH_PORT ??= String(PORT + 1000);

/**
 * A server of our own: a fresh embedded database in its own data directory, and a controllable clock
 * (tests/e2e/server-clock.mjs) read from its own file, which the test workers write (clock.ts). The
 * workers find both in their project's metadata (tests/e2e/server.ts). The folder is made once, in
 * the main process, and named in `variable`: the workers load this file again and inherit it.
 */
function testServer(port: number, variable: string) {
  const dataDir = (process.env[variable] ??= mkdtempSync(path.join(tmpdir(), "callit-e2e-")));
  return { port, dataDir, clockFile: `${dataDir}.clock-offset-ms` };
}

// Specs run on two workers, two at a time (CI's `npm run test:e2e` too, decision 0072), except
// those that move the server's clock (clock.ts) or change what other specs' pages show (sites,
// languages, the demo tournaments' games and results, new tournaments on the home page): those run
// alone, one after another, on a second server of their own (decision 0086), at the same time as
// the others, so that the others see the demo data as it was seeded (decision 0062). With
// E2E_PARALLEL=0, one spec at a time on one server, as before (to tell a clash from a bug).
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

// Ports: PORT + 1 and + 2 are the crowded groups' servers (crowded-group.ts), PORT + 1000 the push service.
const shared = testServer(PORT, "E2E_DATA_DIR");
const exclusive = testServer(PORT + 10, "E2E_EXCLUSIVE_DATA_DIR");

/** The project's server: its address, and where the workers find its data directory and clock. */
function uses(server: ReturnType<typeof testServer>) {
  return {
    use: { baseURL: `http://localhost:${server.port}` },
    metadata: { dataDir: server.dataDir, clockFile: server.clockFile },
  };
}

/** Our own server (server/main.mjs), as in production, on a server's port, data and clock. */
function webServer(server: ReturnType<typeof testServer>) {
  return {
    // It builds first when sources changed (scripts/start.mjs). Before it, the players the `login`
    // fixture hands out are inserted (tests/e2e/seed-players.ts).
    command: "npx tsx --conditions=react-server tests/e2e/seed-players.ts && node scripts/start.mjs",
    url: `http://localhost:${server.port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(server.port),
      DATA_DIR: server.dataDir,
      E2E_CLOCK_FILE: server.clockFile,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${path.resolve("tests/e2e/server-clock.mjs")}`]
        .filter(Boolean)
        .join(" "),
      // mailbox@ reads the mailbox for the tests (sign-in links are for admins only without SMTP).
      ADMIN_EMAILS:
        "mailbox@example.com,admin@example.com,admin2@example.com,admin3@example.com,admin4@example.com,admin5@example.com,a11y-admin@example.com,games-admin@example.com,bonus-admin@example.com,live-admin@example.com,languages-admin@example.com,mails-admin@example.com,a11y-mails@example.com,seasons-admin@example.com,seasons-admin2@example.com,penalties-admin@example.com,locks-admin@example.com",
      LOG_LEVEL: "warn",
      // The tests play the proxy: each test is its own machine by its X-Forwarded-For (fixtures.ts).
      TRUST_PROXY_HOPS: "1",
      NODE_ENV: "production",
      PUSH_SERVICE_ORIGINS: `https://fcm.googleapis.com,https://updates.push.services.mozilla.com,http://127.0.0.1:${process.env.E2E_PUSH_PORT}`,
      // Ads on, without a network script (no network here): the slots are drawn and reserved.
      ADS_PAGE_KEY: "e2e-page-key",
      ADS: "top,standings",
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  // Two workers share the two cores with the server: each test gets twice the time it had alone.
  timeout: PARALLEL ? 60_000 : 30_000,
  expect: { timeout: PARALLEL ? 20_000 : 10_000 },
  // A spec's tests run in order, in one worker.
  fullyParallel: false,
  // Two for the shared specs and one for the exclusive ones, at once.
  workers: PARALLEL ? 3 : 1,
  projects: PARALLEL
    ? [
        { name: "shared", testIgnore: EXCLUSIVE, workers: 2, ...uses(shared) },
        { name: "exclusive", testMatch: EXCLUSIVE, workers: 1, ...uses(exclusive) },
      ]
    : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: "chromium",
    // Debian's Chromium headless shell, the full browser where a spec needs it (tests/e2e/browsers.ts).
    launchOptions: headlessShell,
    trace: "retain-on-failure",
  },
  webServer: PARALLEL ? [webServer(shared), webServer(exclusive)] : webServer(shared),
});
