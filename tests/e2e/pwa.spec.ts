import { expect, test } from "./fixtures";

// With our service worker (the suite runs without it, decision 0101): the installed app: its worker, offline pages and languages.
test.use({ serviceWorkers: "allow" });

test("the app can be installed: a manifest in the page's language, with icons that load", async ({ page, request }) => {
  await page.goto("/de");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest?locale=de");
  const response = await request.get(href!);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    short_name: "Callit",
    lang: "de",
    start_url: "/de/",
    display: "standalone",
    scope: "/",
  });
  expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  }
  expect((await request.get("/manifest.webmanifest")).ok()).toBe(true);
});

test("switching languages keeps the one service worker; each language's offline page is kept as it is visited", async ({
  page,
}) => {
  await page.goto("/de");
  const first = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(first).toMatch(/\/sw\.js\?locale=de$/);
  for (const locale of ["pt", "lt", "ua", "pt"]) {
    await page.goto(`/${locale}`);
    // Loaded, hydrated and quiet: a worker registered by this page would have been fetched by now.
    await page.waitForLoadState("networkidle");
    const workers = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration("/");
      return [registration?.installing, registration?.waiting, registration?.active].map((w) => w?.scriptURL ?? null);
    });
    expect(workers, `after /${locale}`).toEqual([null, null, first]);
  }
  // The languages visited have their offline pages cached, in the background of the visit.
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match("/lt/offline"))), { timeout: 10_000 })
    .toBe(true);
});

test("installed, a page opened in another language is remembered as without the app: the next address without one comes in it", async ({
  page,
}) => {
  await page.goto("/demo-cup");
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  // The worker answers this page's request: the player's browser as after the first visit.
  await page.goto("/de/demo-cup");
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?locale=en$/);
  await page.goto("/demo-cup/schedule");
  await expect(page).toHaveURL(/\/de\/demo-cup\/schedule$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test.describe("offline", () => {
  // Offline, the browser reports the requests it cannot make (link prefetches, its check for a
  // newer service worker): expected here.
  test.use({ allowedConsoleErrors: /net::ERR_(INTERNET_DISCONNECTED|FAILED)|error occurred when fetching the script/ });

  test("installed and offline, a page that cannot load shows the offline page in the visitor's language", async ({
    page,
    context,
  }) => {
    // Installed from a German page: the German and the English offline pages are kept.
    await page.goto("/de");
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(new URL("/", page.url()).href);

    await context.setOffline(true);
    await page.goto("/demo-cup/schedule");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
    await page.goto("/de/demo-cup");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Du bist offline");
    await expect(page.getByRole("button", { name: "Erneut versuchen" })).toBeVisible();

    // Back online, the same address is the real page again.
    await context.setOffline(false);
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demo Nations Cup");
  });
});
