import { expect, test } from "./fixtures";

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

test("the notice is translated", async ({ page }) => {
  await page.goto("/fr");
  const notice = page.getByTestId("cookie-notice");
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("button")).not.toHaveText("Accept");
  await expect(notice.getByRole("link")).toHaveAttribute("href", "/fr/docs/privacy");
});
