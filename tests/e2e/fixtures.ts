import { test as base, expect } from "@playwright/test";

/** Every page fails its test on a console error or an uncaught exception (Epic Stack's rule). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // The browser logs failed requests it was told to make (a 404 page, a 400 answer) as errors.
        if (message.type() === "error" && !/the server responded with a status of (4\d\d)/.test(message.text())) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
