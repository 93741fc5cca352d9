/**
 * What players saw on small phones while playing the game through (the walk of 25 November): a
 * long name pushed the home page wider than the screen, and on a 320 px phone in German the pick
 * sheet cut team names off at the card's edge ("Frankre", "erlande").
 */
import { expect, test } from "./fixtures";
import { hydrated } from "./support";

test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

/** The page does not scroll sideways: nothing is wider than the screen. */
async function expectNoSidewaysScroll(page: import("@playwright/test").Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, "the page is no wider than the screen").toBeLessThanOrEqual(widths.screen);
}

test("a player with a long name sees the whole home page on a phone, the name broken inside the screen", async ({
  page,
  login,
}) => {
  await login("Hubertus Wolfeschlegelsteinhausenbergerdorff");
  await page.goto("/");
  await hydrated(page);
  const greeting = page.getByRole("heading", { level: 1 });
  await expect(greeting).toContainText("Wolfeschlegelsteinhausenbergerdorff");
  await expectNoSidewaysScroll(page);
  const box = (await greeting.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
});
