import { expect, test } from "./fixtures";

for (const zone of ["Europe/Berlin", "America/New_York"]) {
  test.describe(`in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test("the schedule shows kickoffs in the viewer's time zone", async ({ page }) => {
      await page.goto("/demo-cup/schedule");
      await expect(page.getByText(`Times in ${zone}`)).toBeVisible();
      const first = page.getByTestId("game").first().locator("time").first();
      const instant = (await first.getAttribute("datetime"))!;
      const expected = new Intl.DateTimeFormat("en", { timeZone: zone, hour: "2-digit", minute: "2-digit" }).format(new Date(instant));
      await expect(first).toContainText(expected);
    });
  });
}

test("the home page lists the demo tournaments with a countdown", async ({ page }) => {
  await page.goto("/");
  const cards = page.getByTestId("tournament-card");
  await expect(cards.filter({ hasText: "Demo" })).toHaveCount(5);
  await expect(cards.filter({ hasText: "Demo Nations Cup" })).toContainText(/Next picks lock in \d/);
});

test("the schedule speaks the visitor's language, team names included", async ({ page, context }) => {
  await page.goto("/de/demo-cup/schedule/1");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByTestId("game").first()).toBeVisible();
  await expect(page.getByText("Deutschland").first()).toBeVisible();
  await expect(page.getByText(/Uhrzeiten in /)).toBeVisible();
  // Visiting /de made German this browser's language; a new visitor gets English.
  await context.clearCookies();
  await page.goto("/demo-cup/schedule/1");
  await expect(page.getByText("Germany").first()).toBeVisible();
});

test("a matchday page links to its neighbours, and unknown ones are 404", async ({ page }) => {
  await page.goto("/demo-cup/schedule/2");
  await page.getByRole("link", { name: /Next matchday/ }).click();
  await expect(page).toHaveURL(/\/demo-cup\/schedule\/3$/);
  expect((await page.goto("/demo-cup/schedule/99"))?.status()).toBe(404);
  expect((await page.goto("/no-such-cup"))?.status()).toBe(404);
});

test("the rules of a sport and mode are explained", async ({ page }) => {
  await page.goto("/demo-cup/help");
  await page.getByRole("link", { name: /Read the Expert rules/ }).click();
  await expect(page).toHaveURL(/\/demo-cup\/help\/expert$/);
  await expect(page.locator("article table").first()).toBeVisible();
  await expect(page.locator("article")).toContainText("4");
});
