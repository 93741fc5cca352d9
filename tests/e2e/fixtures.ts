import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import type { SeededPlayer } from "./seed-players";

/** Every page fails its test on a console error or an uncaught exception (Epic Stack's rule). */
let machine = 0;

/** A signed-in player of the test's own: the browser holds its session cookie; `name` renames it first. */
export type Login = (name?: string) => Promise<{ email: string; name: string }>;

const answered = new WeakSet<Page>();

/**
 * A page left with picks not saved asks first (beforeunload): the tests leave as a player who
 * chose to, and note each question (the page's address) in `asked`. Other native dialogs are
 * dismissed, as Playwright does when nobody listens.
 */
function answerLeavePrompts(page: Page, asked: string[]) {
  if (answered.has(page)) return;
  answered.add(page);
  page.on("dialog", (dialog) => {
    if (dialog.type() !== "beforeunload") return void dialog.dismiss();
    asked.push(page.url());
    void dialog.accept();
  });
}

export const test = base.extend<{
  consoleErrors: string[];
  allowedConsoleErrors: RegExp | null;
  login: Login;
  leavePrompts: string[];
}>({
  /** The addresses of the pages that asked before they were left (see answerLeavePrompts). */
  leavePrompts: [
    async ({ context }, use) => {
      const asked: string[] = [];
      for (const page of context.pages()) answerLeavePrompts(page, asked);
      context.on("page", (page) => answerLeavePrompts(page, asked));
      await use(asked);
    },
    { auto: true },
  ],
  /** Console errors a test expects (an offline test expects failed requests); none by default. */
  allowedConsoleErrors: [null, { option: true }],
  // Every test is its own machine (its own address), as real players are: per-address rate
  // limits then apply to one test, not to the whole run.
  // The API refuses state changes without a same-site Origin (decision 0021); tests that call it
  // through `page.request` come from our own pages, as the browser's own requests do.
  // With two workers, each has addresses of its own (the worker's index names its /24).
  extraHTTPHeaders: async ({ baseURL }, use, testInfo) => {
    machine += 1;
    await use({
      "x-forwarded-for": `198.18.${testInfo.workerIndex % 250}.${(machine % 250) + 1}`,
      origin: new URL(baseURL!).origin,
    });
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // The browser logs failed requests it was told to make (a 404 page, a 400 answer) as errors.
        const text = message.text();
        if (
          message.type() === "error" &&
          !/the server responded with a status of (4\d\d)/.test(text) &&
          // A mail's sandboxed frame (src/ui/mail-frame.tsx) doing its job: the browser refused to run
          // a script there and says so (seen once in CI; our templates hold none, templates.test.ts).
          !/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/.test(text) &&
          !allowedConsoleErrors?.test(text)
        )
          errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  /** Signs the test's browser in without the sign-in form: for specs that are not about signing in. */
  login: async ({ context }, use) => {
    await use((name) => loginAs(context, name));
  },
});

export { expect };

/** Another player's browser (its own machine, address and cookies), calling the API from our pages' origin. */
export async function newPlayerContext(browser: Browser, address: string): Promise<BrowserContext> {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: test.info().project.use.serviceWorkers,
    extraHTTPHeaders: { "x-forwarded-for": address, origin: new URL(baseURL).origin },
  });
  context.on("page", (page) => answerLeavePrompts(page, []));
  return context;
}

/**
 * Signs a browser in as a player of its own from the pool seeded before the server started
 * (seed-players.ts): its session cookie goes into the browser as Better Auth would have set it
 * (HttpOnly, SameSite=Lax). With `name`, the player is renamed through the API, as from the
 * profile form. Each player is handed out once in a run (a claim is a folder, made atomically).
 */
export async function loginAs(context: BrowserContext, name?: string): Promise<{ email: string; name: string }> {
  const dataDir = process.env.E2E_DATA_DIR!;
  const players = JSON.parse(readFileSync(path.join(dataDir, "e2e-players.json"), "utf8")) as SeededPlayer[];
  const claims = path.join(dataDir, "e2e-players-claimed");
  mkdirSync(claims, { recursive: true });
  const player = players.find((_, n) => {
    try {
      mkdirSync(path.join(claims, String(n)));
      return true;
    } catch {
      return false;
    }
  });
  if (!player) throw new Error(`All ${players.length} seeded players are in use: raise E2E_PLAYERS`);
  const baseURL = test.info().project.use.baseURL!;
  await context.addCookies([
    { name: player.cookie.name, value: player.cookie.value, url: baseURL, httpOnly: true, sameSite: "Lax" },
  ]);
  if (name && name !== player.name) {
    const renamed = await context.request.post(new URL("/api/auth/update-user", baseURL).toString(), {
      data: { name },
    });
    expect(renamed.status(), "the player is renamed").toBe(200);
  }
  return { email: player.email, name: name ?? player.name };
}
