import { expect, test } from "./fixtures";
import { hydrated } from "./support";

test("the colour scheme follows the device, and a chosen dark mode survives a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/light/);
  await hydrated(page);

  await page.getByRole("button", { name: "Colour scheme" }).click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await hydrated(page);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);

  await page.getByRole("button", { name: "Colour scheme" }).click();
  await page.getByRole("menuitemradio", { name: "Same as device" }).click();
  await expect(page.locator("html")).toHaveClass(/light/);
});
