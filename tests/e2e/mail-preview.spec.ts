import { expect, test } from "./fixtures";
import { hydrated, signOut, signUp, uniqueEmail } from "./support";

// A mail is shown in a frame sandboxed without scripts (it has none: src/server/mail/templates).
// Playwright's trace recorder injects its own script into every frame, which the sandbox blocks
// and Chromium logs as an error.
test.use({
  allowedConsoleErrors: /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/,
});

/** An admin of the e2e server (playwright.config.ts) kept for this file. */
const ADMIN = "mails-admin@example.com";

test("the mail preview is for admins only: signed out, sign in first; a player gets the 404 page", async ({ page }) => {
  await page.goto("/admin/mails");
  await expect(page).toHaveURL(/\/account\?redirectTo=%2Fadmin%2Fmails$/);

  await signUp(page, uniqueEmail("nosy"), "Nia");
  const answer = await page.goto("/admin/mails?template=otp&lang=de");
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Mail templates" })).toHaveCount(0);
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("an admin reads every template in any language, HTML and plain text side by side", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, ADMIN, "Mira");
  await page.goto("/admin");
  await page.getByRole("link", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/admin\/mails$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mail templates");
  const templates = page.getByRole("navigation", { name: "Templates" }).getByRole("link");
  await expect(templates).toHaveText([
    "verifyEmail",
    "resetPassword",
    "magicLink",
    "otp",
    "changeEmail",
    "existingAccount",
    "newsletterConfirm",
    "newsletter",
    "reminder",
    "seasonContinued",
    "contact",
  ]);

  // The first template, in the page's language.
  await expect(page.getByTestId("mail-subject")).toHaveText("Subject: Confirm your e-mail address for Callit");
  const html = page.frameLocator('iframe[title^="The mail"]');
  await expect(html.locator("html")).toHaveAttribute("lang", "en");
  await expect(html.getByRole("link", { name: "Confirm my address" })).toBeVisible();
  await expect(page.getByTestId("mail-text")).toContainText("Confirm my address: http");

  // The reminder, then in German.
  await hydrated(page);
  await templates.filter({ hasText: "reminder" }).click();
  await expect(page).toHaveURL(/template=reminder/);
  await expect(page.getByTestId("mail-subject")).toHaveText("Subject: 2 games lock soon: your picks are missing");
  await expect(page.getByTestId("mail-text")).toContainText("• World Cup 2026: Mexico – South Africa — locks");
  await page.getByLabel("Language").selectOption("de");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/template=reminder&lang=de/);
  await expect(page.getByTestId("mail-subject")).toHaveText("Subject: 2 Spiele schließen bald: deine Tipps fehlen");
  await expect(html.locator("html")).toHaveAttribute("lang", "de");
  await expect(html.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(html.getByRole("link", { name: "Jetzt tippen: World Cup 2026" })).toHaveAttribute(
    "href",
    /\/de\/world-cup-2026\/predictions$/,
  );
  await expect(page.getByTestId("mail-text")).toContainText("Hallo Ana,");

  for (const viewport of [
    { name: "phone", width: 390, height: 844 },
    { name: "desktop", width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/mail-preview-${viewport.name}.png`, fullPage: true });
  }
});

test("the mailbox shows a mail as HTML, its plain text a click away", async ({ page }) => {
  await signUp(page, uniqueEmail("hal"), "Hal");
  await page.goto("/account/settings");
  await hydrated(page);
  const newsletter = page.getByRole("switch").first();
  await newsletter.click();
  await expect(newsletter).toBeChecked();
  await page.goto("/mailbox");
  const mail = page.getByTestId("mail").filter({ hasText: "Confirm your Callit newsletter subscription" });
  await expect(mail).toHaveCount(1);
  const html = mail.frameLocator("iframe");
  await expect(html.getByRole("link", { name: "Subscribe to the newsletter" })).toBeVisible();
  await expect(html.getByText("Hello Hal,")).toBeVisible();
  await mail.getByText("Plain text").click();
  await expect(mail.locator("pre")).toContainText("Subscribe to the newsletter: http");
  await page.screenshot({ path: "test-results/mailbox-html.png", fullPage: true });
  await page.goto("/account");
  await signOut(page);
});
