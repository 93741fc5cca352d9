import { expect, test } from "./fixtures";
import { acceptCookies, expectAxeClean, hydrated } from "./support";

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test("the schedule's 'Add to calendar' gives the tournament's feed to copy and to subscribe to", async ({
      page,
    }) => {
      await page.goto("/de/demo-cup/schedule");
      await hydrated(page);
      await acceptCookies(page);
      await page.getByRole("button", { name: "Zum Kalender hinzufügen" }).click();
      const dialog = page.getByRole("dialog", { name: "Zum Kalender hinzufügen" });
      const address = dialog.getByTestId("calendar-feed-url");
      await expect(address).toHaveValue(/\/api\/tournaments\/demo-cup\/calendar\.ics\?lang=de$/);
      const url = await address.inputValue();
      await expect(dialog.getByRole("link", { name: "In meiner Kalender-App abonnieren" })).toHaveAttribute(
        "href",
        url.replace(/^http:\/\//, "webcal://"),
      );
      await page.screenshot({ path: test.info().outputPath(`schedule-calendar-${device}.png`) });
      await expectAxeClean(page, "dialog");

      const feed = await page.request.get(url);
      expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      const text = await feed.text();
      expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
      expect(text).toContain("SUMMARY:Deutschland");

      await dialog.getByRole("button", { name: "Schließen" }).click();
      await expect(dialog).toBeHidden();
    });

    test("a player makes, reads and turns off their own calendar address in settings", async ({ page, login }) => {
      await login("Cal");
      await page.goto("/account/settings");
      await hydrated(page);
      await acceptCookies(page);
      const section = page.getByRole("region", { name: "Calendar" });
      await expect(section.getByTestId("calendar-state")).toHaveText("Your calendar feed is off.");
      await section.getByRole("button", { name: "Create my calendar address" }).click();
      const address = section.getByTestId("personal-calendar-url");
      await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}\.ics$/);
      const url = await address.inputValue();
      await expect(section.getByRole("link", { name: "Subscribe in my calendar app" })).toHaveAttribute(
        "href",
        url.replace(/^http:\/\//, "webcal://"),
      );
      // When it was made, written by the server in the page's language: "Dec 6, 2026, 8:30 AM".
      await expect(section.getByTestId("calendar-state")).toHaveText(
        /^Your calendar feed is on \(address made [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M\)\.$/,
      );
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`settings-calendar-${device}.png`) });

      // A calendar app reads it without the session.
      const app = await page.context().browser()!.newContext();
      expect((await app.request.get(url)).status()).toBe(200);

      await section.getByRole("button", { name: "Turn off" }).click();
      await expect(section.getByTestId("calendar-state")).toHaveText("Your calendar feed is off.");
      expect((await app.request.get(url)).status()).toBe(404);
      await app.close();
    });
  });
}

test("on a small phone the calendar dialog's buttons are above the cookie notice, not under it", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/pl/demo-cup/schedule");
  await hydrated(page);
  // Cookies not chosen yet: the notice is there while the dialog opens.
  await expect(page.getByRole("button", { name: "Akceptuję" })).toBeVisible();
  await page.getByRole("button", { name: "Dodaj do kalendarza" }).click();
  const dialog = page.getByRole("dialog", { name: "Dodaj do kalendarza" });
  await expect(dialog).toBeVisible();
  // A click lands on the dialog's own button (Playwright refuses a click another element would take).
  await dialog.getByRole("button", { name: "Zamknij" }).click({ timeout: 5_000 });
  await expect(dialog).toBeHidden();
});
