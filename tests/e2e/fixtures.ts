import { test as base, expect, type Browser, type BrowserContext } from "@playwright/test";

/** Every page fails its test on a console error or an uncaught exception (Epic Stack's rule). */
let machine = 0;

export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp | null }>({
  /** Console errors a test expects (an offline test expects failed requests); none by default. */
  allowedConsoleErrors: [null, { option: true }],
  // Every test is its own machine (its own address), as real players are: per-address rate
  // limits then apply to one test, not to the whole run.
  // The API refuses state changes without a same-site Origin (decision 0021); tests that call it
  // through `page.request` come from our own pages, as the browser's own requests do.
  extraHTTPHeaders: async ({ baseURL }, use) => {
    machine += 1;
    await use({ "x-forwarded-for": `198.18.${(process.pid + machine) % 250}.${(machine % 250) + 1}`, origin: new URL(baseURL!).origin });
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // The browser logs failed requests it was told to make (a 404 page, a 400 answer) as errors.
        const text = message.text();
        if (message.type() === "error" && !/the server responded with a status of (4\d\d)/.test(text) && !allowedConsoleErrors?.test(text)) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Another player's browser (its own machine, address and cookies), calling the API from our pages' origin. */
export async function newPlayerContext(browser: Browser, address: string): Promise<BrowserContext> {
  const baseURL = test.info().project.use.baseURL!;
  return browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": address, origin: new URL(baseURL).origin } });
}
