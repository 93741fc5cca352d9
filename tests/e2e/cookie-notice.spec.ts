import { expect, test } from "./fixtures";
import { hydrated } from "./support";

test("the cookie notice shows until accepted, then sets a one-year consent cookie on /", async ({ page, context }) => {
  await page.goto("/");
  const notice = page.getByTestId("cookie-notice");
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: "More details" })).toHaveAttribute("href", "/docs/privacy");

  const before = Date.now() / 1000;
  await notice.getByRole("button", { name: "Accept" }).click();
  await expect(notice).toBeHidden();

  const cookie = (await context.cookies()).find((c) => c.name === "callit-consent");
  expect(cookie).toBeDefined();
  expect(cookie!.path).toBe("/");
  expect(cookie!.expires).toBeGreaterThan(before + 31_536_000 - 60);
  expect(cookie!.expires).toBeLessThan(before + 31_536_000 + 60);

  await page.reload();
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.getByTestId("cookie-notice")).toHaveCount(0);
  await page.goto("/de/contact");
  await expect(page.getByTestId("cookie-notice")).toHaveCount(0);
});

test("declining is one tap too: the notice goes for a year, and no analytics or ad host is allowed", async ({
  page,
  context,
}) => {
  await page.goto("/");
  const notice = page.getByTestId("cookie-notice");
  await notice.getByRole("button", { name: "Decline" }).click();
  await expect(notice).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === "callit-consent");
  expect(cookie?.value).toBe("0");
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 31_536_000 - 120);

  // The cookie policy says what was answered and asks again on request.
  await page.goto("/docs/cookies");
  await hydrated(page);
  await expect(page.getByRole("status").filter({ hasText: "You declined the cookie notice" })).toBeVisible();
  await page.getByRole("button", { name: "Change my answer" }).click();
  await expect(notice).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "You have not answered" })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "callit-consent")).toBeUndefined();
  await notice.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You declined the cookie notice" })).toBeVisible();

  // The next page has no notice, and its policy lets no third-party script in (as before any answer).
  const response = await page.goto("/de/contact");
  await expect(page.getByTestId("cookie-notice")).toHaveCount(0);
  const policy = response!.headers()["content-security-policy"]!;
  expect(policy).not.toContain("googletagmanager");

  await context.addCookies([{ name: "callit-consent", value: "1", url: new URL("/", page.url()).toString() }]);
  expect((await page.goto("/"))!.headers()["content-security-policy"]).toContain("googletagmanager");
});

test("the notice is translated", async ({ page }) => {
  await page.goto("/fr");
  const notice = page.getByTestId("cookie-notice");
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("button", { name: "Accepter" })).toBeVisible();
  await expect(notice.getByRole("button", { name: "Refuser" })).toBeVisible();
  await expect(notice.getByRole("link")).toHaveAttribute("href", "/fr/docs/privacy");
});

test("on a phone the notice is compact, in the longest of the languages too", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ["/", "/ua", "/de"]) {
    await page.goto(path);
    const notice = page.getByTestId("cookie-notice");
    await expect(notice).toBeVisible();
    // Measured in the page's own font, not the fallback drawn while it loads.
    await page.evaluate(() => document.fonts.ready);
    const box = (await notice.boundingBox())!;
    // A stacked notice with a full-width button took a third of the screen; with its two answers it
    // takes at most a quarter (a fifth when its link and buttons share one row, as in English).
    expect(box.height, path).toBeLessThanOrEqual(740 / 4);
    for (const button of await notice.getByRole("button").all()) {
      const box = (await button.boundingBox())!;
      expect(box.height, "a thumb-sized button").toBeGreaterThanOrEqual(44);
      expect(box.x + box.width, "inside the notice").toBeLessThanOrEqual(360);
    }
  }
});
