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

test("a link in running text is in the theme's green, light and dark, never the browser's blue", async ({ page }) => {
  for (const [scheme, green] of [
    ["light", "rgb(27, 127, 59)"],
    ["dark", "rgb(92, 201, 127)"],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(new RegExp(scheme));
    const more = page.getByTestId("cookie-notice").getByRole("link", { name: "More details" });
    await expect(more).toHaveCSS("color", green);
  }
});
