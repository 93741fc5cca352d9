import { chromium } from "@playwright/test";
import { fullChromium } from "./browsers";
import { expect, test } from "./fixtures";
import { hydrated, settled } from "./support";

// With our service worker (the suite runs without it, decision 0101): a page the worker controls is restored from the cache.
test.use({ serviceWorkers: "allow" });

test("a public page comes back from the back/forward cache; a signed-in player's pages are never stored", async ({
  page,
  baseURL,
  login,
}) => {
  // Playwright turns Chromium's back/forward cache off: this test's own browser has it, as people's do
  // (the full browser: the headless shell keeps no page in that cache).
  const browser = await chromium.launch({ ...fullChromium, ignoreDefaultArgs: ["--disable-back-forward-cache"] });
  try {
    const visitor = await (await browser.newContext({ baseURL })).newPage();
    // The service worker claims the page on the first visit, which keeps that one page out of the cache.
    await visitor.goto("/docs/faq");
    await hydrated(visitor);
    await visitor.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const answer = await visitor.goto("/demo-cup/schedule");
    expect(answer?.headers()["cache-control"]).not.toMatch(/no-store/);
    // Settled: a page with a request under way is not kept in the cache.
    await settled(visitor);
    await visitor.evaluate(() => {
      (window as { restored?: boolean }).restored = false;
      addEventListener("pageshow", (event) => {
        if (event.persisted) (window as { restored?: boolean }).restored = true;
      });
    });
    await visitor.goto("/docs/faq");
    await visitor.goBack({ waitUntil: "commit" });
    await expect(visitor).toHaveURL(/\/demo-cup\/schedule$/);
    // The same document, kept whole: its own variable is still there, and it was shown again.
    await expect.poll(() => visitor.evaluate(() => (window as { restored?: boolean }).restored)).toBe(true);
  } finally {
    await browser.close();
  }

  await login();
  const signedIn = await page.goto("/demo-cup/schedule");
  expect(signedIn?.headers()["cache-control"]).toMatch(/no-store/);
});
